import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { skipContractCheck } from '@/testing/contract-watch';
import { server } from '../../mocks/runtime/node';
import { login } from './auth';
import { errorMessage, fieldErrorsFrom } from './errors';
import { listInvoices } from './invoices';
import { getCurrentUser } from './users';
import { pageFromWire, parseWireJson } from './wire';
import type { InvoicePage } from './types';

describe('parseWireJson', () => {
  it('reads a null member as an absent one, at any depth, and keeps nulls inside arrays', () => {
    expect(parseWireJson('{"a":1,"b":null,"c":{"d":null,"e":"x"},"f":[null,1,{"g":null}]}')).toEqual({
      a: 1,
      c: { e: 'x' },
      f: [null, 1, {}],
    });
    const parsed = parseWireJson('{"number":null}') as Record<string, unknown>;
    expect('number' in parsed).toBe(false);
  });
});

describe('answers as Jackson writes them without non_null', () => {
  it('reads null members of an answer as absent', async () => {
    const { token } = await login({ username: 'user', password: 'user123' });
    localStorage.setItem('token', token);
    server.use(
      http.get(apiUrl('/api/users/me'), () =>
        HttpResponse.json({ id: 2, username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'], extra: null }),
      ),
    );
    expect(await getCurrentUser()).toEqual({ id: 2, username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'] });
  });

  it('reads the message and field errors of a problem with null members', async () => {
    skipContractCheck(); // null members are off the contract on purpose
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: null,
            instance: null,
            errors: [{ field: 'username', message: 'Required.' }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    const error: unknown = await login({ username: '', password: 'x' }).catch((caught: unknown) => caught);
    expect(errorMessage(error, 'fallback')).toBe('Bad Request');
    expect(fieldErrorsFrom(error)).toEqual({ username: 'Required.' });
  });
});

describe('pageFromWire', () => {
  const item = { id: 1 } as InvoicePage['content'][number];

  it("keeps the contract's page (VIA_DTO)", () => {
    const page: InvoicePage = { content: [item], page: { size: 20, number: 0, totalElements: 1, totalPages: 1 } };
    expect(pageFromWire(page)).toBe(page);
  });

  it("reads PageImpl's own serialisation as the contract's page", () => {
    const legacy = {
      content: [item],
      pageable: { pageNumber: 1, pageSize: 20, sort: { sorted: true } },
      totalElements: 41,
      totalPages: 3,
      size: 20,
      number: 1,
      first: false,
      last: false,
      numberOfElements: 1,
      empty: false,
    };
    expect(pageFromWire(legacy as unknown as InvoicePage)).toEqual({
      content: [item],
      page: { size: 20, number: 1, totalElements: 41, totalPages: 3 },
    });
  });

  it('is what the invoice list call answers, from either shape', async () => {
    skipContractCheck(); // the old page shape is off the contract on purpose
    const { token } = await login({ username: 'user', password: 'user123' });
    localStorage.setItem('token', token);
    const contractPage = await listInvoices({ size: 5 });
    server.use(
      http.get(apiUrl('/api/invoices'), () =>
        HttpResponse.json({ content: contractPage.content, ...contractPage.page, pageable: 'INSTANCE', first: true, empty: false }),
      ),
    );
    expect(await listInvoices({ size: 5 })).toEqual(contractPage);
  });
});

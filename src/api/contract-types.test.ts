// Compile-time checks, run by `npm run typecheck` (tsc reads test files too). A `@ts-expect-error`
// line that compiles is itself an error, so each of them proves the contract refuses that call.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CURRENCY_VALUES,
  INVOICE_STATUS_FILTER_VALUES,
  INVOICE_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  TAX_CODE_VALUES,
} from '@/config/api-values';
import { request, type Operation, type ResponseData } from './request';
import type { components } from './schema';
import type { Invoice, InvoicePage, LoginResponse, User } from './types';

type Schemas = components['schemas'];

describe('the lists generated from openapi.yaml', () => {
  it('hold exactly the values of the matching schema', () => {
    expectTypeOf<(typeof CURRENCY_VALUES)[number]>().toEqualTypeOf<Schemas['Currency']>();
    expectTypeOf<(typeof TAX_CODE_VALUES)[number]>().toEqualTypeOf<Schemas['TaxCode']>();
    expectTypeOf<(typeof INVOICE_STATUS_VALUES)[number]>().toEqualTypeOf<Schemas['InvoiceStatus']>();
    expectTypeOf<(typeof INVOICE_STATUS_FILTER_VALUES)[number]>().toEqualTypeOf<Schemas['InvoiceStatusFilter']>();
    expectTypeOf<(typeof PAYMENT_METHOD_VALUES)[number]>().toEqualTypeOf<Schemas['PaymentMethod']>();
    expect(new Set(INVOICE_STATUS_FILTER_VALUES)).toEqual(new Set([...INVOICE_STATUS_VALUES, 'OVERDUE']));
  });
});

describe('typed calls', () => {
  it('answer with the type the contract gives the success response', () => {
    expectTypeOf<ResponseData<Operation<'/api/invoices/{id}', 'get'>>>().toEqualTypeOf<Invoice>();
    expectTypeOf<ResponseData<Operation<'/api/invoices', 'get'>>>().toEqualTypeOf<InvoicePage>();
    expectTypeOf<ResponseData<Operation<'/auth/login', 'post'>>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<ResponseData<Operation<'/api/users', 'post'>>>().toEqualTypeOf<User>();
    // 204 No Content
    expectTypeOf<ResponseData<Operation<'/api/invoices/{id}', 'delete'>>>().toEqualTypeOf<undefined>();
  });

  it('refuse to compile a call that does not fit the contract', () => {
    const id = 42;
    // Built, never called: these would send requests.
    const calls = [
      // @ts-expect-error a path the contract does not have
      () => request('get', '/api/invoice/{id}', { params: { path: { id } } }),
      // @ts-expect-error a method the path does not have
      () => request('delete', '/api/invoices/summary', {}),
      // @ts-expect-error the path parameter is missing
      () => request('get', '/api/invoices/{id}'),
      // @ts-expect-error a path parameter of the wrong type
      () => request('get', '/api/invoices/{id}', { params: { path: { id: '42' } } }),
      // @ts-expect-error a query parameter the operation does not read
      () => request('get', '/api/invoices', { params: { query: { colour: 'red' } } }),
      // @ts-expect-error a required query parameter is missing (the version to delete)
      () => request('delete', '/api/invoices/{id}', { params: { path: { id } } }),
      // @ts-expect-error the body lacks a required field (the reason)
      () => request('post', '/api/invoices/{id}/void', { params: { path: { id } }, body: { version: 3 } }),
      // @ts-expect-error a body field of the wrong type
      () => request('post', '/api/invoices/{id}/issue', { params: { path: { id } }, body: { version: '3' } }),
      // @ts-expect-error a body field the schema does not have
      () => request('post', '/auth/login', { body: { username: 'a', password: 'b', remember: true } }),
      // @ts-expect-error a body where the operation takes none
      () => request('get', '/api/users/me', { body: { username: 'a' } }),
      async () => {
        const invoice = await request('get', '/api/invoices/{id}', { params: { path: { id } } });
        // @ts-expect-error amounts are integer cents, not text
        const total: string = invoice.total;
        // @ts-expect-error the answer has no such field
        const due: number = invoice.amountDue;
        return [total, due];
      },
      async () => {
        const removed = await request('delete', '/api/users/{id}', { params: { path: { id } } });
        // @ts-expect-error a 204 answer has no content to read
        const removedId: number = removed.id;
        return removedId;
      },
    ];
    expect(calls).toHaveLength(12);
  });
});

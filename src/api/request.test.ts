import { describe, expect, it } from 'vitest';
import { watchRequests } from '@/testing/watch-requests';
import { db } from '../../mocks/runtime/db';
import { fillPath, searchParamsFrom } from './api-path';
import { login } from './auth';
import { deleteInvoice, listInvoices } from './invoices';
import { request } from './request';

async function signIn() {
  const { token } = await login({ username: 'admin', password: 'admin123' });
  localStorage.setItem('token', token);
}

function sent(): Request[] {
  const requests: Request[] = [];
  watchRequests((request) => requests.push(request));
  return requests;
}

describe('request', () => {
  it('fills the path, sends the body as JSON and resolves with the answer', async () => {
    await signIn();
    const draft = db.invoices.findFirst((q) => q.where({ status: 'DRAFT' }));
    if (!draft) throw new Error('the seed has no draft');
    const requests = sent();
    const copy = await request('post', '/api/invoices/{id}/duplicate', { params: { path: { id: draft.id } } });
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/invoices/${draft.id}/duplicate`);
    expect(requests[0]!.headers.get('Accept')).toBe('application/json, application/problem+json');
    expect(copy).toMatchObject({ status: 'DRAFT', businessId: draft.businessId, clientId: draft.clientId });
    expect(copy.id).not.toBe(draft.id);

    const renamed = await request('put', '/api/users/{id}', { params: { path: { id: 2 } }, body: { email: 'renamed@example.nz' } });
    expect(requests[1]!.headers.get('Content-Type')).toBe('application/json');
    expect(renamed.email).toBe('renamed@example.nz');
  });

  it('repeats a list parameter in the query, as the API reads it', async () => {
    await signIn();
    const requests = sent();
    await listInvoices({ status: ['PAID', 'OVERDUE'], q: 'reno', page: 1 });
    expect(new URL(requests[0]!.url).search).toBe('?page=1&status=PAID&status=OVERDUE&q=reno');
  });

  it('resolves with nothing for a 204 answer', async () => {
    await signIn();
    const draft = db.invoices.findFirst((q) => q.where({ status: 'DRAFT' }));
    if (!draft) throw new Error('the seed has no draft');
    await expect(deleteInvoice(draft.id, draft.version)).resolves.toBeUndefined();
    expect(db.invoices.findFirst((q) => q.where({ id: draft.id }))).toBeUndefined();
  });
});

describe('fillPath and searchParamsFrom', () => {
  it('encode each path value and refuse a missing one', () => {
    expect(fillPath('/api/users/{id}', { id: 'a/b?c' })).toBe('/api/users/a%2Fb%3Fc');
    expect(() => fillPath('/api/users/{id}', {})).toThrow('/api/users/{id}: no value for the path parameter "id".');
  });

  it('leave undefined values out and keep key order', () => {
    expect(searchParamsFrom({ b: 2, a: undefined, c: ['x', 'y'], d: false }).toString()).toBe('b=2&c=x&c=y&d=false');
  });
});

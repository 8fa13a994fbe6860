import { describe, expect, it } from 'vitest';
import { checkExchange } from './contract';

const base = 'http://localhost:8080/';
const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

describe('the contract check', () => {
  it('accepts a documented response', async () => {
    const request = new Request(`${base}api/users/me`);
    expect(await checkExchange(base, request, json({ id: 1, username: 'a', email: 'a@b.nz', roles: ['USER'] }))).toEqual([]);
  });

  it('reports an undocumented endpoint', async () => {
    expect(await checkExchange(base, new Request(`${base}api/secret`), json({}))).toEqual(['undocumented endpoint GET /api/secret']);
  });

  it('reports an undocumented method and status', async () => {
    expect(await checkExchange(base, new Request(`${base}api/users/me`, { method: 'DELETE' }), json({}))).toEqual([
      'undocumented method DELETE /api/users/me',
    ]);
    expect(await checkExchange(base, new Request(`${base}api/users/me`), json({}, 202))).toEqual([
      'GET /api/users/me answered undocumented status 202',
    ]);
  });

  it('takes any other error as problem details, through the operation-level default', async () => {
    const request = () => new Request(`${base}api/users/me`);
    const problem = { type: 'about:blank', title: 'Not Acceptable', status: 406 };
    expect(await checkExchange(base, request(), json(problem, 406, 'application/problem+json'))).toEqual([]);
    expect(await checkExchange(base, request(), json(problem, 406))).toEqual([
      "GET /api/users/me 406 answered 'application/json', documented: application/problem+json",
    ]);
  });

  it('reports a missing required header, and says what a null is', async () => {
    const request = new Request(`${base}api/invoices/7/duplicate`, { method: 'POST' });
    const problems = await checkExchange(base, request, json({ id: 7, number: null }, 201));
    expect(problems[0]).toBe('POST /api/invoices/{id}/duplicate 201 lacks the required header Location');
    expect(problems[1]).toMatch(/\/number must be string \(null: the service omits absent values/);
  });

  it('holds field errors to the canonical dotted path', async () => {
    const answer = (field: string) =>
      json({ title: 'Bad Request', status: 400, errors: [{ field, message: 'x' }] }, 400, 'application/problem+json');
    const request = () => new Request(`${base}api/invoices`, { method: 'POST' });
    expect(await checkExchange(base, request(), answer('lines.0.quantity'))).toEqual([]);
    expect((await checkExchange(base, request(), answer('lines[0].quantity'))).join()).toMatch(/\/errors\/0\/field must match pattern/);
  });

  it('reports a body that does not match the schema', async () => {
    const problems = await checkExchange(base, new Request(`${base}api/users/me`), json({ id: '1', username: 'a', email: 'a@b.nz' }));
    expect(problems.join()).toMatch(/\/id must be integer/);
    expect(problems.join()).toMatch(/must have required property 'roles'/);
  });

  it('reports a wrong media type for errors (problem details expected)', async () => {
    const problems = await checkExchange(base, new Request(`${base}api/users`), json({ title: 'x', status: 403 }, 403));
    expect(problems).toEqual(["GET /api/users 403 answered 'application/json', documented: application/problem+json"]);
  });

  it('reports a request body the contract does not allow', async () => {
    const request = new Request(`${base}auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'a' }),
    });
    const problems = await checkExchange(base, request, json({ token: 't' }));
    expect(problems.join()).toMatch(/request body: .*password/);
  });

  it('resolves path templates', async () => {
    const response = new Response(null, { status: 204 });
    expect(await checkExchange(base, new Request(`${base}api/admin/clients/12`, { method: 'DELETE' }), response)).toEqual([]);
  });
});

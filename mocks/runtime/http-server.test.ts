// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../../scripts/contract-verify/multipart';
import { RECEIPT_MAX_BYTES } from '../../src/lib/receipts';
import { startHttpServer, type RunningServer } from '../testing/http-server';

const APP_ORIGIN = 'http://localhost:4173';
let running: RunningServer;
let base: string;

beforeEach(async () => {
  running = await startHttpServer({ corsOrigins: [APP_ORIGIN], bodyLimitBytes: 10_000, controls: true });
  base = running.base;
});

afterEach(() => running.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

async function stillAnswers() {
  const response = await fetch(`${base}/actuator/health`);
  expect(response.status).toBe(200);
}

describe('the mock HTTP server', () => {
  it('signs in over real HTTP and serves the protected API with the bearer token', async () => {
    const login = await post('/auth/login', JSON.stringify({ username: 'admin', password: 'admin123' }));
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${base}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ username: 'admin' });
  });

  it('allows CORS with credentials for a configured origin only', async () => {
    const allowed = await fetch(`${base}/api/users/roles`, { headers: { Origin: APP_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-expose-headers')).toBe('Location, Allow, Retry-After, Date');

    const foreign = await fetch(`${base}/api/users/roles`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight from a configured origin, and refuses one from another', async () => {
    const preflight = await fetch(`${base}/api/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    // The send dialog's Idempotency-Key (docs/sending.md): without it, a cross-origin email is never sent.
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PUT/);

    const foreign = await fetch(`${base}/api/users`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed JSON with 400 problem details and keeps answering', async () => {
    const response = await post('/auth/login', '{"username": ');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    await stillAnswers();
  });

  it('answers wrong types with 400 naming the field', async () => {
    const response = await post('/auth/register', JSON.stringify({ username: 42, email: ['x'], password: null }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ field: string }> };
    expect(body.errors.map((e) => e.field).sort()).toEqual(['email', 'password', 'username']);
    await stillAnswers();
  });

  it('refuses a body over the limit with 413 and keeps answering', async () => {
    const response = await post('/auth/register', JSON.stringify({ username: 'x'.repeat(20_000) }));
    expect(response.status).toBe(413);
    await stillAnswers();
  });

  it('takes a receipt larger than the body limit on the receipts path only, and says which limit it passed', async () => {
    const login = await post('/auth/login', JSON.stringify({ username: 'user', password: 'user123' }));
    const { token } = (await login.json()) as { token: string };
    const pdf = new Uint8Array(50_000);
    pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
    const form = multipart([{ name: 'file', fileName: 'scan.pdf', type: 'application/pdf', bytes: pdf }]);
    const attached = await fetch(`${base}/api/bills/1/receipts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.contentType },
      body: form.body,
    });
    expect(attached.status).toBe(201);
    expect(await attached.json()).toMatchObject({ fileName: 'scan.pdf', size: 50_000 });

    const tooLarge = new Uint8Array(RECEIPT_MAX_BYTES + 2 * 1024 * 1024);
    const refused = await fetch(`${base}/api/bills/1/receipts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.contentType },
      body: tooLarge,
    });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ detail: `Request bodies are limited to ${RECEIPT_MAX_BYTES + 1024 * 1024} bytes.` });
    const elsewhere = await post('/api/bills', JSON.stringify({ note: 'x'.repeat(50_000) }), { Authorization: `Bearer ${token}` });
    expect(elsewhere.status).toBe(413);
    await stillAnswers();
  });

  it('answers an unknown route with 404 problem details', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    await stillAnswers();
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('/auth/login', 'username=admin', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    await stillAnswers();
  });

  it('puts the server back to sleep and resets the data through its test controls', async () => {
    expect((await fetch(`${base}/__mock/cold-start`, { method: 'POST', body: '{"ms": 60000}' })).status).toBe(204);
    expect((await fetch(`${base}/actuator/health`)).status).toBe(503);
    expect((await fetch(`${base}/__mock/cold-start`, { method: 'POST', body: '{"ms": "soon"}' })).status).toBe(400);
    expect((await fetch(`${base}/__mock/cold-start`, { method: 'POST', body: '{"ms": 0}' })).status).toBe(204);
    await stillAnswers();

    const login = await post('/auth/login', JSON.stringify({ username: 'admin', password: 'admin123' }));
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const changed = await fetch(`${base}/api/users/2`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ email: 'changed@example.nz' }),
    });
    expect(changed.status).toBe(200);
    expect((await fetch(`${base}/__mock/reset`, { method: 'POST' })).status).toBe(204);
    const users = await fetch(`${base}/api/users`, { headers: auth });
    expect(((await users.json()) as Array<{ id: number; email: string }>).find((user) => user.id === 2)?.email).toBe(
      'user@invoicing.example.nz',
    );
  });

  it('has no test controls unless asked', async () => {
    const plain = await startHttpServer();
    try {
      expect((await fetch(`${plain.base}/__mock/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('keeps the outbox behind the test controls: without them a signed-out caller gets 404, not every tenant\'s emails and links', async () => {
    const plain = await startHttpServer();
    try {
      for (const path of ['/__mock/outbox', '/__mock/outbox/1', '/__mock/outbox/1/attachment']) {
        const answer = await fetch(`${plain.base}${path}`);
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get('content-type'), path).toContain('application/problem+json');
        expect(await answer.text(), path).not.toMatch(/emails|\/d\//);
      }
    } finally {
      await plain.close();
    }
    expect((await fetch(`${base}/__mock/outbox`)).status).toBe(200);
  });
});

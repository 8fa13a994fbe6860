// @vitest-environment node
// Requests a client can send that name a known path wrongly: an unsupported method (405 with
// Allow), malformed percent-encoding (400), and, on the HTTP server, request targets and methods
// that never reach the handlers. Always problem details, never a 500 or a fall-through.
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlerCaller, tokenFor } from '../testing/call';
import { bothBackends, startHttpServer, useBackend, type RunningServer } from '../testing/http-server';

function expectProblem(answer: { status: number; contentType: string | null; json: Record<string, unknown> }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toContain('application/problem+json');
  expect(answer.json).toMatchObject({ status, title: expect.any(String) });
}

describe.each(bothBackends(handlerCaller()))('bad requests to %s', (_label, start) => {
  const backend = useBackend(start);

  it('answers an unsupported method on a known path with 405, the Allow header and problem details', async () => {
    const via = backend();
    const token = await tokenFor('admin', 'admin123', via);
    const patch = await via('PATCH', '/api/invoices/1', { token, body: { version: 0 } });
    expectProblem(patch, 405);
    expect(patch.headers.get('Allow')).toBe('GET, PUT, DELETE, HEAD, OPTIONS');

    const putList = await via('PUT', '/api/invoices', { token, body: {} });
    expectProblem(putList, 405);
    expect(putList.headers.get('Allow')).toBe('GET, POST, HEAD, OPTIONS');

    const health = await via('POST', '/actuator/health');
    expectProblem(health, 405);
    expect(health.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');

    const login = await via('GET', '/auth/login');
    expectProblem(login, 405);
    expect(login.headers.get('Allow')).toBe('POST, OPTIONS');
  });

  it('answers HEAD as GET without a body', async () => {
    const via = backend();
    const head = await via('HEAD', '/api/users/roles');
    expect(head.status).toBe(200);
    expect(head.json).toBeNull();
  });

  it('answers malformed percent-encoding in a path with 400 problem details', async () => {
    const via = backend();
    const token = await tokenFor('admin', 'admin123', via);
    expectProblem(await via('GET', '/api/invoices/%ff', { token }), 400);
    expectProblem(await via('PUT', '/api/users/%E0%A4%A', { token, body: {} }), 400);
    expectProblem(await via('GET', '/api/invoicing/businesses/%/clients', { token }), 400);
    expect((await via('GET', '/api/users/roles')).status).toBe(200);
  });

  it('answers an Accept that admits no JSON with 406 problem details, and takes every JSON-compatible Accept', async () => {
    const via = backend();
    const token = await tokenFor('admin', 'admin123', via);
    for (const accept of ['application/xml', 'text/html', 'text/csv, text/plain', 'application/json;q=0']) {
      expectProblem(await via('GET', '/api/users/me', { token, headers: { Accept: accept } }), 406);
    }
    for (const accept of [
      'application/json',
      'application/json, application/problem+json',
      'application/problem+json',
      '*/*',
      'application/*',
      'text/html, application/json;q=0.9',
    ]) {
      expect((await via('GET', '/api/users/me', { token, headers: { Accept: accept } })).status, accept).toBe(200);
    }
    const health = await via('GET', '/actuator/health', { headers: { Accept: 'application/vnd.spring-boot.actuator.v3+json' } });
    expect(health.status).toBe(200);
    expect(health.contentType).toBe('application/vnd.spring-boot.actuator.v3+json');
  });

  it('answers a body over 1 MiB with 413 problem details, and one that is not JSON with 415', async () => {
    const via = backend();
    const token = await tokenFor('admin', 'admin123', via);
    const huge = JSON.stringify({ businessName: 'x'.repeat(1024 * 1024 + 1) });
    expectProblem(await via('POST', '/api/admin/businesses', { token, rawBody: huge }), 413);
    expectProblem(await via('POST', '/api/admin/businesses', { token, rawBody: 'businessName=x', contentType: 'text/plain' }), 415);
  });

  it('answers an unknown path under the API with 404 problem details', async () => {
    const via = backend();
    expectProblem(await via('GET', '/api/nothing-here'), 404);
    expectProblem(await via('DELETE', '/api/invoices/1/issue/again'), 404);
  });
});

describe('the mock HTTP server, for requests that never reach the handlers', () => {
  let running: RunningServer;
  beforeEach(async () => {
    running = await startHttpServer();
  });
  afterEach(() => running.close());

  /** Sends raw bytes and reads the whole answer (the server closes or the answer is complete). */
  function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(running.port, '127.0.0.1', () => socket.end(text));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
      });
    });
  }

  const problemOf = (body: string) => JSON.parse(body) as { status: number; title: string };

  it.each([
    ['an absolute target that is not a URL', 'GET http://[::1/api/users/roles HTTP/1.1'],
    ['a target with a port out of range', 'GET http://localhost:99999/api/users/roles HTTP/1.1'],
    ['a target that is neither a path nor a URL', 'GET api/users/roles HTTP/1.1'],
    ['an asterisk target', 'GET * HTTP/1.1'],
    ['a request line Node cannot parse', 'GET /api/users/roles HTTP/9.9 extra'],
  ])('answers %s with 400 problem details', async (_what, line) => {
    const answer = await raw(`${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
    expect(problemOf(answer.body)).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('answers TRACE with 405 and Allow, and CONNECT with 405', async () => {
    const trace = await raw('TRACE /api/invoices HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(trace.status).toBe(405);
    expect(trace.headers).toMatch(/allow: GET, POST, HEAD, OPTIONS/i);
    expect(problemOf(trace.body).status).toBe(405);
    const connectAnswer = await raw('CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n');
    expect(connectAnswer.status).toBe(405);
    expect(problemOf(connectAnswer.body).status).toBe(405);
  });

  it('answers a path that looks like a URL as an unknown path, 404', async () => {
    const answer = await raw('GET /http://localhost:99999/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(404);
    expect(problemOf(answer.body).status).toBe(404);
  });
});

// Links that open one document for its client (docs/sending.md#links-for-the-client): tokens, who may
// make and revoke them, what the public call shows and refuses, quotes answered once, and guessing
// stopped after 10 unknown tokens.
import { connect } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { forgetGuesses } from '../domain/document-links';
import { setMockDate } from '../runtime/clock';
import { call, callerFor } from '../testing/call';
import { startHttpServer, type RunningServer } from '../testing/http-server';
import { asMere, asUser, createDraft, issue, today } from '../testing/invoices';
import { act, sentQuote } from '../testing/quotes';

type Link = { id: number; token: string; state: string; expiresAt: string; createdAt: string; documentType: string; documentId: number };

// In the page (and the in-process mock) there is one visitor: every test starts with no guesses counted.
beforeEach(() => forgetGuesses());

const makeLink = async (token: string, documentType: string, documentId: number) =>
  call('POST', '/api/document-links', { token, body: { documentType, documentId } });

async function quoteLink(token: string) {
  const quote = await sentQuote(token);
  const made = await makeLink(token, 'QUOTE', quote.id);
  expect(made.status).toBe(201);
  return { quote, link: made.json as unknown as Link };
}

const open = (documentToken: string) => call('GET', '/api/public/document', { headers: { 'Document-Token': documentToken } });

const answer = (documentToken: string, action: 'accept' | 'decline', body: unknown) =>
  call('POST', `/api/public/document/${action}`, { body, headers: { 'Document-Token': documentToken } });

const UNKNOWN = 'B'.repeat(43);

/** A shared cache must never keep a public answer, nor serve one token's answer for another. */
function expectUncached(headers: Headers) {
  expect(headers.get('Cache-Control')).toBe('no-store');
  expect((headers.get('Vary') ?? '').split(',').map((each) => each.trim().toLowerCase())).toContain('document-token');
}

describe('making a link', () => {
  it('makes a random 256-bit token, 90 days long, and answers the same link while it has 30 days left', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(90 * 86_400_000);
    expect(link.state).toBe('ACTIVE');
    const again = await makeLink(token, 'QUOTE', quote.id);
    expect(again.status).toBe(200);
    expect((again.json as unknown as Link).token).toBe(link.token);
    // 61 days on, 29 are left: a new link, the old one still working until it expires.
    setMockDate(addDays(today(), 61));
    const renewed = await makeLink(token, 'QUOTE', quote.id);
    expect(renewed.status).toBe(201);
    expect((renewed.json as unknown as Link).token).not.toBe(link.token);
  });

  it('draws tokens that do not repeat and use the whole alphabet (no visible bias)', async () => {
    const token = await asUser();
    const tokens: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const quote = await sentQuote(token);
      tokens.push(((await makeLink(token, 'QUOTE', quote.id)).json as unknown as Link).token);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // 12 × 43 characters over a 64-letter alphabet: every position varies, and most letters appear.
    const letters = new Set(tokens.join(''));
    expect(letters.size).toBeGreaterThan(55);
  });

  it('refuses a draft invoice or quote (409), an unknown document (404), another business (403), a statement (400)', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    expect((await makeLink(token, 'INVOICE', draft.id)).status).toBe(409);
    expect((await makeLink(token, 'INVOICE', 999_999)).status).toBe(404);
    const bad = await makeLink(token, 'STATEMENT', 1);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ errors: [{ field: 'documentType' }] });
    const { quote } = await quoteLink(token);
    expect((await makeLink(await asMere(), 'QUOTE', quote.id)).status).toBe(403);
  });

  it('lists the document’s links newest first, with their state', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    await call('POST', `/api/document-links/${link.id}/revoke`, { token });
    await makeLink(token, 'QUOTE', quote.id);
    const listed = await call('GET', `/api/document-links?documentType=QUOTE&documentId=${quote.id}`, { token });
    expect(listed.status).toBe(200);
    expect((listed.json as unknown as { links: Link[] }).links.map((each) => each.state)).toEqual(['ACTIVE', 'REVOKED']);
  });
});

describe('opening a link, signed out', () => {
  it('shows the document and its business, without who in the business did what', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    const opened = await open(link.token);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      documentType: 'QUOTE',
      business: { name: 'Kiwi Home Renovations Ltd' },
      quote: { number: quote.number, status: 'SENT' },
    });
    expect(JSON.stringify(opened.json)).not.toContain('"user"');
    for (const staff of ['id', 'events', 'createdBy', 'invoices']) expect(opened.json.quote, staff).not.toHaveProperty(staff);
  });

  it('opens an issued invoice and refuses it once voided (410 document-voided)', async () => {
    const token = await asUser();
    const invoice = (await issue(token, await createDraft(token))).json as unknown as { id: number; version: number; number: string };
    const link = (await makeLink(token, 'INVOICE', invoice.id)).json as unknown as Link;
    expect((await open(link.token)).json).toMatchObject({ documentType: 'INVOICE', invoice: { number: invoice.number } });
    const voided = await call('POST', `/api/invoices/${invoice.id}/void`, {
      token,
      body: { version: invoice.version, reason: 'Raised twice.' },
    });
    expect(voided.status).toBe(200);
    const refused = await open(link.token);
    expect(refused.status).toBe(410);
    expect(refused.json).toMatchObject({ type: 'urn:invoicing:document-voided' });
    expect(refused.json.detail).toMatch(/was cancelled \(voided\)/);
  });

  it('says a revoked link was switched off (410), at once', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    const revoked = await call('POST', `/api/document-links/${link.id}/revoke`, { token });
    expect(revoked.json).toMatchObject({ state: 'REVOKED', revokedBy: 'user' });
    const refused = await open(link.token);
    expect(refused.status).toBe(410);
    expect(refused.json).toMatchObject({ type: 'urn:invoicing:link-revoked' });
    // Revoking again changes nothing; another business's user may not.
    expect((await call('POST', `/api/document-links/${link.id}/revoke`, { token })).status).toBe(200);
    expect((await call('POST', `/api/document-links/${link.id}/revoke`, { token: await asMere() })).status).toBe(403);
  });

  it('says an expired link expired (410) once the mock clock passes its 90 days', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    setMockDate(addDays(today(), 89));
    expect((await open(link.token)).status).toBe(200);
    setMockDate(addDays(today(), 2));
    const refused = await open(link.token);
    expect(refused.status).toBe(410);
    expect(refused.json).toMatchObject({ type: 'urn:invoicing:link-expired' });
  });

  it('says a quote replaced by a revision was replaced (410)', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    expect((await act(token, quote, 'revise')).status).toBe(201);
    const refused = await open(link.token);
    expect(refused.status).toBe(410);
    expect(refused.json).toMatchObject({ type: 'urn:invoicing:document-replaced' });
  });

  it('answers a wrong, garbled or missing token 404 with a plain message, never a 500', async () => {
    for (const wrong of ['A'.repeat(43), 'short', '../../etc/passwd', '%00', 'é'.repeat(43)]) {
      const answerFor = await call('GET', '/api/public/document', {
        headers: { 'Document-Token': encodeURI(wrong) },
      });
      expect(answerFor.status).toBe(404);
      expect(answerFor.json).toMatchObject({ type: 'urn:invoicing:link-unknown' });
    }
  });

  it('refuses the page’s one visitor after 10 unknown tokens in 15 minutes (429, Retry-After), even with a good token, until the window ends', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    // X-Forwarded-For is written by whoever calls: it does not make another visitor.
    for (let i = 0; i < 10; i += 1) {
      const guess = await call('GET', '/api/public/document', {
        headers: { 'Document-Token': UNKNOWN, 'X-Forwarded-For': `203.0.113.${i}` },
      });
      expect(guess.status).toBe(404);
    }
    const limited = await open(link.token);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ type: 'urn:invoicing:too-many-attempts' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await answer(link.token, 'accept', { name: 'Mere Tane' })).status).toBe(429);
    // The window is 15 minutes of the mock's clock: a day on, the link opens again.
    setMockDate(addDays(today(), 1));
    expect((await open(link.token)).status).toBe(200);
  });

  it('marks every public answer as not to be stored, varying by the token: the document, 400, 404, 409, 410 and 429', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    const answers = [
      await open(link.token),
      await answer(link.token, 'accept', { name: ' ' }),
      await answer(link.token, 'accept', { name: 'Mere Tane' }),
      await answer(link.token, 'decline', { name: 'Mere Tane', reason: 'Again.' }),
    ];
    await call('POST', `/api/document-links/${link.id}/revoke`, { token });
    answers.push(await open(link.token));
    for (let i = 0; i < 11; i += 1) answers.push(await open(UNKNOWN));
    expect(answers.map((each) => each.status)).toEqual([200, 400, 200, 409, 410, ...Array<number>(10).fill(404), 429]);
    for (const each of answers) expectUncached(each.headers);
  });

  it('shows an invoice without any staff username, internal id or staff email; the business’s own contact stays', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const invoice = (await issue(token, draft)).json as unknown as { id: number; version: number; total: number };
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: invoice.version, amount: 1000, paidOn: today(), method: 'CARD' },
    });
    expect(paid.status).toBe(201);
    const link = (await makeLink(token, 'INVOICE', invoice.id)).json as unknown as Link;
    const opened = await open(link.token);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      business: { name: 'Kiwi Home Renovations Ltd', email: 'accounts@kiwihomereno.co.nz' },
      invoice: { paid: 1000, balance: invoice.total - 1000 },
    });
    const text = JSON.stringify(opened.json);
    expect(text).not.toMatch(/"user"|user@invoicing\.example\.nz/);
    const keys = new Set<string>();
    JSON.stringify(opened.json, (key, value: unknown) => {
      keys.add(key);
      return value;
    });
    for (const staff of ['id', 'version', 'businessId', 'clientId', 'createdBy', 'issuedBy', 'recordedBy', 'events', 'payments'])
      expect(keys, staff).not.toContain(staff);
  });
});

describe('answering a quote through its link', () => {
  it('accepts it at once with the name and time, seen by the business as an event', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    const accepted = await answer(link.token, 'accept', { name: '  Mere Tane ' });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ quote: { status: 'ACCEPTED' }, answer: { outcome: 'ACCEPTED', name: 'Mere Tane' } });
    const seen = await call('GET', `/api/quotes/${quote.id}`, { token });
    const seenQuote = seen.json as unknown as {
      status: string;
      acceptedAt: string;
      events: Array<{ type: string; actor: string; detail: string }>;
    };
    expect(seenQuote.status).toBe('ACCEPTED');
    expect(seenQuote.events.at(-1)).toMatchObject({ type: 'ACCEPTED', actor: 'Mere Tane' });
    expect(seenQuote.events.at(-1)?.detail).toMatch(/^Accepted online by Mere Tane at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m\.$/);
  });

  it('refuses accepting without a name (400 naming name), recording nothing', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    for (const body of [{}, { name: '   ' }, { name: 'M' }]) {
      const refused = await answer(link.token, 'accept', body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ errors: [{ field: 'name' }] });
    }
    expect((await call('GET', `/api/quotes/${quote.id}`, { token })).json).toMatchObject({ status: 'SENT' });
  });

  it('declines with a reason; declining twice or accepting after is 409 quote-answered', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    expect((await answer(link.token, 'decline', { name: 'Mere Tane' })).json).toMatchObject({ errors: [{ field: 'reason' }] });
    const declined = await answer(link.token, 'decline', { name: 'Mere Tane', reason: 'Went with a cheaper quote.' });
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({
      quote: { status: 'DECLINED' },
      answer: { outcome: 'DECLINED', reason: 'Went with a cheaper quote.' },
    });
    for (const action of ['decline', 'accept'] as const) {
      const again = await answer(link.token, action, { name: 'Mere Tane', reason: 'Again.' });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ type: 'urn:invoicing:quote-answered' });
      expect(again.json.detail).toMatch(/was already declined on/);
    }
    const events = (
      (await call('GET', `/api/quotes/${quote.id}`, { token })).json as unknown as { events: Array<{ type: string; detail: string }> }
    ).events;
    expect(events.filter((event) => event.type === 'DECLINED')).toHaveLength(1);
    expect(events.at(-1)?.detail).toMatch(/^Declined online by Mere Tane at .+: Went with a cheaper quote\.$/);
    // The page opened later still shows the answer.
    expect((await open(link.token)).json).toMatchObject({ answer: { outcome: 'DECLINED', name: 'Mere Tane' } });
  });

  it('records one acceptance from five parallel accepts; the others are 409', async () => {
    const token = await asUser();
    const { quote, link } = await quoteLink(token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(link.token, 'accept', { name: 'Mere Tane' })));
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const events = ((await call('GET', `/api/quotes/${quote.id}`, { token })).json as unknown as { events: Array<{ type: string }> })
      .events;
    expect(events.filter((event) => event.type === 'ACCEPTED')).toHaveLength(1);
  });

  it('refuses accepting an expired quote (409 quote-expired) and any answer on an invoice’s link', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    setMockDate(addDays(today(), 31));
    const expired = await answer(link.token, 'accept', { name: 'Mere Tane' });
    expect(expired.status).toBe(409);
    expect(expired.json).toMatchObject({ type: 'urn:invoicing:quote-expired' });
    setMockDate(null);
    const invoice = (await issue(token, await createDraft(token))).json as unknown as { id: number };
    const invoiceLink = (await makeLink(token, 'INVOICE', invoice.id)).json as unknown as Link;
    expect((await answer(invoiceLink.token, 'accept', { name: 'Mere Tane' })).status).toBe(409);
  });
});

describe('the mock HTTP server', () => {
  it('answers a public call across origins with the token in a header, and its request log never holds the token', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    const lines: string[] = [];
    const server = await startHttpServer({ corsOrigins: ['http://app.example'], log: (line) => lines.push(line) });
    try {
      const preflight = await fetch(`${server.base}/api/public/document`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://app.example',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'document-token',
        },
      });
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Document-Token');
      const opened = await callerFor(server.base)('GET', '/api/public/document', { headers: { 'Document-Token': link.token } });
      expect(opened.status).toBe(200);
      await callerFor(server.base)('GET', `/api/public/document?token=${link.token}`, { headers: { 'Document-Token': link.token } });
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.join('\n')).not.toContain(link.token);
      expect(lines.some((line) => line.startsWith('GET /api/public/… 200'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

/** A GET from the loopback address `from` (127.0.0.2 is another machine to the server), over a raw socket. */
function getFrom(server: RunningServer, from: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port, localAddress: from }, () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`GET /api/public/document HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${lines.join('')}\r\n`);
    });
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('the mock HTTP server behind a proxy: the guess limit counts per client address', () => {
  it('ignores X-Forwarded-For from a caller that is not a trusted proxy: 30 forged first hops are one caller, 429 after 10', async () => {
    const server = await startHttpServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        statuses.push(await getFrom(server, '127.0.0.1', { 'Document-Token': UNKNOWN, 'X-Forwarded-For': `203.0.113.${i}, 10.0.0.1` }));
      }
      expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(20).fill(429)]);
    } finally {
      await server.close();
    }
  });

  it('gives two callers without X-Forwarded-For a counter each: one guesser never holds up another', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    const server = await startHttpServer();
    try {
      for (let i = 0; i < 11; i += 1) await getFrom(server, '127.0.0.1', { 'Document-Token': UNKNOWN });
      expect(await getFrom(server, '127.0.0.1', { 'Document-Token': link.token })).toBe(429);
      expect(await getFrom(server, '127.0.0.2', { 'Document-Token': link.token })).toBe(200);
      expect(await getFrom(server, '127.0.0.2', { 'Document-Token': UNKNOWN })).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('behind a trusted proxy, keys on the right-most hop that is not a trusted proxy, whatever the client wrote before it', async () => {
    const token = await asUser();
    const { link } = await quoteLink(token);
    const server = await startHttpServer({ trustedProxies: ['127.0.0.0/30', '10.0.0.0/8'] });
    try {
      const via = (hops: string, documentToken: string) =>
        getFrom(server, '127.0.0.1', { 'Document-Token': documentToken, 'X-Forwarded-For': hops });
      const guesses: number[] = [];
      for (let i = 0; i < 11; i += 1) guesses.push(await via(`203.0.113.${i}, 198.51.100.7, 10.0.0.5`, UNKNOWN));
      expect(guesses).toEqual([...Array<number>(10).fill(404), 429]);
      expect(await via('198.51.100.7', link.token)).toBe(429);
      // Another client behind the same proxies, and one behind a proxy that is not trusted, are not held up.
      expect(await via('198.51.100.8, 10.0.0.5', link.token)).toBe(200);
      expect(await getFrom(server, '127.0.0.5', { 'Document-Token': link.token, 'X-Forwarded-For': '198.51.100.7' })).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers Vary with both Origin and Document-Token, and no-store, over HTTP', async () => {
    const server = await startHttpServer({ corsOrigins: ['http://app.example'] });
    try {
      const refused = await fetch(`${server.base}/api/public/document`, {
        headers: { 'Document-Token': UNKNOWN, Origin: 'http://app.example' },
      });
      expect(refused.status).toBe(404);
      expectUncached(refused.headers);
      expect(refused.headers.get('Vary')).toMatch(/Origin/);
    } finally {
      await server.close();
    }
  });
});

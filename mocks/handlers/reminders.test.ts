// Payment reminders (docs/sending.md#reminders): the rules and their refusals, sending by the mock's
// clock once per rule and invoice (parallel requests included), catching up with the latest rule only,
// the balance as it is now, stopping when settled or switched off, the dashboard's overview, and the
// invoice's link in each reminder.
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { setMockDate } from '../runtime/clock';
import { db, simulatedDatabase } from '../runtime/db';
import { DEFAULT_PUBLIC_APP_URL, parsePublicAppUrl, publicAppUrl, setPublicAppUrl } from '../runtime/public-app-url';
import { call, callerFor } from '../testing/call';
import { startHttpServer } from '../testing/http-server';
import { asAdmin, asMere, asUser, createDraft, issue, type Json } from '../testing/invoices';

type Invoice = Json & {
  id: number;
  version: number;
  number: string;
  dueDate: string;
  total: number;
  events: Array<{ type: string; detail: string }>;
};
type Reminders = {
  state: string;
  invoiceEnabled: boolean;
  clientEnabled: boolean;
  sent: Array<Record<string, unknown>>;
  next?: Record<string, unknown>;
};

const DAY = '2027-03-01';
const DUE = addDays(DAY, 14);

async function issuedInvoice(token: string, overrides: Record<string, unknown> = {}) {
  const issued = await issue(token, await createDraft(token, { issueDate: DAY, dueDate: DUE, ...overrides }));
  expect(issued.status).toBe(200);
  return issued.json as Invoice;
}

const remindersOf = async (token: string, id: number) =>
  (await call('GET', `/api/invoices/${id}/reminders`, { token })).json as unknown as Reminders;
const sentFor = (invoiceId: number) => db.reminders.findMany((q) => q.where({ invoiceId })).sort((a, b) => a.id - b.id);

/** Moves the mock to `date` and makes one invoicing request, which sends what is due. */
async function moveTo(date: string, token: string) {
  setMockDate(date);
  expect((await call('GET', '/api/reminders/overview', { token })).status).toBe(200);
}

const settings = (token: string, businessId: number, body: unknown) =>
  call('PUT', `/api/businesses/${businessId}/reminder-settings`, { token, body });

const rule = (relation: string, days: number, overrides: Record<string, unknown> = {}) => ({
  relation,
  days,
  subject: 'Reminder: {number}',
  message: 'Kia ora {client}, {balance} of {number} is due on {dueDate}.',
  ...overrides,
});

describe('reminder rules', () => {
  it('starts from the default rules, switched off, and saves an edited list sorted by day', async () => {
    const token = await asAdmin();
    const before = await call('GET', '/api/businesses/2/reminder-settings', { token });
    expect(before.json).toMatchObject({ enabled: false, custom: false });
    expect((before.json as unknown as { rules: Array<{ relation: string; days: number }> }).rules.map((r) => [r.relation, r.days])).toEqual(
      [
        ['BEFORE_DUE', 3],
        ['AFTER_DUE', 0],
        ['AFTER_DUE', 7],
        ['AFTER_DUE', 14],
        ['AFTER_DUE', 30],
      ],
    );
    setMockDate(DAY);
    const saved = await settings(token, 2, { enabled: true, rules: [rule('AFTER_DUE', 10), rule('BEFORE_DUE', 1)] });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      enabled: true,
      custom: true,
      since: DAY,
      rules: [
        { relation: 'BEFORE_DUE', days: 1 },
        { relation: 'AFTER_DUE', days: 10 },
      ],
    });
  });

  it('refuses negative and duplicate days and unknown placeholders, naming each field, and keeps what was stored', async () => {
    const token = await asUser();
    const answer = await settings(token, 1, {
      enabled: true,
      rules: [
        rule('AFTER_DUE', 7),
        rule('AFTER_DUE', -2),
        rule('AFTER_DUE', 7),
        rule('BEFORE_DUE', 0),
        rule('AFTER_DUE', 1, { message: 'Hi {nickname}' }),
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'rules.1.days', message: 'Enter a whole number of days, 0 or more (0 is the due date itself).' },
        { field: 'rules.2.days', message: 'Another rule already sends 7 days after the due date. Choose another day or remove one.' },
        {
          field: 'rules.4.message',
          message: 'Unknown placeholder {nickname}. Use only {client}, {business}, {number}, {total}, {balance}, {dueDate}, {link}.',
        },
      ]),
    });
    expect((await call('GET', '/api/businesses/1/reminder-settings', { token })).json).toMatchObject({ enabled: true, custom: true });
    expect((await settings(token, 2, { enabled: true, rules: [] })).status).toBe(403);
  });
});

describe('sending reminders by the clock', () => {
  it('sends each rule once as its day comes, catches up with the latest only, and records it on the invoice', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    expect((await remindersOf(token, invoice.id)).next).toMatchObject({ relation: 'BEFORE_DUE', days: 3, date: addDays(DUE, -3) });

    await moveTo(addDays(DUE, -3), token);
    await moveTo(addDays(DUE, -3), token);
    expect(sentFor(invoice.id).map((r) => r.offset)).toEqual([-3]);
    const email = db.emails.all().find((each) => each.id === sentFor(invoice.id)[0]?.emailId);
    expect(email).toMatchObject({ reminder: true, sentBy: 'system', to: ['sophie.turner@example.co.nz'], documentNumber: invoice.number });
    expect(email?.attachment).toBeUndefined();
    expect(email?.subject).toBe(`Coming up: invoice ${invoice.number} from Kiwi Home Renovations Ltd is due on 15 Mar 2027`);

    // Down for three weeks: the due-date and 7-day reminders were missed; only the 14-day one goes.
    await moveTo(addDays(DUE, 20), token);
    expect(sentFor(invoice.id).map((r) => r.offset)).toEqual([-3, 14]);
    const after = (await call('GET', `/api/invoices/${invoice.id}`, { token })).json as Invoice;
    expect(after.version).toBe(invoice.version);
    expect(after.events.filter((e) => e.type === 'REMINDED').map((e) => e.detail)).toEqual([
      `Payment reminder (3 days before the due date) emailed to sophie.turner@example.co.nz, asking for $1,795.50.`,
      `Payment reminder (14 days after the due date) emailed to sophie.turner@example.co.nz, asking for $1,795.50.`,
    ]);
    expect((await remindersOf(token, invoice.id)).next).toMatchObject({ days: 30, date: addDays(DUE, 30) });
  });

  it('asks for the balance now: part payments and credit notes taken off', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: invoice.version, paidOn: DAY, method: 'CARD', amount: 50_000 },
    });
    expect(paid.status).toBe(201);
    const credited = await call('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      token,
      body: { reason: 'Unused', kind: 'AMOUNT', amount: 10_000 },
    });
    expect(credited.status).toBe(201);
    await moveTo(addDays(DUE, 7), token);
    const [sent] = sentFor(invoice.id);
    expect(sent?.balance).toBe(invoice.total - 50_000 - 10_000);
    expect(db.emails.all().find((each) => each.id === sent?.emailId)?.message).toContain('$1,195.50 of invoice');
  });

  it('sends exactly one reminder per invoice however many requests arrive at once', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const invoices = await Promise.all([issuedInvoice(token), issuedInvoice(token), issuedInvoice(token)]);
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 0)));
    setMockDate(addDays(DUE, 8));
    const paths = [
      '/api/invoices',
      '/api/reminders/overview',
      '/api/invoices/summary',
      ...invoices.map((i) => `/api/invoices/${i.id}/reminders`),
    ];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call('GET', paths[i % paths.length] ?? '/api/invoices', { token })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    for (const invoice of invoices) {
      expect(sentFor(invoice.id).map((r) => r.offset)).toEqual([7]);
      const events = db.invoices.findFirst((q) => q.where({ id: invoice.id }))?.events.filter((e) => e.type === 'REMINDED');
      expect(events).toHaveLength(1);
    }
  });

  it('stops once the invoice is paid, and is switched off per invoice and per client', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const paidInvoice = await issuedInvoice(token);
    const quiet = await issuedInvoice(token);
    const otherClient = await issuedInvoice(token, { clientId: 2 });
    const paid = await call('POST', `/api/invoices/${paidInvoice.id}/payments`, {
      token,
      body: { version: paidInvoice.version, paidOn: DAY, method: 'CARD', amount: paidInvoice.total },
    });
    expect(paid.json).toMatchObject({ status: 'PAID' });
    const switched = await call('PUT', `/api/invoices/${quiet.id}/reminders`, { token, body: { enabled: false } });
    expect(switched.json).toMatchObject({ state: 'INVOICE_OFF', invoiceEnabled: false, clientEnabled: true });
    expect((await call('PUT', '/api/clients/2/reminders', { token, body: { enabled: false } })).json).toEqual({ enabled: false });
    expect((await call('PUT', '/api/clients/2/reminders', { token, body: { enabled: 'no' } })).status).toBe(400);

    await moveTo(addDays(DUE, 1), token);
    expect(sentFor(paidInvoice.id)).toHaveLength(0);
    expect(sentFor(quiet.id)).toHaveLength(0);
    expect(sentFor(otherClient.id)).toHaveLength(0);
    expect((await remindersOf(token, paidInvoice.id)).state).toBe('SETTLED');
    expect(await remindersOf(token, otherClient.id)).toMatchObject({ state: 'CLIENT_OFF', clientEnabled: false });

    // On again: the next rule day sends, the missed one does not.
    await call('PUT', `/api/invoices/${quiet.id}/reminders`, { token, body: { enabled: true } });
    expect((await remindersOf(token, quiet.id)).next).toMatchObject({ days: 7 });
  });

  it('is refused for another business’s invoice or client', async () => {
    const token = await asMere();
    setMockDate(DAY);
    const invoice = await issuedInvoice(await asUser());
    expect((await call('GET', `/api/invoices/${invoice.id}/reminders`, { token })).status).toBe(403);
    expect((await call('PUT', '/api/clients/1/reminders', { token, body: { enabled: false } })).status).toBe(403);
    expect((await call('GET', '/api/clients/999999/reminders', { token })).status).toBe(404);
  });
});

describe('the dashboard overview', () => {
  it('lists what was sent today and what the rules send tomorrow', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const first = await issuedInvoice(token);
    const second = await issuedInvoice(token, { dueDate: addDays(DUE, 1) });
    await moveTo(addDays(DUE, -3), token);
    const overview = (await call('GET', '/api/reminders/overview?businessId=1', { token })).json as unknown as {
      today: string;
      sentToday: Array<{ invoiceId: number; days: number; relation: string }>;
      dueTomorrow: Array<{ invoiceId: number; date: string }>;
    };
    expect(overview.today).toBe(addDays(DUE, -3));
    expect(overview.sentToday.filter((s) => s.invoiceId === first.id)).toMatchObject([{ relation: 'BEFORE_DUE', days: 3 }]);
    expect(overview.dueTomorrow.filter((p) => p.invoiceId === second.id)).toMatchObject([{ date: addDays(DUE, -2) }]);
    expect((await call('GET', '/api/reminders/overview?businessId=2', { token })).status).toBe(403);
    expect((await call('GET', '/api/reminders/overview?businessId=x', { token })).status).toBe(400);
  });
});

describe('the link in a reminder', () => {
  const emailOf = (invoiceId: number, offset: number) => {
    const reminder = sentFor(invoiceId).find((each) => each.offset === offset);
    return db.emails.all().find((each) => each.id === reminder?.emailId);
  };
  const linkIn = (text: string | undefined) => {
    const found = text?.match(/(https?:\/\/[^\s/]+)\/d\/([A-Za-z0-9_-]{43})/);
    return found ? { origin: found[1], token: found[2] ?? '' } : undefined;
  };
  const open = (documentToken: string) => call('GET', '/api/public/document', { headers: { 'Document-Token': documentToken } });
  const linksOfInvoice = (token: string, id: number) =>
    call('GET', `/api/document-links?documentType=INVOICE&documentId=${id}`, { token }).then(
      (answer) => (answer.json as unknown as { links: Array<{ token: string; state: string; createdBy: string }> }).links,
    );

  it('carries the invoice’s live link at the app’s address (the default rules), which opens that invoice, the same link each time', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    await moveTo(addDays(DUE, -3), token);
    const first = linkIn(emailOf(invoice.id, -3)?.message);
    expect(first?.origin).toBe(publicAppUrl());
    const opened = await open(first?.token ?? '');
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ documentType: 'INVOICE', invoice: { number: invoice.number } });
    expect(await linksOfInvoice(token, invoice.id)).toMatchObject([{ token: first?.token, state: 'ACTIVE', createdBy: 'system' }]);

    await moveTo(DUE, token);
    expect(linkIn(emailOf(invoice.id, 0)?.message)?.token).toBe(first?.token);
    expect(await linksOfInvoice(token, invoice.id)).toHaveLength(1);
  });

  it('reuses the link the business made, and after it is revoked sends no link until the business makes a new one', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const made = (await call('POST', '/api/document-links', { token, body: { documentType: 'INVOICE', documentId: invoice.id } }))
      .json as unknown as { id: number; token: string };
    await moveTo(addDays(DUE, -3), token);
    expect(linkIn(emailOf(invoice.id, -3)?.message)?.token).toBe(made.token);

    expect((await call('POST', `/api/document-links/${made.id}/revoke`, { token })).status).toBe(200);
    await moveTo(DUE, token);
    const unlinked = emailOf(invoice.id, 0)?.message ?? '';
    expect(unlinked).toContain(`invoice ${invoice.number} is due on`);
    expect(unlinked).not.toContain(made.token);
    expect(unlinked).not.toContain('{link}');
    expect(unlinked).not.toContain('View the invoice online');
    expect(await linksOfInvoice(token, invoice.id)).toMatchObject([{ token: made.token, state: 'REVOKED' }]);

    const renewed = (await call('POST', '/api/document-links', { token, body: { documentType: 'INVOICE', documentId: invoice.id } }))
      .json as unknown as { token: string };
    await moveTo(addDays(DUE, 7), token);
    expect(linkIn(emailOf(invoice.id, 7)?.message)?.token).toBe(renewed.token);
  });

  it('makes no link for rules that do not ask for one', async () => {
    setMockDate(DAY);
    const token = await asUser();
    expect((await settings(token, 1, { enabled: true, rules: [rule('AFTER_DUE', 1)] })).status).toBe(200);
    const invoice = await issuedInvoice(token);
    await moveTo(addDays(DUE, 1), token);
    expect(sentFor(invoice.id)).toHaveLength(1);
    expect(await linksOfInvoice(token, invoice.id)).toEqual([]);
  });

  it('takes the address from the server’s setting, and the HTTP server’s log never holds the token', async () => {
    setMockDate(DAY);
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const lines: string[] = [];
    const server = await startHttpServer({ corsOrigins: ['https://invoicing.example.co.nz'], log: (line) => lines.push(line) });
    setPublicAppUrl('https://invoicing.example.co.nz/');
    try {
      setMockDate(addDays(DUE, -3));
      expect((await callerFor(server.base)('GET', '/api/reminders/overview', { token })).status).toBe(200);
      const link = linkIn(emailOf(invoice.id, -3)?.message);
      expect(link?.origin).toBe('https://invoicing.example.co.nz');
      expect((await callerFor(server.base)('GET', '/api/public/document', { headers: { 'Document-Token': link?.token ?? '' } })).status).toBe(
        200,
      );
      await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.join('\n')).not.toContain(link?.token);
    } finally {
      setPublicAppUrl(DEFAULT_PUBLIC_APP_URL);
      await server.close();
    }
    expect(() => parsePublicAppUrl('invoicing.example.co.nz', 'MOCK_PUBLIC_APP_URL')).toThrow(
      'MOCK_PUBLIC_APP_URL must be the app\'s origin, such as https://invoicing.example.co.nz, got "invoicing.example.co.nz".',
    );
    expect(() => parsePublicAppUrl('https://invoicing.example.co.nz/app', 'MOCK_PUBLIC_APP_URL')).toThrow();
  });
});

describe('a reminder the mail server refuses', () => {
  it('puts nothing in the outbox, says why on the invoice, is not tried again for that rule, and the next rule tries again', async () => {
    setMockDate(DAY);
    const token = await asUser();
    await db.clients.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.clientEmailAddress = 'sophie@bounce.test';
      },
    });
    const invoice = await issuedInvoice(token);
    const emailsBefore = db.emails.count();
    await moveTo(addDays(DUE, -3), token);
    await moveTo(addDays(DUE, -3), token);
    expect(sentFor(invoice.id)).toMatchObject([
      { offset: -3, bounced: 'The mail server for sophie@bounce.test refused it: the address does not exist.' },
    ]);
    expect(sentFor(invoice.id)[0]?.emailId).toBeUndefined();
    expect(db.emails.count()).toBe(emailsBefore);
    expect((await remindersOf(token, invoice.id)).sent).toMatchObject([
      { days: 3, relation: 'BEFORE_DUE', to: ['sophie@bounce.test'], bounced: expect.stringContaining('refused it') },
    ]);
    const events = ((await call('GET', `/api/invoices/${invoice.id}`, { token })).json as Invoice).events.filter((e) => e.type === 'REMINDED');
    expect(events.map((e) => e.detail)).toEqual([
      'Payment reminder (3 days before the due date) not delivered: The mail server for sophie@bounce.test refused it: the address does not exist.',
    ]);
    expect(await call('GET', `/api/document-links?documentType=INVOICE&documentId=${invoice.id}`, { token })).toMatchObject({
      json: { links: [] },
    });

    await moveTo(DUE, token);
    expect(sentFor(invoice.id).map((r) => [r.offset, r.bounced !== undefined])).toEqual([
      [-3, true],
      [0, true],
    ]);
  });
});

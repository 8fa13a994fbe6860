import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../src/lib/calendar-date';
import { calculateInvoice } from '../../src/lib/invoice-math';
import { simulatedDatabase } from '../db';
import type { InvoicePage, InvoiceSummary } from './types';

const summaryOf = (json: unknown) => json as InvoiceSummary;
import { call, tokenFor } from '../testing/call';

const asUser = () => tokenFor('user', 'user123');
const asAdmin = () => tokenFor('admin', 'admin123');
const asMere = () => tokenFor('mere', 'mere123');

const today = () => todayIn();

type Json = Record<string, unknown> & unknown[];
type Line = { description: string; quantity: string; unitPrice: number; taxCode: string; taxRate?: number };

const LINES: Line[] = [
  { description: 'Carpenter labour (hours)', quantity: '7.5', unitPrice: 7800, taxCode: 'STANDARD' },
  { description: 'Plasterboard supply', quantity: '18', unitPrice: 3250, taxCode: 'STANDARD' },
  { description: 'Building consent fee', quantity: '1', unitPrice: 45000, taxCode: 'EXEMPT' },
];

function draftBody(overrides: Record<string, unknown> = {}) {
  return { businessId: 1, clientId: 1, issueDate: today(), dueDate: addDays(today(), 14), lines: LINES, ...overrides };
}

async function createDraft(token: string, overrides: Record<string, unknown> = {}) {
  const { status, json } = await call('POST', '/api/invoices', { token, body: draftBody(overrides) });
  expect(status).toBe(201);
  return json as Json & { id: number; version: number };
}

async function issue(token: string, invoice: { id: number; version: number }) {
  return call('POST', `/api/invoices/${invoice.id}/issue`, { token, body: { version: invoice.version } });
}

async function list(token: string, query = '') {
  const { status, json } = await call('GET', `/api/invoices${query}`, { token });
  expect(status).toBe(200);
  return json as unknown as InvoicePage;
}

describe('invoicing: businesses and clients the caller may invoice for', () => {
  it('gives a user only their permitted businesses, by name, with the next number', async () => {
    const { status, json } = await call('GET', '/api/invoicing/businesses', { token: await asUser() });
    expect(status).toBe(200);
    const businesses = json as unknown as Array<Record<string, unknown>>;
    expect(businesses.map((b) => b.name)).toEqual(['Kiwi Home Renovations Ltd', 'Southern Lakes Rentals']);
    expect(businesses[0]).toMatchObject({
      id: 1,
      code: 'BUS-0001',
      gstNumber: '49-091-850',
      invoiceTag: 'RENO-',
      nextInvoiceNumber: 'RENO-0042',
      bankAccountNumber: '12-3045-0678912-00',
      addressLines: ['18 Karangahape Road', 'Newton', 'Auckland 1010'],
    });
    expect(businesses[0]).not.toHaveProperty('businessPermittedLogins');
  });

  it('gives an admin every business and a user without businesses none', async () => {
    expect((await call('GET', '/api/invoicing/businesses', { token: await asAdmin() })).json.length).toBe(3);
    expect((await call('GET', '/api/invoicing/businesses', { token: await asMere() })).json).toEqual([]);
    expect((await call('GET', '/api/invoicing/businesses')).status).toBe(401);
  });

  it("lists a permitted business's clients, and refuses another business's with 403", async () => {
    const token = await asUser();
    const { status, json } = await call('GET', '/api/invoicing/businesses/1/clients', { token });
    expect(status).toBe(200);
    expect((json as unknown as Array<{ name: string }>).map((c) => c.name)).toEqual(['Ben Walker', 'Priya Patel', 'Sophie Turner']);
    const refused = await call('GET', '/api/invoicing/businesses/2/clients', { token });
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe('You may not invoice for Harbourview Property Management Ltd.');
    expect((await call('GET', '/api/invoicing/businesses/99/clients', { token })).status).toBe(404);
    expect((await call('GET', '/api/invoicing/businesses/2/clients', { token: await asAdmin() })).status).toBe(200);
  });
});

describe('invoices: the list', () => {
  it('shows a user only the invoices of their businesses, 20 a page, newest first', async () => {
    const token = await asUser();
    const first = await list(token);
    expect(first.page).toEqual({ size: 20, number: 0, totalElements: 30, totalPages: 2 });
    expect(first.content).toHaveLength(20);
    expect(new Set(first.content.map((i) => i.businessId))).toEqual(new Set([1, 3]));
    const dates = first.content.map((i) => i.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list(token, '?page=1');
    expect(second.content).toHaveLength(10);
    const ids = [...first.content, ...second.content].map((i) => i.id);
    expect(new Set(ids).size).toBe(30);
  });

  it('shows an admin every invoice and a user without businesses none', async () => {
    expect((await list(await asAdmin())).page.totalElements).toBe(40);
    expect((await list(await asMere())).page.totalElements).toBe(0);
  });

  it('filters by status, overdue included, combining statuses with OR', async () => {
    const token = await asAdmin();
    const drafts = await list(token, '?status=DRAFT&size=100');
    expect(drafts.content.every((i) => i.status === 'DRAFT' && !('number' in i))).toBe(true);
    expect(drafts.page.totalElements).toBe(6);
    const overdue = await list(token, '?status=OVERDUE&size=100');
    expect(overdue.page.totalElements).toBeGreaterThan(0);
    for (const invoice of overdue.content) {
      expect(invoice.overdue).toBe(true);
      expect(['ISSUED', 'PARTIALLY_PAID']).toContain(invoice.status);
      expect(invoice.dueDate < today()).toBe(true);
      expect(invoice.balance).toBeGreaterThan(0);
    }
    const union = await list(token, '?status=DRAFT&status=VOID&size=100');
    expect(union.page.totalElements).toBe(6 + 3);
    expect((await list(token, '?status=PAID&size=100')).content.every((i) => i.balance === 0 && i.status === 'PAID')).toBe(true);
  });

  it('filters by business (403 for one the user may not invoice for), client and issue dates', async () => {
    const token = await asUser();
    expect((await list(token, '?businessId=3&size=100')).content.every((i) => i.businessId === 3)).toBe(true);
    const refused = await call('GET', '/api/invoices?businessId=2', { token });
    expect(refused.status).toBe(403);
    expect((await list(await asAdmin(), '?businessId=2')).page.totalElements).toBe(10);
    expect((await list(token, '?clientId=2&size=100')).content.every((i) => i.clientId === 2 && i.clientName === 'Ben Walker')).toBe(true);
    const from = addDays(today(), -100);
    const to = addDays(today(), -10);
    const ranged = await list(token, `?from=${from}&to=${to}&size=100`);
    expect(ranged.page.totalElements).toBeGreaterThan(0);
    expect(ranged.content.every((i) => i.issueDate >= from && i.issueDate <= to)).toBe(true);
  });

  it('searches the number and the client name, ignoring case', async () => {
    const token = await asUser();
    const byNumber = await list(token, '?q=reno-0041');
    expect(byNumber.content.map((i) => i.number)).toEqual(['RENO-0041']);
    const byClient = await list(token, '?q=PATEL&size=100');
    expect(byClient.page.totalElements).toBeGreaterThan(0);
    expect(byClient.content.every((i) => i.clientName === 'Priya Patel')).toBe(true);
  });

  it('sorts by any documented property, both ways; drafts after numbered invoices by number', async () => {
    const token = await asAdmin();
    const totals = (await list(token, '?sort=total,asc&size=100')).content.map((i) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byNumber = (await list(token, '?sort=number,desc&size=100')).content;
    const numbers = byNumber.filter((i) => i.number).map((i) => i.number as string);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(byNumber.slice(-6).every((i) => i.status === 'DRAFT')).toBe(true);
    const names = (await list(token, '?sort=clientName,asc&size=100')).content.map((i) => i.clientName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('clamps the page size to 2,000', async () => {
    expect((await list(await asAdmin(), '?size=5000')).page.size).toBe(2000);
  });

  it.each([
    ['?sort=amount,desc', 'sort'],
    ['?status=LATE', 'status'],
    ['?page=-1', 'page'],
    ['?size=0', 'size'],
    ['?from=2026-02-30', 'from'],
    ['?businessId=abc', 'businessId'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const { status, json } = await call('GET', `/api/invoices${query}`, { token: await asUser() });
    expect(status).toBe(400);
    expect(json.errors).toEqual([expect.objectContaining({ field })]);
  });
});

describe('invoices: drafts', () => {
  it('creates a draft priced by the shared calculator, without a number', async () => {
    const token = await asUser();
    const { status, json } = await call('POST', '/api/invoices', { token, body: { ...draftBody(), reference: ' PO 7 ', notes: '' } });
    expect(status).toBe(201);
    const expected = calculateInvoice({ lines: LINES as Parameters<typeof calculateInvoice>[0]['lines'], pricesIncludeGst: false });
    expect(json).toMatchObject({
      status: 'DRAFT',
      version: 0,
      overdue: false,
      taxInvoice: true,
      businessId: 1,
      clientId: 1,
      currency: 'NZD',
      pricesIncludeGst: false,
      reference: 'PO 7',
      linesTotal: expected.linesTotal,
      subtotal: expected.subtotal,
      gst: expected.gst,
      total: expected.total,
      paid: 0,
      balance: expected.total,
      taxBreakdown: expected.taxBreakdown,
      createdBy: 'user',
      issuer: { name: 'Kiwi Home Renovations Ltd', gstNumber: '49-091-850' },
      recipient: { name: 'Sophie Turner', email: 'sophie.turner@example.co.nz' },
    });
    expect(json).not.toHaveProperty('number');
    expect(json).not.toHaveProperty('notes');
    expect(json.lines).toEqual([
      {
        position: 1,
        description: 'Carpenter labour (hours)',
        quantity: '7.5',
        unitPrice: 7800,
        taxCode: 'STANDARD',
        taxRate: 1500,
        amount: 58500,
      },
      {
        position: 2,
        description: 'Plasterboard supply',
        quantity: '18',
        unitPrice: 3250,
        taxCode: 'STANDARD',
        taxRate: 1500,
        amount: 58500,
      },
      { position: 3, description: 'Building consent fee', quantity: '1', unitPrice: 45000, taxCode: 'EXEMPT', taxRate: 0, amount: 45000 },
    ]);
    expect(json.events).toEqual([{ type: 'CREATED', actor: 'user', at: expect.any(String), detail: 'Draft created.' }]);
    expect((await call('GET', `/api/invoices/${String(json.id)}`, { token })).json).toEqual(json);
  });

  it('computes GST-inclusive prices and discounts', async () => {
    const invoice = await createDraft(await asUser(), {
      pricesIncludeGst: true,
      lines: [{ description: 'Fixed-price repair', quantity: '1', unitPrice: 115000, taxCode: 'STANDARD' }],
      discount: { type: 'AMOUNT', amount: 11500 },
    });
    expect(invoice).toMatchObject({ linesTotal: 115000, discountTotal: 11500, total: 103500, gst: 13500, subtotal: 90000 });
  });

  it.each([
    [{ businessId: 2, clientId: 4 }, 403, undefined],
    [{ businessId: 99 }, 400, 'businessId'],
    [{ clientId: 4 }, 400, 'clientId'],
    [{ dueDate: addDays(todayIn(), -1) }, 400, 'dueDate'],
    [{ issueDate: '2026-02-30' }, 400, 'issueDate'],
    [{ lines: [{ description: 'x', quantity: '1.2345', unitPrice: 100, taxCode: 'STANDARD' }] }, 400, 'lines.0.quantity'],
    [{ lines: [{ description: 'x', quantity: '1', unitPrice: 10.5, taxCode: 'STANDARD' }] }, 400, 'lines.0.unitPrice'],
    [{ lines: [{ description: 'x', quantity: '1', unitPrice: 100, taxCode: 'ZERO', taxRate: 1500 }] }, 400, 'lines.0.taxRate'],
    [{ discount: { type: 'AMOUNT', amount: 99_999_999 } }, 400, 'discount.amount'],
    [{ discount: { type: 'PERCENT', rate: 20_000 } }, 400, 'discount.rate'],
  ])('refuses %j with %i', async (overrides, status, field) => {
    const response = await call('POST', '/api/invoices', { token: await asUser(), body: draftBody(overrides) });
    expect(response.status).toBe(status);
    if (field) expect(response.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('refuses a user without businesses', async () => {
    expect((await call('POST', '/api/invoices', { token: await asMere(), body: draftBody() })).status).toBe(403);
  });

  it('replaces a draft, checking the version', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const body = draftBody({ clientId: 2, lines: LINES.slice(0, 1), version: draft.version });
    const { status, json } = await call('PUT', `/api/invoices/${draft.id}`, { token, body });
    expect(status).toBe(200);
    expect(json).toMatchObject({ version: 1, clientId: 2, total: 67275, recipient: { name: 'Ben Walker' } });
    expect((json.events as Array<{ type: string }>).map((e) => e.type)).toEqual(['CREATED', 'UPDATED']);

    const stale = await call('PUT', `/api/invoices/${draft.id}`, { token, body });
    expect(stale.status).toBe(409);
    expect(stale.json.type).toBe('urn:invoicing:stale-version');
    expect(stale.json.detail).toBe(
      'This invoice was changed by someone else since you opened it (version 0, now 1). Reload it to see the changes.',
    );
  });

  it('moves a draft to another permitted business, and refuses a business the user may not invoice for', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const moved = await call('PUT', `/api/invoices/${draft.id}`, {
      token,
      body: draftBody({
        businessId: 3,
        clientId: 6,
        version: 0,
        lines: [{ description: 'Nights', quantity: '2', unitPrice: 24000, taxCode: 'EXEMPT' }],
      }),
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ businessId: 3, taxInvoice: false, gst: 0 });
    const refused = await call('PUT', `/api/invoices/${draft.id}`, { token, body: draftBody({ businessId: 2, clientId: 4, version: 1 }) });
    expect(refused.status).toBe(403);
  });

  it('deletes a draft with its version, and refuses an issued invoice', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    expect((await call('DELETE', `/api/invoices/${draft.id}`, { token })).status).toBe(400);
    expect((await call('DELETE', `/api/invoices/${draft.id}?version=3`, { token })).json.type).toBe('urn:invoicing:stale-version');
    expect((await call('DELETE', `/api/invoices/${draft.id}?version=0`, { token })).status).toBe(204);
    expect((await call('GET', `/api/invoices/${draft.id}`, { token })).status).toBe(404);

    const issued = (await list(token, '?status=ISSUED&size=1')).content[0]!;
    const refused = await call('DELETE', `/api/invoices/${String(issued.id)}?version=${String(issued.version)}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      type: 'urn:invoicing:invalid-status',
      detail: `${String(issued.number)} is issued, so it cannot be deleted. Void it instead.`,
    });
  });
});

describe('invoices: issuing and numbering', () => {
  it('assigns the next number, advances the sequence and snapshots both parties', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const { status, json } = await issue(token, draft);
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'ISSUED', number: 'RENO-0042', version: 1, issuedBy: 'user', taxInvoice: true });
    expect((json.events as Array<{ type: string; detail: string }>).at(-1)).toMatchObject({
      type: 'ISSUED',
      detail: 'Issued as RENO-0042.',
    });
    const businesses = (await call('GET', '/api/invoicing/businesses', { token })).json as unknown as Array<{
      id: number;
      nextInvoiceNumber: string;
    }>;
    expect(businesses.find((b) => b.id === 1)?.nextInvoiceNumber).toBe('RENO-0043');

    const again = await issue(token, { id: draft.id, version: 1 });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ type: 'urn:invoicing:invalid-status', detail: 'RENO-0042 is already issued.' });
    const edit = await call('PUT', `/api/invoices/${draft.id}`, { token, body: draftBody({ version: 1 }) });
    expect(edit.status).toBe(409);
    expect(edit.json.detail).toBe('RENO-0042 is issued and can no longer be changed. Void it and duplicate it instead.');
  });

  it('never gives two invoices the same number, nor skips one, when many issue at once', async () => {
    // A slow database between reading and writing the sequence: only the lock keeps numbers apart.
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 5)));
    const [user, admin] = [await asUser(), await asAdmin()];
    const drafts = [];
    for (let i = 0; i < 8; i += 1) drafts.push(await createDraft(i % 2 === 0 ? user : admin));
    const others = [];
    for (let i = 0; i < 4; i += 1) {
      others.push(await createDraft(admin, { businessId: 2, clientId: 4 + (i % 2) }));
    }
    const results = await Promise.all([
      ...drafts.map((d, i) => issue(i % 2 === 0 ? user : admin, d)),
      ...others.map((d) => issue(admin, d)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const reno = results.slice(0, 8).map((r) => r.json.number as string);
    expect([...reno].sort()).toEqual([
      'RENO-0042',
      'RENO-0043',
      'RENO-0044',
      'RENO-0045',
      'RENO-0046',
      'RENO-0047',
      'RENO-0048',
      'RENO-0049',
    ]);
    expect(
      results
        .slice(8)
        .map((r) => r.json.number as string)
        .sort(),
    ).toEqual(['PM-1042', 'PM-1043', 'PM-1044', 'PM-1045']);
    const businesses = (await call('GET', '/api/invoicing/businesses', { token: admin })).json as unknown as Array<{
      id: number;
      nextInvoiceNumber: string;
    }>;
    expect(businesses.find((b) => b.id === 1)?.nextInvoiceNumber).toBe('RENO-0050');
  });

  it('continues after the last issued number when the sequence was set back', async () => {
    const admin = await asAdmin();
    const business = ((await call('GET', '/api/admin/businesses', { token: admin })).json as unknown as Array<Record<string, unknown>>)[0]!;
    const fields: Record<string, unknown> = { ...business, businessInvoiceSequenceNumber: 5 };
    delete fields.id;
    delete fields.businessId;
    expect((await call('PUT', '/api/admin/businesses/1', { token: admin, body: fields })).status).toBe(200);
    const draft = await createDraft(admin);
    expect((await issue(admin, draft)).json.number).toBe('RENO-0042');
  });

  it('keeps an issued invoice as it was when the business and client change; a draft follows them', async () => {
    const [user, admin] = [await asUser(), await asAdmin()];
    const issued = await createDraft(user);
    await issue(user, issued);
    const draft = await createDraft(user);
    expect(
      (
        await call('PUT', '/api/admin/businesses/1', {
          token: admin,
          body: { businessName: 'Renamed Ltd', businessPermittedLogins: ['admin', 'user'] },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/admin/clients/1', { token: admin, body: { linkedBusinessId: 1, clientName: 'Sophie Renamed' } })).status,
    ).toBe(200);

    const after = (await call('GET', `/api/invoices/${issued.id}`, { token: user })).json;
    expect(after.issuer).toMatchObject({
      name: 'Kiwi Home Renovations Ltd',
      gstNumber: '49-091-850',
      addressLines: ['18 Karangahape Road', 'Newton', 'Auckland 1010'],
    });
    expect(after.recipient).toMatchObject({ name: 'Sophie Turner', email: 'sophie.turner@example.co.nz' });
    expect(after.taxInvoice).toBe(true);
    const live = (await call('GET', `/api/invoices/${draft.id}`, { token: user })).json;
    expect(live.issuer).toMatchObject({ name: 'Renamed Ltd' });
    expect(live.issuer).not.toHaveProperty('gstNumber');
    expect(live.recipient).toEqual({ name: 'Sophie Renamed', addressLines: [] });
    expect(live.taxInvoice).toBe(false);
    const row = (await list(user, '?q=renamed&size=5')).content.find((i) => i.id === draft.id);
    expect(row).toMatchObject({ businessName: 'Renamed Ltd', clientName: 'Sophie Renamed' });
  });

  it('refuses to issue an incomplete draft, saying what is missing', async () => {
    const token = await asUser();
    const empty = await createDraft(token, { lines: [] });
    const refused = await issue(token, empty);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ type: 'urn:invoicing:not-ready', detail: 'Add at least one line before issuing.' });
    const blank = await createDraft(token, { lines: [{ ...LINES[0], description: '  ' }] });
    expect((await issue(token, blank)).json.errors).toEqual([
      { field: 'lines.0.description', message: 'Describe every line before issuing.' },
    ]);
    const zero = await createDraft(token, { lines: [{ ...LINES[0], quantity: '0' }] });
    expect((await issue(token, zero)).json.detail).toBe('An invoice must total more than $0.00 to be issued.');
  });

  it('refuses GST on an invoice of a business without a GST number', async () => {
    const token = await asUser();
    const draft = await createDraft(token, { businessId: 3, clientId: 6 });
    const refused = await issue(token, draft);
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toBe(
      'Southern Lakes Rentals has no GST number, so its invoices cannot charge GST. Set every line to exempt (no GST), or add the GST number to the business first.',
    );
  });

  describe('tax invoices over $1,000', () => {
    async function clientWithNameOnly(admin: string) {
      const { json } = await call('POST', '/api/admin/clients', {
        token: admin,
        body: { linkedBusinessId: 1, clientName: 'Cash Customer' },
      });
      return json.id as number;
    }
    const big = [{ description: 'Deck', quantity: '1', unitPrice: 87000, taxCode: 'STANDARD' }]; // $1,000.50 incl. GST
    const small = [{ description: 'Deck repair', quantity: '1', unitPrice: 86956, taxCode: 'STANDARD' }]; // $999.99 incl. GST

    it('refuses to issue without an identifier of the client, with a clear message', async () => {
      const admin = await asAdmin();
      const clientId = await clientWithNameOnly(admin);
      const draft = await createDraft(admin, { clientId, lines: big });
      expect(draft.total).toBe(100050);
      const refused = await issue(admin, draft);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        type: 'urn:invoicing:tax-invoice-details',
        detail:
          "A tax invoice over $1,000.00 including GST must show the client's address, phone number or email address. Add one of them to the client before issuing.",
      });
    });

    it('issues once the client has one, and issues smaller invoices without', async () => {
      const admin = await asAdmin();
      const clientId = await clientWithNameOnly(admin);
      expect((await issue(admin, await createDraft(admin, { clientId, lines: small }))).status).toBe(200);
      const draft = await createDraft(admin, { clientId, lines: big });
      await call('PUT', `/api/admin/clients/${clientId}`, {
        token: admin,
        body: { linkedBusinessId: 1, clientName: 'Cash Customer', clientPhoneNumber: '021 555 0199' },
      });
      expect((await issue(admin, draft)).status).toBe(200);
    });

    it('asks nothing of the client when the business is not GST-registered', async () => {
      const admin = await asAdmin();
      const { json } = await call('POST', '/api/admin/clients', { token: admin, body: { linkedBusinessId: 3 } });
      const draft = await createDraft(admin, {
        businessId: 3,
        clientId: json.id,
        lines: [{ description: 'Rent, 4 weeks', quantity: '4', unitPrice: 52000, taxCode: 'EXEMPT' }],
      });
      const issued = await issue(admin, draft);
      expect(issued.status).toBe(200);
      expect(issued.json).toMatchObject({ taxInvoice: false, number: 'SLR-0007', total: 208000 });
    });
  });
});

describe('invoices: payments', () => {
  async function issuedInvoice(token: string) {
    const draft = await createDraft(token);
    return (await issue(token, draft)).json as Json & { id: number; version: number; total: number };
  }

  it('records partial payments, then the rest, moving to partly paid and paid', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const first = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 1, amount: 10000, paidOn: today(), method: 'BANK_TRANSFER', reference: 'ANZ 123' },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: 'PARTIALLY_PAID', paid: 10000, balance: invoice.total - 10000, version: 2 });
    expect(first.json.payments).toEqual([
      {
        id: expect.any(Number),
        amount: 10000,
        paidOn: today(),
        method: 'BANK_TRANSFER',
        reference: 'ANZ 123',
        recordedBy: 'user',
        recordedAt: expect.any(String),
      },
    ]);
    const rest = invoice.total - 10000;
    const second = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 2, amount: rest, paidOn: today(), method: 'CASH' },
    });
    expect(second.json).toMatchObject({ status: 'PAID', paid: invoice.total, balance: 0, overdue: false });
    const details = (second.json.events as Array<{ type: string; detail: string }>)
      .filter((e) => e.type === 'PAYMENT_RECORDED')
      .map((e) => e.detail);
    expect(details[0]).toMatch(/^Payment of \$100\.00 by bank transfer \(ANZ 123\) recorded; \$[\d,.]+ left to pay\.$/);
    expect(details[1]).toMatch(/by cash recorded; paid in full\.$/);

    const more = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 3, amount: 1, paidOn: today(), method: 'CASH' },
    });
    expect(more.status).toBe(409);
    expect(more.json.type).toBe('urn:invoicing:invalid-status');
  });

  it('never takes more than the balance, nor a future date, nor a stale version', async () => {
    const token = await asUser();
    const invoice = await issuedInvoice(token);
    const over = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 1, amount: invoice.total + 1, paidOn: today(), method: 'CARD' },
    });
    expect(over.status).toBe(400);
    expect(over.json.errors).toEqual([
      { field: 'amount', message: expect.stringMatching(/^The payment cannot be more than the balance of \$[\d,.]+\.$/) },
    ]);
    const future = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 1, amount: 100, paidOn: addDays(today(), 1), method: 'CARD' },
    });
    expect(future.json.errors).toEqual([{ field: 'paidOn', message: 'The payment date cannot be in the future.' }]);
    const zero = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 1, amount: 0, paidOn: today(), method: 'CARD' },
    });
    expect(zero.status).toBe(400);
    const stale = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: 0, amount: 100, paidOn: today(), method: 'CARD' },
    });
    expect(stale.json.type).toBe('urn:invoicing:stale-version');
  });

  it('refuses a payment on a draft', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const refused = await call('POST', `/api/invoices/${draft.id}/payments`, {
      token,
      body: { version: 0, amount: 100, paidOn: today(), method: 'CARD' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe('Issue the draft before recording a payment.');
  });
});

describe('invoices: voiding and duplicating', () => {
  it('voids an issued invoice with a reason, keeping its number', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    await issue(token, draft);
    const empty = await call('POST', `/api/invoices/${draft.id}/void`, { token, body: { version: 1, reason: '  ' } });
    expect(empty.status).toBe(400);
    const { status, json } = await call('POST', `/api/invoices/${draft.id}/void`, { token, body: { version: 1, reason: 'Wrong client' } });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'VOID', number: 'RENO-0042', voidReason: 'Wrong client', voidedBy: 'user', version: 2 });
    expect((json.events as Array<{ detail: string }>).at(-1)?.detail).toBe('Voided: Wrong client');
    const next = await createDraft(token);
    expect((await issue(token, next)).json.number).toBe('RENO-0043');
  });

  it('refuses to void a draft or an invoice with payments', async () => {
    const token = await asUser();
    const draft = await createDraft(token);
    const refusedDraft = await call('POST', `/api/invoices/${draft.id}/void`, { token, body: { version: 0, reason: 'x' } });
    expect(refusedDraft.json).toMatchObject({
      type: 'urn:invoicing:invalid-status',
      detail: 'A draft has no number to void. Delete it instead.',
    });
    const partial = (await list(token, '?status=PARTIALLY_PAID&size=1')).content[0]!;
    const refused = await call('POST', `/api/invoices/${String(partial.id)}/void`, {
      token,
      body: { version: partial.version, reason: 'x' },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(`${String(partial.number)} has payments recorded, so it cannot be voided.`);
  });

  it('duplicates any invoice into a new draft dated today, with the same terms', async () => {
    const token = await asUser();
    const paid = (await list(token, '?status=PAID&size=1&businessId=1')).content[0]!;
    const source = (await call('GET', `/api/invoices/${String(paid.id)}`, { token })).json;
    const { status, json } = await call('POST', `/api/invoices/${String(paid.id)}/duplicate`, { token });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      status: 'DRAFT',
      version: 0,
      issueDate: today(),
      dueDate: addDays(today(), 14),
      lines: source.lines,
      total: source.total,
      paid: 0,
      payments: [],
      businessId: source.businessId,
      clientId: source.clientId,
    });
    expect(json).not.toHaveProperty('number');
    expect(json).not.toHaveProperty('reference');
    expect(json.events).toEqual([
      { type: 'CREATED', actor: 'user', at: expect.any(String), detail: `Draft created as a copy of ${String(paid.number)}.` },
    ]);
  });
});

describe('invoices: who may see and change what', () => {
  it('refuses a user an invoice of a business they may not invoice for, and every change to it', async () => {
    const token = await asUser();
    const other = (await list(await asAdmin(), '?businessId=2&status=ISSUED&size=1')).content[0]!;
    const path = `/api/invoices/${String(other.id)}`;
    expect((await call('GET', path, { token })).status).toBe(403);
    expect((await call('PUT', path, { token, body: draftBody({ version: 0 }) })).status).toBe(403);
    expect((await call('DELETE', `${path}?version=0`, { token })).status).toBe(403);
    expect((await call('POST', `${path}/issue`, { token, body: { version: 0 } })).status).toBe(403);
    expect(
      (await call('POST', `${path}/payments`, { token, body: { version: 1, amount: 1, paidOn: today(), method: 'CASH' } })).status,
    ).toBe(403);
    expect((await call('POST', `${path}/void`, { token, body: { version: 1, reason: 'x' } })).status).toBe(403);
    expect((await call('POST', `${path}/duplicate`, { token })).status).toBe(403);
    expect((await call('GET', path, { token: await asMere() })).status).toBe(403);
    expect((await call('GET', path, { token: await asAdmin() })).status).toBe(200);
  });

  it('answers 404 for an unknown invoice and 401 without a token', async () => {
    expect((await call('GET', '/api/invoices/9999', { token: await asUser() })).status).toBe(404);
    expect((await call('GET', '/api/invoices/1')).status).toBe(401);
    expect((await call('GET', '/api/invoices')).status).toBe(401);
  });

  it('records who did what and when, in order', async () => {
    const [user, admin] = [await asUser(), await asAdmin()];
    const draft = await createDraft(user);
    await issue(admin, draft);
    const paid = await call('POST', `/api/invoices/${draft.id}/payments`, {
      token: user,
      body: { version: 1, amount: 500, paidOn: today(), method: 'CASH' },
    });
    const events = paid.json.events as Array<{ type: string; actor: string; at: string }>;
    expect(events.map((e) => [e.type, e.actor])).toEqual([
      ['CREATED', 'user'],
      ['ISSUED', 'admin'],
      ['PAYMENT_RECORDED', 'user'],
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.abs((times[2] ?? 0) - Date.now())).toBeLessThan(60_000);
  });
});

describe('invoices: dashboard summary', () => {
  it('adds up what the lists show', async () => {
    const token = await asUser();
    const { status, json } = await call('GET', '/api/invoices/summary', { token });
    expect(status).toBe(200);
    const summary = summaryOf(json);
    expect(summary.asOf).toBe(today());
    const all = (await list(token, '?size=100')).content;
    const open = all.filter((i) => i.status === 'ISSUED' || i.status === 'PARTIALLY_PAID');
    expect(summary.outstanding).toEqual({ count: open.length, total: open.reduce((s, i) => s + i.balance, 0) });
    const overdue = all.filter((i) => i.overdue);
    expect(summary.overdue).toEqual({ count: overdue.length, total: overdue.reduce((s, i) => s + i.balance, 0) });
    expect(summary.drafts.count).toBe(all.filter((i) => i.status === 'DRAFT').length);
    expect(summary.paidThisMonth.count).toBeGreaterThan(0); // a payment is seeded today
    expect(summary.monthly).toHaveLength(12);
    expect(summary.monthly.at(-1)?.month).toBe(today().slice(0, 7));
    expect(summary.overdueInvoices.length).toBe(Math.min(5, overdue.length));
    const dues = summary.overdueInvoices.map((i) => i.dueDate);
    expect(dues).toEqual([...dues].sort());
    const updated = summary.recentInvoices.map((i) => i.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('follows new payments and filters by business', async () => {
    const token = await asUser();
    const before = summaryOf((await call('GET', '/api/invoices/summary?businessId=1', { token })).json);
    const target = (await list(token, '?status=ISSUED&businessId=1&size=1')).content[0]!;
    await call('POST', `/api/invoices/${String(target.id)}/payments`, {
      token,
      body: { version: target.version, amount: 1234, paidOn: today(), method: 'CARD' },
    });
    const after = summaryOf((await call('GET', '/api/invoices/summary?businessId=1', { token })).json);
    expect(after.paidThisMonth.total).toBe(before.paidThisMonth.total + 1234);
    expect((await call('GET', '/api/invoices/summary?businessId=2', { token })).status).toBe(403);
    const empty = summaryOf((await call('GET', '/api/invoices/summary', { token: await asMere() })).json);
    expect(empty.outstanding).toEqual({ count: 0, total: 0 });
    expect(empty.monthly).toHaveLength(12);
  });
});

describe('admin: deleting what invoices name', () => {
  it('refuses to delete a client that invoices are addressed to', async () => {
    const { status, json } = await call('DELETE', '/api/admin/clients/1', { token: await asAdmin() });
    expect(status).toBe(409);
    expect(json).toMatchObject({ type: 'urn:invoicing:has-invoices' });
    expect(json.detail).toMatch(/^Sophie Turner has \d+ invoices, which are kept for the tax records, so the client cannot be deleted\.$/);
  });

  it('refuses to delete a business that issued invoices, even once its clients are gone', async () => {
    const admin = await asAdmin();
    for (const clientId of [6, 7]) {
      await call('PUT', `/api/admin/clients/${clientId}`, { token: admin, body: { linkedBusinessId: 1 } });
    }
    const { status, json } = await call('DELETE', '/api/admin/businesses/3', { token: admin });
    expect(status).toBe(409);
    expect(json.detail).toBe(
      'Southern Lakes Rentals has 8 invoices, which are kept for the tax records, so the business cannot be deleted.',
    );
  });
});

// The invoice endpoints: the caller's businesses and clients, the list, and drafts.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { calculateInvoice } from '../../src/lib/invoice-math';
import { call } from '../testing/call';
import { asUser, asAdmin, asMere, today, LINES, draftBody, createDraft, list } from '../testing/invoices';

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
    [{ dueDate: addDays(today(), -1) }, 400, 'dueDate'],
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

// Issuing: numbering (never a gap or a duplicate), snapshots, and what must be there first.
import { describe, expect, it, vi } from 'vitest';
import { simulatedDatabase } from '../runtime/db';
import { call } from '../testing/call';
import { asUser, asAdmin, LINES, draftBody, createDraft, issue, list } from '../testing/invoices';

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

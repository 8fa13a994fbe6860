import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../testing/call';

const admin = () => tokenFor('admin', 'admin123');

describe('admin: businesses', () => {
  it('lists the seeded New Zealand businesses', async () => {
    const { status, json } = await call('GET', '/api/admin/businesses', { token: await admin() });
    expect(status).toBe(200);
    const list = json as unknown as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({
      id: 1,
      businessId: 'BUS-0001',
      businessInvoiceTag: 'RENO-',
      businessPermittedLogins: ['admin', 'user'],
    });
  });

  it('refuses non-admins with 403 and anonymous callers with 401', async () => {
    expect((await call('GET', '/api/admin/businesses', { token: await tokenFor('user', 'user123') })).status).toBe(403);
    expect((await call('GET', '/api/admin/clients')).status).toBe(401);
  });

  it('creates a business with a server-assigned code, trimming empty fields', async () => {
    const { status, json } = await call('POST', '/api/admin/businesses', {
      token: await admin(),
      body: {
        businessName: ' Tui Painters ',
        businessGst: '123456789',
        businessEmailAddress: '',
        businessInvoiceSequenceNumber: 1,
        businessQuoteSequenceNumber: 12,
        businessCreditNoteSequenceNumber: 3,
        businessPermittedLogins: ['user'],
      },
    });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: 4,
      businessId: 'BUS-0004',
      businessName: 'Tui Painters',
      businessGst: '123456789',
      businessInvoiceSequenceNumber: 1,
      businessQuoteSequenceNumber: 12,
      businessCreditNoteSequenceNumber: 3,
      businessPermittedLogins: ['user'],
    });
  });

  it.each([
    [{ businessGst: '12-34' }, 'businessGst'],
    [{ businessEmailAddress: 'nope' }, 'businessEmailAddress'],
    [{ businessPhoneNumber: 'call me' }, 'businessPhoneNumber'],
    [{ businessInvoiceSequenceNumber: 0 }, 'businessInvoiceSequenceNumber'],
    [{ businessInvoiceSequenceNumber: 1.5 }, 'businessInvoiceSequenceNumber'],
    [{ businessQuoteSequenceNumber: 0 }, 'businessQuoteSequenceNumber'],
    [{ businessCreditNoteSequenceNumber: 2.5 }, 'businessCreditNoteSequenceNumber'],
    [{ businessPermittedLogins: ['ghost'] }, 'businessPermittedLogins'],
  ])('refuses %j with 400 naming the field', async (body, field) => {
    const { status, json } = await call('POST', '/api/admin/businesses', { token: await admin(), body });
    expect(status).toBe(400);
    expect(json.errors).toEqual([expect.objectContaining({ field })]);
  });

  // The input and the words company-management-page.test.tsx asserts (src/lib/requests/companies.ts).
  it("names malformed fields in the business form's words", async () => {
    const { status, json } = await call('POST', '/api/admin/businesses', {
      token: await admin(),
      body: {
        businessEmailAddress: 'accounts',
        businessPhoneNumber: '123',
        businessGst: '12-34',
        businessInvoiceSequenceNumber: 0,
        businessQuoteSequenceNumber: 1.5,
      },
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'businessEmailAddress', message: 'Enter an email address like name@example.com.' },
      { field: 'businessPhoneNumber', message: 'Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.' },
      { field: 'businessGst', message: 'Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.' },
      { field: 'businessInvoiceSequenceNumber', message: 'Enter a whole number of at least 1, e.g. 1 or 42.' },
      { field: 'businessQuoteSequenceNumber', message: 'Enter a whole number of at least 1, e.g. 1 or 42.' },
    ]);
  });

  it('refuses a duplicate business name with 409', async () => {
    const { status, json } = await call('POST', '/api/admin/businesses', {
      token: await admin(),
      body: { businessName: 'kiwi home renovations ltd' },
    });
    expect(status).toBe(409);
    expect(json.detail).toMatch(/already exists/);
  });

  it('updates a business, keeping its place in the list', async () => {
    const token = await admin();
    const { status, json } = await call('PUT', '/api/admin/businesses/1', {
      token,
      body: { businessName: 'Kiwi Home Renovations 2026 Ltd', businessPermittedLogins: ['admin'] },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: 1,
      businessId: 'BUS-0001',
      businessName: 'Kiwi Home Renovations 2026 Ltd',
      businessPermittedLogins: ['admin'],
    });
    const list = await call('GET', '/api/admin/businesses', { token });
    expect((list.json as unknown as Array<{ id: number }>)[0]?.id).toBe(1);
    expect((await call('PUT', '/api/admin/businesses/99', { token, body: {} })).status).toBe(404);
  });

  it('refuses to delete a business that still has clients, saying why', async () => {
    const { status, json } = await call('DELETE', '/api/admin/businesses/1', { token: await admin() });
    expect(status).toBe(409);
    expect(json.detail).toBe('Kiwi Home Renovations Ltd still has 3 clients. Delete or move them before deleting the business.');
  });

  it('deletes a business without clients', async () => {
    const token = await admin();
    const created = await call('POST', '/api/admin/businesses', { token, body: { businessName: 'Short-lived Ltd' } });
    expect((await call('DELETE', `/api/admin/businesses/${String(created.json.id)}`, { token })).status).toBe(204);
  });
});

describe('admin: clients', () => {
  it('creates a client linked to a business, copying its code', async () => {
    const { status, json } = await call('POST', '/api/admin/clients', {
      token: await admin(),
      body: { linkedBusinessId: 2, clientName: 'Rangi Parata' },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ linkedBusinessId: 2, businessId: 'BUS-0002', clientName: 'Rangi Parata' });
  });

  it('requires a linked business that exists', async () => {
    const token = await admin();
    const missing = await call('POST', '/api/admin/clients', { token, body: { clientName: 'x' } });
    expect(missing.status).toBe(400);
    // The words the client form shows without a linked business (clients-panel.test.tsx).
    expect(missing.json.errors).toEqual([{ field: 'linkedBusinessId', message: 'Choose the business this client belongs to.' }]);
    const unknown = await call('POST', '/api/admin/clients', { token, body: { linkedBusinessId: 99 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.detail).toBe('No business has id 99.');
  });

  it('moves a client to another business and deletes it', async () => {
    const token = await admin();
    // A client without invoices (those that invoices name cannot be deleted).
    const created = await call('POST', '/api/admin/clients', { token, body: { linkedBusinessId: 1, clientName: 'Aroha Smith' } });
    const id = created.json.id as number;
    const moved = await call('PUT', `/api/admin/clients/${id}`, { token, body: { linkedBusinessId: 3, clientName: 'Aroha Smith' } });
    expect(moved.json).toMatchObject({ id, linkedBusinessId: 3, businessId: 'BUS-0003' });
    expect((await call('DELETE', `/api/admin/clients/${id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/api/admin/clients/${id}`, { token })).status).toBe(404);
  });

  it('GET /api/admin/users lists usernames only', async () => {
    const { json } = await call('GET', '/api/admin/users', { token: await admin() });
    expect(json).toEqual([
      { id: 1, username: 'admin' },
      { id: 3, username: 'mere' },
      { id: 2, username: 'user' },
    ]);
  });
});

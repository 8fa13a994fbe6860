// Who may see and change which invoice, the dashboard figures, and what invoices keep from deletion.
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call';
import { asUser, asAdmin, asMere, today, summaryOf, draftBody, createDraft, issue, list } from '../testing/invoices';

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
    const started = Date.now();
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
    // Stamped when it happened: during this test, however long the machine took over it.
    expect(times[0]).toBeGreaterThanOrEqual(started);
    expect(times[2]).toBeLessThanOrEqual(Date.now());
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

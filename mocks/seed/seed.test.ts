import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '../runtime/db';
import { reseedDefault, seed } from './seed';

describe('reseedDefault', () => {
  const usernames = () => db.users.all().map((user) => user.username);

  it('lays the default seed again after a test changed the data, and skips the work when it only read', async () => {
    await db.users.create({ id: 99, username: 'extra', email: 'extra@example.nz', passwordHash: 'x', roles: ['USER'] });
    await reseedDefault();
    expect(usernames()).toEqual(['admin', 'user', 'mere']);

    const creates = vi.spyOn(db.users, 'create');
    db.users.findMany();
    await reseedDefault();
    expect(creates).not.toHaveBeenCalled();

    await db.users.update((q) => q.where({ username: 'user' }), {
      data(draft) {
        draft.username = 'renamed';
      },
    });
    await reseedDefault();
    expect(usernames()).toEqual(['admin', 'user', 'mere']);

    db.users.delete((q) => q.where({ username: 'mere' }));
    await reseedDefault();
    expect(usernames()).toEqual(['admin', 'user', 'mere']);
    expect(creates).toHaveBeenCalledTimes(6);
  });
});

// Last: emptying the large scenario takes seconds (@msw/data deletes one record at a time), so no
// test of this file follows it, and the file lays the default seed back itself: the next file of the
// worker (no isolation, decision 151) would otherwise pay for it in its first test's setup.
describe('seed', () => {
  afterAll(() => reseedDefault(), 120_000);

  // The benchmarks wait for lists of exactly these lengths (bench-admin.mjs).
  it('holds exactly the large scenario’s users, businesses and clients, the statement client included, and its 20,000 bills', async () => {
    await seed('large');
    expect(db.users.all()).toHaveLength(10_000);
    expect(db.businesses.all()).toHaveLength(300);
    expect(db.clients.all()).toHaveLength(5_000);
    expect(db.clients.all().filter((client) => client.clientName === 'Statement Bench Tenant')).toHaveLength(1);
    expect(new Set(db.clients.all().map((client) => client.id)).size).toBe(5_000);
    // 20,000 bills on Harbourview (bench:gst-return), each from one of its suppliers, priced to the cent, never overpaid.
    const bills = db.bills.all().filter((bill) => bill.businessId === 2);
    expect(bills).toHaveLength(20_000);
    const suppliers = new Set(
      db.suppliers
        .all()
        .filter((s) => s.businessId === 2)
        .map((s) => s.id),
    );
    for (const bill of bills) {
      expect(suppliers.has(bill.supplierId)).toBe(true);
      expect(bill.payments.reduce((sum, p) => sum + p.amount, 0)).toBeLessThanOrEqual(bill.total);
    }
    expect(new Set(db.bills.all().flatMap((bill) => bill.payments.map((p) => p.id))).size).toBe(
      db.bills.all().reduce((n, bill) => n + bill.payments.length, 0),
    );
  }, 120_000);
});

// @vitest-environment node
// Many clients writing at once, through the in-process MSW handlers and through the mock HTTP
// server: every check-then-insert must be atomic (ids, usernames, business names stay unique).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../src/lib/calendar-date';
import { simulatedDatabase } from './db';
import { call, tokenFor, type Call, type CallResult } from '../testing/call';
import { bothBackends, useBackend } from '../testing/http-server';

const statuses = (results: CallResult[]) =>
  results.reduce<Record<number, number>>((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {});

/** Each name succeeded exactly once; every other attempt at it was a 409. */
function expectOneWinnerPerName(names: string[], results: CallResult[]) {
  const winners = new Map<string, number>();
  results.forEach((result, index) => {
    const name = (names[index] ?? '').toLowerCase();
    if (result.status === 201) winners.set(name, (winners.get(name) ?? 0) + 1);
    else expect(result.status).toBe(409);
  });
  for (const name of new Set(names.map((n) => n.toLowerCase()))) expect(winners.get(name), name).toBe(1);
}

function expectUnique(values: unknown[], what: string) {
  expect(new Set(values).size, `${what} must be unique`).toBe(values.length);
}

describe.each(bothBackends(call))('creating at once through %s', (_label, start) => {
  const backend = useBackend(start);
  beforeEach(() => {
    // A database round trip between choosing an id and storing the record, as a real one takes:
    // without the write lock, the requests would interleave there.
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });

  /** Every user, after checking that ids and usernames (in any letter case) are unique. */
  async function uniqueUsers(via: Call) {
    const { status, json } = await via('GET', '/api/users', { token: await tokenFor('admin', 'admin123', via) });
    expect(status).toBe(200);
    const all = json as unknown as Array<{ id: number; username: string }>;
    expectUnique(
      all.map((u) => u.id),
      'user ids',
    );
    expectUnique(
      all.map((u) => u.username.toLowerCase()),
      'usernames',
    );
    return all;
  }

  it('registers 200 people at once: unique ids and usernames, one success per name, 409 for the rest', async () => {
    const via = backend();
    // 150 names, 50 of them sent twice (once in other letter case: usernames are case-insensitive).
    const names = Array.from({ length: 200 }, (_, i) => (i < 150 ? `crowd-${i}` : `CROWD-${i - 150}`));
    const results = await Promise.all(
      names.map((username, i) =>
        via('POST', '/auth/register', { body: { username, email: `crowd-${i}@example.nz`, password: 'load-test-1' } }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 150, 409: 50 });
    expectOneWinnerPerName(names, results);
    const all = await uniqueUsers(via);
    expect(all.filter((u) => u.username.toLowerCase().startsWith('crowd-'))).toHaveLength(150);
  });

  it('creates 100 users at once as an admin: unique ids and usernames, one success per name', async () => {
    const via = backend();
    const token = await tokenFor('admin', 'admin123', via);
    const names = Array.from({ length: 100 }, (_, i) => `staff-${i % 60}`);
    const results = await Promise.all(
      names.map((username, i) =>
        via('POST', '/api/users', { token, body: { username, email: `staff-${i}@example.nz`, password: 'load-test-1' } }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 60, 409: 40 });
    expectOneWinnerPerName(names, results);
    const created = results.filter((r) => r.status === 201).map((r) => r.json.id);
    expectUnique(created, 'ids answered');
    await uniqueUsers(via);
  });

  it('creates businesses and clients at once: unique ids, business names and codes', async () => {
    const via = backend();
    const token = await tokenFor('admin', 'admin123', via);
    const names = Array.from({ length: 40 }, (_, i) => `Parallel Builders ${i % 25}`);
    const businesses = await Promise.all(
      names.map((businessName) => via('POST', '/api/admin/businesses', { token, body: { businessName } })),
    );
    expectOneWinnerPerName(names, businesses);
    const clients = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        via('POST', '/api/admin/clients', { token, body: { linkedBusinessId: 1, clientName: `Parallel client ${i}` } }),
      ),
    );
    expect(statuses(clients)).toEqual({ 201: 50 });

    const allBusinesses = (await via('GET', '/api/admin/businesses', { token })).json as unknown as Array<Record<string, unknown>>;
    expectUnique(
      allBusinesses.map((b) => b.id),
      'business ids',
    );
    expectUnique(
      allBusinesses.map((b) => b.businessId),
      'business codes',
    );
    expectUnique(
      allBusinesses.map((b) => b.businessName),
      'business names',
    );
    const allClients = (await via('GET', '/api/admin/clients', { token })).json as unknown as Array<{ id: number }>;
    expectUnique(
      allClients.map((c) => c.id),
      'client ids',
    );
  });

  it('creates and duplicates invoices at once: unique ids', async () => {
    const via = backend();
    const token = await tokenFor('user', 'user123', via);
    const today = todayIn();
    const body = {
      businessId: 1,
      clientId: 1,
      issueDate: today,
      dueDate: addDays(today, 14),
      lines: [{ description: 'Site visit', quantity: '1', unitPrice: 12000, taxCode: 'STANDARD' }],
    };
    const results = await Promise.all([
      ...Array.from({ length: 30 }, () => via('POST', '/api/invoices', { token, body })),
      ...Array.from({ length: 10 }, () => via('POST', '/api/invoices/1/duplicate', { token })),
    ]);
    expect(statuses(results)).toEqual({ 201: 40 });
    expectUnique(
      results.map((r) => r.json.id),
      'invoice ids',
    );
  });
});

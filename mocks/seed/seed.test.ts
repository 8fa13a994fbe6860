import { describe, expect, it } from 'vitest';
import { db } from '../runtime/db';
import { seed } from './seed';

describe('seed', () => {
  // The benchmarks wait for lists of exactly these lengths (bench-admin.mjs).
  it('holds exactly the large scenario’s users, businesses and clients, the statement client included', async () => {
    await seed('large');
    expect(db.users.all()).toHaveLength(10_000);
    expect(db.businesses.all()).toHaveLength(300);
    expect(db.clients.all()).toHaveLength(5_000);
    expect(db.clients.all().filter((client) => client.clientName === 'Statement Bench Tenant')).toHaveLength(1);
    expect(new Set(db.clients.all().map((client) => client.id)).size).toBe(5_000);
  }, 120_000);
});

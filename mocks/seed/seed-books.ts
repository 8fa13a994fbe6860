// The large scenario's client with a long history, for the statement benchmark (bench:books): a
// tenant of Harbourview Property Management with 1,000 invoices over two years, nearly all paid:
// about 2,000 documents on one statement.
import { todayIn } from '../../src/lib/calendar-date';
import { db } from '../runtime/db';
import { createInvoices } from './seed-invoice-history';
import { nowMs } from '../runtime/clock';

const BOOKS_BENCH_CLIENT = { name: 'Statement Bench Tenant', businessId: 2, invoices: 1_000 } as const;

export async function seedBooksClient(now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  let maxClientId = 0;
  for (const client of db.clients.all()) maxClientId = Math.max(maxClientId, client.id);
  const client = await db.clients.create({
    id: maxClientId + 1,
    linkedBusinessId: BOOKS_BENCH_CLIENT.businessId,
    businessId: 'BUS-0002',
    clientName: BOOKS_BENCH_CLIENT.name,
    clientAddressLine1: '1 Bench Street',
    clientEmailAddress: 'bench.tenant@example.nz',
  });
  const plans = Array.from({ length: BOOKS_BENCH_CLIENT.invoices }, (_, i) => ({
    businessId: BOOKS_BENCH_CLIENT.businessId,
    clientId: client.id,
    daysAgo: Math.floor((i * 730) / BOOKS_BENCH_CLIENT.invoices),
    terms: 7,
    outcome: i < 10 ? ('issued' as const) : ('paid' as const),
    actor: 'admin',
    paidAfter: 3,
    lines: [
      { description: 'Rent, week', quantity: '1', unitPrice: 52000, taxCode: 'EXEMPT' as const },
      { description: 'Management fee', quantity: '1', unitPrice: 4160, taxCode: 'STANDARD' as const },
    ],
  }));
  let maxId = 0;
  for (const invoice of db.invoices.all()) maxId = Math.max(maxId, invoice.id);
  await createInvoices(plans, today, maxId + 1, now);
}

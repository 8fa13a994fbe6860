// The month-end scenario (`?mockSeed=month-end`, `MOCK_SEED=month-end`): the default data plus 520
// clients of Kiwi Home Renovations who each owe one invoice, for trying a statement run over 500
// clients (docs/sending.md#statement-runs). Every 13th has no email address (the run skips them)
// and two are at bounce.test (the mock's mail server refuses them).
import { todayIn } from '../../src/lib/calendar-date';
import { nowMs } from '../runtime/clock';
import { createAll, db } from '../runtime/db';
import { createInvoices } from './seed-invoice-history';

export const MONTH_END_CLIENTS = 520;
const BUSINESS_ID = 1;
const BOUNCING = new Set([7, 300]);

export async function seedMonthEndClients(now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  let maxClientId = 0;
  for (const client of db.clients.all()) maxClientId = Math.max(maxClientId, client.id);
  const clients = Array.from({ length: MONTH_END_CLIENTS }, (_, i) => {
    const number = String(i + 1).padStart(3, '0');
    const email = (i + 1) % 13 === 0 ? undefined : BOUNCING.has(i + 1) ? `owner${number}@bounce.test` : `owner${number}@example.nz`;
    return {
      id: maxClientId + i + 1,
      linkedBusinessId: BUSINESS_ID,
      businessId: 'BUS-0001',
      clientName: `Month-end Client ${number}`,
      clientAddressLine1: `${i + 1} Harbour Road`,
      clientAddressLine2: 'Auckland',
      ...(email ? { clientEmailAddress: email } : {}),
    };
  });
  await createAll(db.clients, clients);
  let maxInvoiceId = 0;
  for (const invoice of db.invoices.all()) maxInvoiceId = Math.max(maxInvoiceId, invoice.id);
  const plans = clients.map((client, i) => ({
    businessId: BUSINESS_ID,
    clientId: client.id,
    daysAgo: 5 + (i % 40),
    terms: 20,
    outcome: i % 5 === 0 ? ('partial' as const) : ('issued' as const),
    actor: 'user',
    paidAfter: 2,
    lines: [
      { description: 'Maintenance visit', quantity: String(1 + (i % 4)), unitPrice: 9500 + (i % 7) * 500, taxCode: 'STANDARD' as const },
    ],
  }));
  await createInvoices(plans, today, maxInvoiceId + 1, now);
}

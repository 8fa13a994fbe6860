// Demo quotes, dated relative to today (docs/mock-backend.md). Default: Kiwi Home Renovations has
// a draft, quotes awaiting an answer, an expired one, a declined one, a revised one and an accepted
// one with a variation; Harbourview one awaiting an answer. No invoices are made from them, so the
// invoice seed is unchanged. Large: 3,000 more for the generated businesses.
import { addDays, todayIn, type IsoDate } from '../../src/lib/calendar-date';
import { calculateInvoice } from '../../src/lib/invoice-math';
import type { QuoteLine } from '../../src/lib/quote-claims';
import { formatQuoteNumber } from '../../src/lib/quote-rules';
import { db, type QuoteRecord } from '../runtime/db';
import { createLookups, type Lookups } from '../domain/invoice-views';
import { issuerDetails, priceDraft, recipientDetails, without } from '../domain/invoicing';
import { mulberry32 } from './seed-invoices';
import { nowMs } from '../runtime/clock';

const line = (description: string, quantity: string, dollars: number): QuoteLine => ({
  description,
  quantity,
  unitPrice: Math.round(dollars * 100),
  taxCode: 'STANDARD',
});

const BATHROOM = [
  line('Bathroom strip-out and demolition', '1', 1850),
  line('Wall and floor tiling labour (m²)', '12.5', 85),
  line('Vanity and shower supply', '1', 2980),
];
const KITCHEN = [
  line('Kitchen benchtop install', '1', 2400),
  line('Carpenter labour (hours)', '24', 78),
  line('Electrician call-out', '2', 120),
];
const DECK = [line('Deck demolition', '1', 900), line('Kwila decking (m²)', '28', 145)];
const INSPECTION = [line('Healthy homes assessment', '1', 275), line('Maintenance coordination (hours)', '4', 70)];

interface QuotePlan {
  id: number;
  businessId: number;
  clientId: number;
  daysAgo: number;
  validDays: number;
  status: QuoteRecord['status'];
  sequence?: number;
  revision?: number;
  revisionOfId?: number;
  replacedById?: number;
  lines: QuoteLine[];
  variation?: { description: string; lines: QuoteLine[] };
}

/** Parties through `lookups` (maps by id): a findFirst per quote scans every client (seconds at the huge seed). */
function quoteRecord(plan: QuotePlan, today: IsoDate, at: string, lookups: Lookups): QuoteRecord {
  const business = lookups.business(plan.businessId);
  const client = lookups.client(plan.clientId);
  if (!business || !client) throw new Error(`Seed quote ${plan.id} names a missing business or client.`);
  const issueDate = addDays(today, -plan.daysAgo);
  const priced = without(
    priceDraft({
      businessId: business.id,
      clientId: client.id,
      issueDate,
      dueDate: issueDate,
      currency: 'NZD',
      pricesIncludeGst: false,
      lines: plan.lines,
    }),
    ['dueDate'],
  );
  const number = plan.sequence === undefined ? undefined : formatQuoteNumber(business.businessInvoiceTag, plan.sequence);
  const sent = plan.status !== 'DRAFT';
  const variations = plan.variation
    ? [
        {
          ...variationOf(plan.variation.lines),
          id: 1,
          reference: `${number ?? ''}-V1`,
          description: plan.variation.description,
          createdBy: 'user',
          createdAt: at,
        },
      ]
    : [];
  return {
    ...priced,
    id: plan.id,
    version: 0,
    status: plan.status,
    ...(number ? { number, sequence: plan.sequence } : {}),
    revision: plan.revision ?? 1,
    ...(plan.revisionOfId ? { revisionOfId: plan.revisionOfId } : {}),
    ...(plan.replacedById ? { replacedById: plan.replacedById } : {}),
    validUntil: addDays(issueDate, plan.validDays),
    terms: 'Prices are valid until the date shown. A 30% deposit confirms the booking; the rest is invoiced as the work progresses.',
    ...(sent ? { issuerSnapshot: issuerDetails(business), recipientSnapshot: recipientDetails(client), sentAt: at } : {}),
    variations,
    events: [{ type: 'CREATED', actor: 'user', at, detail: 'Draft quote created.' }],
    createdBy: 'user',
    createdAt: at,
    updatedAt: at,
  };
}

function variationOf(lines: QuoteLine[]) {
  const totals = calculateInvoice({ lines, pricesIncludeGst: false });
  return {
    lines: lines.map((l, index) => ({ ...l, position: index + 1, taxRate: 1500, amount: totals.lineAmounts[index] ?? 0 })),
    subtotal: totals.subtotal,
    gst: totals.gst,
    total: totals.total,
    taxBreakdown: totals.taxBreakdown,
  };
}

const DEFAULT_PLANS: QuotePlan[] = [
  { id: 1, businessId: 1, clientId: 2, daysAgo: 60, validDays: 30, status: 'DECLINED', sequence: 7, lines: KITCHEN },
  { id: 2, businessId: 1, clientId: 3, daysAgo: 45, validDays: 30, status: 'SENT', sequence: 8, lines: DECK },
  { id: 3, businessId: 1, clientId: 1, daysAgo: 5, validDays: 30, status: 'SENT', sequence: 9, lines: KITCHEN },
  {
    id: 4,
    businessId: 1,
    clientId: 1,
    daysAgo: 20,
    validDays: 30,
    status: 'ACCEPTED',
    sequence: 10,
    lines: BATHROOM,
    variation: { description: 'Heated towel rail added', lines: [line('Heated towel rail supply and install', '1', 640)] },
  },
  { id: 5, businessId: 1, clientId: 2, daysAgo: 12, validDays: 30, status: 'SENT', sequence: 11, replacedById: 6, lines: DECK },
  {
    id: 6,
    businessId: 1,
    clientId: 2,
    daysAgo: 3,
    validDays: 30,
    status: 'SENT',
    sequence: 11,
    revision: 2,
    revisionOfId: 5,
    lines: DECK.slice(1),
  },
  { id: 7, businessId: 1, clientId: 3, daysAgo: 1, validDays: 30, status: 'DRAFT', lines: BATHROOM.slice(0, 2) },
  { id: 8, businessId: 2, clientId: 4, daysAgo: 2, validDays: 14, status: 'SENT', sequence: 31, lines: INSPECTION },
];

export async function seedQuotes(now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  const at = new Date(now).toISOString();
  const lookups = createLookups();
  for (const plan of DEFAULT_PLANS) await db.quotes.create(quoteRecord(plan, today, at, lookups));
}

const STATUSES: ReadonlyArray<QuoteRecord['status']> = ['DRAFT', 'SENT', 'SENT', 'ACCEPTED', 'ACCEPTED', 'DECLINED'];

/** `count` quotes over two years for the clients of the generated businesses (ids above 3). */
export async function seedLargeQuotes(count = 3_000, now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  const at = new Date(now).toISOString();
  const random = mulberry32(20261123);
  const clients = db.clients.all().filter((client) => client.linkedBusinessId > 3);
  const lookups = createLookups();
  const sequences = new Map<number, number>();
  const first = db.quotes.all().length + 1;
  const jobs = [BATHROOM, KITCHEN, DECK, INSPECTION];
  const records = Array.from({ length: count }, (_, i) => {
    const client = clients[Math.floor(random() * clients.length)];
    if (!client) throw new Error('The large scenario needs clients.');
    const status = STATUSES[Math.floor(random() * STATUSES.length)] ?? 'SENT';
    const sequence = status === 'DRAFT' ? undefined : (sequences.get(client.linkedBusinessId) ?? 0) + 1;
    if (sequence !== undefined) sequences.set(client.linkedBusinessId, sequence);
    const plan: QuotePlan = {
      id: first + i,
      businessId: client.linkedBusinessId,
      clientId: client.id,
      daysAgo: Math.floor(random() * 730),
      validDays: 30,
      status,
      ...(sequence !== undefined ? { sequence } : {}),
      lines: jobs[Math.floor(random() * jobs.length)] ?? DECK,
    };
    return quoteRecord(plan, today, at, lookups);
  });
  await db.quotes.createMany(records.length, (index) => records[index] as QuoteRecord);
}

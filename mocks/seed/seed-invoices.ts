// Demo invoices, dated relative to today so the dashboard always looks lived-in, and the same on
// every run of a given day. `seedInvoices`: about 40 over the last year, every status, for the three
// seeded businesses. `seedLargeInvoices`: 20,000 more over two years for the large scenario.
import { todayIn } from '../../src/lib/calendar-date';
import { nowMs } from '../runtime/clock';
import type { TaxCode } from '../../src/lib/invoice-math';
import { db } from '../runtime/db';
import type { LineContent } from '../domain/invoicing';
import { createInvoices, type Outcome, type Plan } from './seed-invoice-history';

type Random = () => number;

const item = (description: string, quantity: string, dollars: number, taxCode: TaxCode = 'STANDARD'): LineContent => ({
  description,
  quantity,
  unitPrice: Math.round(dollars * 100),
  taxCode,
});

const CATALOGUE: Record<'renovation' | 'management' | 'rentals', LineContent[]> = {
  renovation: [
    item('Bathroom strip-out and demolition', '1', 1850),
    item('Wall and floor tiling labour (m²)', '12.5', 85),
    item('Plasterboard supply (sheets)', '18', 32.5),
    item('Electrician call-out', '1', 120),
    item('Interior paint, 10 L', '3', 189.9),
    item('Carpenter labour (hours)', '7.5', 78),
    item('Skip bin hire, 6 m³', '1', 420),
    item('Building consent fee (council disbursement)', '1', 450, 'EXEMPT'),
    item('Kitchen benchtop install', '1', 2400),
    item('Heat pump supply and install', '1', 3290),
  ],
  management: [
    item('Property management fee, monthly', '1', 320),
    item('Letting fee', '1', 650),
    item('Routine inspection', '1', 95),
    item('Tenancy Tribunal filing fee (disbursement)', '1', 23, 'EXEMPT'),
    item('Healthy homes assessment', '1', 275),
    item('Maintenance coordination (hours)', '2.5', 70),
  ],
  rentals: [
    item('Lakeside apartment, nights', '3', 240, 'EXEMPT'),
    item('Cleaning fee', '1', 90, 'EXEMPT'),
    item('Linen hire (sets)', '2', 25, 'EXEMPT'),
    item('Long-term rent, weeks', '4', 520, 'EXEMPT'),
  ],
};

const KIND_BY_BUSINESS: Record<number, keyof typeof CATALOGUE> = { 1: 'renovation', 2: 'management', 3: 'rentals' };

/** Deterministic pseudo-random numbers. */
export function mulberry32(seed: number): Random {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickLines(random: Random, kind: keyof typeof CATALOGUE, count: number): LineContent[] {
  const catalogue = CATALOGUE[kind];
  const start = Math.floor(random() * catalogue.length);
  return Array.from({ length: count }, (_, i) => ({ ...(catalogue[(start + i * 3) % catalogue.length] as LineContent) }));
}

// The default scenario: [business, client, days ago, payment terms, outcome, extra].
type Row = [number, number, number, number, Outcome, Partial<Plan>?];
const DEFAULT_ROWS: Row[] = [
  // Kiwi Home Renovations (RENO-): numbers up to RENO-0041, so the next is RENO-0042.
  [1, 1, 350, 14, 'paid'],
  [1, 2, 330, 14, 'paid', { reference: 'PO 2291' }],
  [1, 3, 310, 14, 'paid'],
  [1, 1, 290, 14, 'paid', { pricesIncludeGst: true }],
  [1, 2, 270, 14, 'void'],
  [1, 3, 250, 14, 'paid', { discount: { type: 'PERCENT', rate: 1000 } }],
  [1, 1, 230, 14, 'paid', { paidAfter: 20 }],
  [1, 2, 200, 14, 'paid'],
  [1, 3, 180, 14, 'paid', { reference: 'Dental fit-out stage 1' }],
  [1, 1, 160, 14, 'paid'],
  [1, 2, 140, 14, 'partial'],
  [1, 3, 120, 14, 'paid', { discount: { type: 'AMOUNT', amount: 5000 } }],
  [1, 1, 95, 14, 'paid'],
  [1, 2, 75, 14, 'void'],
  [1, 3, 60, 14, 'issued'],
  [1, 1, 45, 14, 'paid', { paidAfter: 30 }],
  [1, 2, 30, 14, 'issued'],
  [1, 3, 20, 14, 'partial', { paidAfter: 20 }],
  [1, 1, 10, 14, 'issued'],
  [1, 2, 3, 14, 'draft'],
  [1, 3, 1, 14, 'draft', { reference: 'Stage 2 quote' }],
  [1, 1, 0, 14, 'draft'],
  // Harbourview Property Management (PM-), invoiced by the admin.
  [2, 4, 340, 20, 'paid', { actor: 'admin' }],
  [2, 5, 300, 20, 'paid', { actor: 'admin', reference: 'WCC-PO-88123' }],
  [2, 4, 260, 20, 'paid', { actor: 'admin' }],
  [2, 5, 220, 20, 'paid', { actor: 'admin', pricesIncludeGst: true }],
  [2, 4, 180, 20, 'paid', { actor: 'admin' }],
  [2, 5, 150, 20, 'void', { actor: 'admin' }],
  [2, 4, 90, 20, 'paid', { actor: 'admin' }],
  [2, 5, 40, 20, 'issued', { actor: 'admin' }],
  [2, 4, 12, 20, 'partial', { actor: 'admin', paidAfter: 5 }],
  [2, 5, 2, 20, 'draft', { actor: 'admin' }],
  // Southern Lakes Rentals (SLR-), not GST-registered: exempt lines only.
  [3, 6, 330, 7, 'paid'],
  [3, 7, 240, 7, 'paid'],
  [3, 6, 150, 7, 'paid'],
  [3, 7, 70, 7, 'issued'],
  [3, 6, 25, 14, 'partial', { paidAfter: 3 }],
  [3, 7, 8, 14, 'issued'],
  [3, 6, 4, 14, 'draft'],
  [3, 7, 0, 7, 'draft'],
];

export async function seedInvoices(now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  const random = mulberry32(42);
  const plans = DEFAULT_ROWS.map(([businessId, clientId, daysAgo, terms, outcome, extra]) => ({
    businessId,
    clientId,
    daysAgo,
    terms,
    outcome,
    actor: 'user',
    ...extra,
    lines: pickLines(random, KIND_BY_BUSINESS[businessId] ?? 'renovation', 1 + Math.floor(random() * 4)),
  }));
  await createInvoices(plans, today, 1, now);
}

/** 20,000 invoices over two years for the clients of the generated businesses (ids above 3). */
export async function seedLargeInvoices(count = 20_000, now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  const random = mulberry32(20261122);
  const clients = db.clients.all().filter((client) => client.linkedBusinessId > 3);
  const businesses = new Map(db.businesses.all().map((b) => [b.id, b]));
  const kinds = Object.keys(CATALOGUE) as Array<keyof typeof CATALOGUE>;
  const plans = Array.from({ length: count }, () => {
    const client = clients[Math.floor(random() * clients.length)];
    if (!client) throw new Error('The large scenario needs clients.');
    const daysAgo = Math.floor(random() * 730);
    const roll = random();
    const outcome: Outcome =
      daysAgo < 20 && roll < 0.3
        ? 'draft'
        : roll < 0.03
          ? 'void'
          : roll < 0.12
            ? 'partial'
            : roll < 0.25 || daysAgo < 30
              ? 'issued'
              : 'paid';
    const business = businesses.get(client.linkedBusinessId);
    const registered = Boolean(business?.businessGst);
    let kind = kinds[Math.floor(random() * kinds.length)] ?? 'renovation';
    if (!registered) kind = 'rentals';
    const lines = pickLines(random, kind, 1 + Math.floor(random() * 3));
    return {
      businessId: client.linkedBusinessId,
      clientId: client.id,
      daysAgo,
      terms: 14,
      outcome,
      actor: business?.businessPermittedLogins.includes('user') ? 'user' : 'admin',
      lines,
      paidAfter: 1 + Math.floor(random() * 30),
    };
  });
  let maxId = 0;
  for (const invoice of db.invoices.all()) maxId = Math.max(maxId, invoice.id);
  await createInvoices(plans, today, maxId + 1, now);
}

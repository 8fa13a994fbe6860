// Client statements from "movements": every document or money movement that changes what a client
// owes. Invoices and refunds raise the balance; payments and credit notes lower it. The server (the
// mock, and Spring) builds the movements from its records and calls these functions; the rules are
// in docs/invoicing.md, "Statements".
import { AGEING_BUCKET_VALUES, MOVEMENT_KIND_VALUES } from '@/config/api-values';
import { daysBetween, type IsoDate } from './calendar-date';
import { sumCents, type Cents } from './money';

export type MovementKind = (typeof MOVEMENT_KIND_VALUES)[number];

export interface Movement {
  kind: MovementKind;
  date: IsoDate;
  /** Positive cents: the invoice or credit note total, the payment or refund amount. */
  amount: Cents;
  /** The invoice it belongs to: the invoice itself, the invoice paid, the invoice credited. */
  invoiceId?: number;
  /** The document's own id (invoice, credit note) or the payment/refund id. */
  id: number;
  /** The document number shown: the invoice's, or the credit note's. */
  number: string;
  /** Invoices only: when they fall due (for ageing). */
  dueDate?: IsoDate;
  description?: string;
}

/** +1 when the movement raises what the client owes, −1 when it lowers it. */
const SIGN: Record<MovementKind, 1 | -1> = { INVOICE: 1, REFUND: 1, PAYMENT: -1, CREDIT_NOTE: -1 };

export const signedAmount = (movement: Pick<Movement, 'kind' | 'amount'>): Cents => SIGN[movement.kind] * movement.amount;

const KIND_ORDER: Record<MovementKind, number> = { INVOICE: 0, CREDIT_NOTE: 1, PAYMENT: 2, REFUND: 3 };

/** Date order; on one day documents before money, then by number and id, so the order is stable. */
function compareMovements(a: Movement, b: Movement): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.number.localeCompare(b.number) || a.id - b.id;
}

interface StatementLine extends Movement {
  /** What the client owes after this movement. */
  balance: Cents;
}

export interface ActivityStatement {
  from: IsoDate;
  to: IsoDate;
  /** What the client owed at the start of `from` (every movement before it). */
  openingBalance: Cents;
  lines: StatementLine[];
  /** Sum of invoices and refunds in the range. */
  totalCharged: Cents;
  /** Sum of payments and credit notes in the range. */
  totalCredited: Cents;
  closingBalance: Cents;
}

/** The movements from `from` to `to` (inclusive) with a running balance; negative means the client is in credit. */
export function activityStatement(movements: readonly Movement[], from: IsoDate, to: IsoDate): ActivityStatement {
  let openingBalance = 0;
  const inRange: Movement[] = [];
  for (const movement of movements) {
    if (movement.date < from) openingBalance += signedAmount(movement);
    else if (movement.date <= to) inRange.push(movement);
  }
  inRange.sort(compareMovements);
  let balance = openingBalance;
  const lines = inRange.map((movement) => {
    balance += signedAmount(movement);
    return { ...movement, balance };
  });
  return {
    from,
    to,
    openingBalance,
    lines,
    totalCharged: sumCents(inRange.filter((m) => SIGN[m.kind] > 0).map((m) => m.amount)),
    totalCredited: sumCents(inRange.filter((m) => SIGN[m.kind] < 0).map((m) => m.amount)),
    closingBalance: balance,
  };
}

export const AGEING_BUCKETS = AGEING_BUCKET_VALUES;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket for an invoice `daysPastDue` days after its due date (0 or less: current). */
export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'CURRENT';
  if (daysPastDue <= 30) return 'DAYS_1_30';
  if (daysPastDue <= 60) return 'DAYS_31_60';
  if (daysPastDue <= 90) return 'DAYS_61_90';
  return 'OVER_90';
}

interface OpenItem {
  invoiceId: number;
  number: string;
  date: IsoDate;
  dueDate: IsoDate;
  total: Cents;
  /** What is still owed on it as at the date. */
  balance: Cents;
  daysPastDue: number;
  bucket: AgeingBucket;
}

export interface OutstandingStatement {
  asAt: IsoDate;
  items: OpenItem[];
  buckets: Record<AgeingBucket, Cents>;
  /** Sum of the open balances. */
  totalOutstanding: Cents;
  /** What the business owes the client: overpayments and unallocated credit not yet refunded. */
  creditOwed: Cents;
  /** totalOutstanding − creditOwed: equals the activity statement's closing balance at `asAt`. */
  netBalance: Cents;
}

/**
 * Open invoices as at `asAt`: each invoice dated on or before it, less the payments and credit
 * notes against it dated on or before it, oldest due first. What is paid or credited beyond an
 * invoice's total, or credited without an invoice, is credit owed, less the refunds made.
 */
export function outstandingStatement(movements: readonly Movement[], asAt: IsoDate): OutstandingStatement {
  const invoices = new Map<number, { movement: Movement; balance: Cents }>();
  let net = 0;
  const counted = movements.filter((m) => m.date <= asAt);
  for (const movement of counted) {
    net += signedAmount(movement);
    if (movement.kind === 'INVOICE') invoices.set(movement.invoiceId ?? movement.id, { movement, balance: movement.amount });
  }
  for (const movement of counted) {
    if (movement.kind !== 'PAYMENT' && movement.kind !== 'CREDIT_NOTE') continue;
    const invoice = movement.invoiceId === undefined ? undefined : invoices.get(movement.invoiceId);
    if (invoice) invoice.balance -= movement.amount;
  }
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeingBucket, Cents>;
  const items: OpenItem[] = [];
  for (const [invoiceId, { movement, balance }] of invoices) {
    if (balance <= 0) continue;
    const dueDate = movement.dueDate ?? movement.date;
    const daysPastDue = daysBetween(dueDate, asAt);
    const bucket = ageingBucket(daysPastDue);
    buckets[bucket] += balance;
    items.push({ invoiceId, number: movement.number, date: movement.date, dueDate, total: movement.amount, balance, daysPastDue, bucket });
  }
  items.sort((a, b) => (a.dueDate === b.dueDate ? a.number.localeCompare(b.number) : a.dueDate < b.dueDate ? -1 : 1));
  const totalOutstanding = sumCents(items.map((item) => item.balance));
  return { asAt, items, buckets, totalOutstanding, creditOwed: Math.max(0, totalOutstanding - net), netBalance: net };
}

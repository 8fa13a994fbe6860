// Credit notes' maths, on the one calculator's rules (invoice-math.ts, money.ts). Everything is
// per tax group (tax code + rate), because a credit can never exceed what is left to credit of the
// invoice per rate, and the GST credited must add up to the invoice's GST once all is credited.
// The rules are in docs/invoicing.md#credit-notes.
import type { INVOICE_STATUS_VALUES } from '@/config/api-values';
import { INVOICE_NUMBER_DIGITS } from '@/config/invoicing';
import { allocate, formatMoney, mulDivRoundHalfUp, sumCents, type Cents } from './money';
import {
  formatQuantity,
  gstInInclusive,
  gstOnExclusive,
  InvoiceMathError,
  lineAmount,
  parseQuantity,
  type MathProblem,
  type TaxCode,
} from './invoice-math';

/** One tax group's amounts: of an invoice, of what was credited, of one credit note. */
export interface CreditGroup {
  taxCode: TaxCode;
  taxRate: number;
  net: Cents;
  gst: Cents;
  total: Cents;
}

export interface CreditableLine {
  position: number;
  description: string;
  quantity: string;
  unitPrice: Cents;
  taxCode: TaxCode;
  taxRate: number;
  amount: Cents;
  /** The quantity earlier credit notes credited of this line ("0" when none). */
  creditedQuantity?: string;
}

/** What a credit is measured against: the issued invoice and what earlier credit notes took. */
export interface CreditableInvoice {
  pricesIncludeGst: boolean;
  lines: readonly CreditableLine[];
  taxBreakdown: readonly CreditGroup[];
  /** What earlier credit notes credited, per group (groups never credited may be missing). */
  creditedBreakdown: readonly CreditGroup[];
}

/** FULL: all that is left; LINES: chosen lines and quantities; AMOUNT: a GST-inclusive amount split over the rates. */
export type CreditRequest =
  { kind: 'FULL' } | { kind: 'LINES'; lines: ReadonlyArray<{ position: number; quantity: string }> } | { kind: 'AMOUNT'; amount: Cents };

export interface CreditedLine extends Omit<CreditableLine, 'creditedQuantity'> {
  /** The credited quantity × unit price, half up, in the invoice's entry basis (before its discount). */
  amount: Cents;
}

export interface PricedCredit {
  /** Only groups the credit touches, in the invoice's order. */
  taxBreakdown: CreditGroup[];
  subtotal: Cents;
  gst: Cents;
  total: Cents;
  /** For a LINES credit: the lines and quantities credited. */
  lines: CreditedLine[];
}

const groupKey = (group: { taxCode: TaxCode; taxRate: number }) => `${group.taxCode}:${group.taxRate}`;

/** What is left to credit per group: the invoice's group less what was credited of it. */
export function remainingByGroup(invoice: Pick<CreditableInvoice, 'taxBreakdown' | 'creditedBreakdown'>): CreditGroup[] {
  const credited = new Map(invoice.creditedBreakdown.map((group) => [groupKey(group), group]));
  return invoice.taxBreakdown.map((group) => {
    const taken = credited.get(groupKey(group));
    return {
      taxCode: group.taxCode,
      taxRate: group.taxRate,
      net: group.net - (taken?.net ?? 0),
      gst: group.gst - (taken?.gst ?? 0),
      total: group.total - (taken?.total ?? 0),
    };
  });
}

/** What is left to credit of the whole invoice (GST-inclusive). */
export const creditableTotal = (invoice: Pick<CreditableInvoice, 'taxBreakdown' | 'creditedBreakdown'>): Cents =>
  sumCents(remainingByGroup(invoice).map((group) => group.total));

/**
 * A group's credit of `total` cents: the GST is the calculator's (`preferredGst`), kept inside what
 * is left of the group's GST and net, so that crediting what is left takes exactly the GST left.
 */
function groupCredit(left: CreditGroup, total: Cents, preferredGst: Cents): CreditGroup {
  const gst = total === left.total ? left.gst : Math.min(Math.max(preferredGst, total - left.net, 0), left.gst);
  return { taxCode: left.taxCode, taxRate: left.taxRate, net: total - gst, gst, total };
}

const over = (left: Cents) => `A credit cannot be more than the ${formatMoney(left)} left to credit on the invoice.`;

/** The credited quantity of each line (thousandths), by position. */
const creditedMilli = (line: CreditableLine) => parseQuantity(line.creditedQuantity ?? '0') ?? 0;

function readLines(invoice: CreditableInvoice, wanted: ReadonlyArray<{ position: number; quantity: string }>) {
  const problems: MathProblem[] = [];
  const chosen = new Map<number, number>();
  if (wanted.length === 0) problems.push({ field: 'lines', message: 'Choose at least one line to credit.' });
  wanted.forEach((want, index) => {
    const line = invoice.lines.find((l) => l.position === want.position);
    const at = `lines.${index}`;
    if (!line || chosen.has(want.position)) {
      problems.push({ field: `${at}.position`, message: 'Choose a line of the invoice, once.' });
      return;
    }
    const milli = parseQuantity(want.quantity);
    const left = (parseQuantity(line.quantity) ?? 0) - creditedMilli(line);
    if (milli === null || milli <= 0 || milli > left) {
      problems.push({
        field: `${at}.quantity`,
        message: `Enter a quantity above 0 and at most the ${formatQuantity(Math.max(left, 0))} left to credit of line ${line.position}.`,
      });
      return;
    }
    chosen.set(want.position, milli);
  });
  return { problems, chosen };
}

function creditLines(invoice: CreditableInvoice, wanted: ReadonlyArray<{ position: number; quantity: string }>): PricedCredit {
  const { problems, chosen } = readLines(invoice, wanted);
  if (problems.length > 0) throw new InvoiceMathError(problems);
  const lines: CreditedLine[] = invoice.lines
    .filter((line) => chosen.has(line.position))
    .map((line) => {
      const milli = chosen.get(line.position) ?? 0;
      const { position, description, unitPrice, taxCode, taxRate } = line;
      return { position, description, quantity: formatQuantity(milli), unitPrice, taxCode, taxRate, amount: lineAmount(milli, unitPrice) };
    });
  const groups = remainingByGroup(invoice).map((left, index) => {
    const invoiceGroup = invoice.taxBreakdown[index];
    const inGroup = (line: { taxCode: TaxCode; taxRate: number }) => groupKey(line) === groupKey(left);
    const credited = sumCents(lines.filter(inGroup).map((line) => line.amount));
    if (credited === 0 || !invoiceGroup) return null;
    // Every line of the group now credited in full: the group's remainder, to the cent.
    const finished = invoice.lines
      .filter(inGroup)
      .every((line) => creditedMilli(line) + (chosen.get(line.position) ?? 0) === parseQuantity(line.quantity));
    if (finished) return groupCredit(left, left.total, left.gst);
    // The group's share of the discount, in proportion to its undiscounted line amounts.
    const undiscounted = sumCents(invoice.lines.filter(inGroup).map((line) => line.amount));
    const discounted = invoice.pricesIncludeGst ? invoiceGroup.total : invoiceGroup.net;
    const entry = undiscounted === 0 ? 0 : mulDivRoundHalfUp(credited, discounted, undiscounted);
    const gst = invoice.pricesIncludeGst ? gstInInclusive(entry, left.taxRate) : gstOnExclusive(entry, left.taxRate);
    const total = invoice.pricesIncludeGst ? entry : entry + gst;
    if (total > left.total) throw new InvoiceMathError([{ field: 'lines', message: over(creditableTotal(invoice)) }]);
    return groupCredit(left, total, gst);
  });
  return summed(
    groups.filter((group): group is CreditGroup => group !== null),
    lines,
  );
}

function creditAmount(invoice: CreditableInvoice, amount: Cents): PricedCredit {
  const left = remainingByGroup(invoice);
  const leftTotal = sumCents(left.map((group) => group.total));
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new InvoiceMathError([{ field: 'amount', message: 'Enter an amount of at least $0.01.' }]);
  }
  if (amount > leftTotal) throw new InvoiceMathError([{ field: 'amount', message: over(leftTotal) }]);
  const shares = allocate(
    amount,
    left.map((group) => group.total),
  );
  const groups = left.map((group, index) => {
    const total = shares[index] ?? 0;
    return groupCredit(group, total, gstInInclusive(total, group.taxRate));
  });
  return summed(
    groups.filter((group) => group.total > 0),
    [],
  );
}

/**
 * The GST-inclusive amount (what an AMOUNT credit asks for) whose credit comes to `net` before GST:
 * "500.00 plus GST". The credit is split over the rates in proportion to what is left, so the GST
 * depends on the invoice; the estimate is checked against the split itself and moved by a cent or
 * two until its net is `net` (or as near as the cents allow, the smaller on a tie). An amount over
 * what is left is returned as estimated, for priceCredit to refuse.
 */
export function inclusiveAmountForNet(invoice: CreditableInvoice, net: Cents): Cents {
  const left = remainingByGroup(invoice);
  const leftNet = sumCents(left.map((group) => group.net));
  const leftTotal = sumCents(left.map((group) => group.total));
  if (leftNet <= 0 || net < 1) return net;
  const estimate = mulDivRoundHalfUp(net, leftTotal, leftNet);
  if (estimate > leftTotal) return estimate;
  let best = estimate;
  let bestMiss = Number.POSITIVE_INFINITY;
  for (let amount = Math.max(1, estimate - 3); amount <= Math.min(leftTotal, estimate + 3); amount += 1) {
    const miss = Math.abs(creditAmount(invoice, amount).subtotal - net);
    if (miss < bestMiss) {
      best = amount;
      bestMiss = miss;
    }
  }
  return best;
}

function summed(taxBreakdown: CreditGroup[], lines: CreditedLine[]): PricedCredit {
  const subtotal = sumCents(taxBreakdown.map((group) => group.net));
  const gst = sumCents(taxBreakdown.map((group) => group.gst));
  return { taxBreakdown, subtotal, gst, total: subtotal + gst, lines };
}

/**
 * The credit note a request makes on `invoice`. Throws InvoiceMathError naming the field
 * (`amount`, `lines`, `lines.N.quantity`) when it asks for nothing or more than is left.
 */
export function priceCredit(invoice: CreditableInvoice, request: CreditRequest): PricedCredit {
  const leftTotal = creditableTotal(invoice);
  if (leftTotal <= 0) throw new InvoiceMathError([{ field: 'kind', message: 'Nothing is left to credit on this invoice.' }]);
  if (request.kind === 'AMOUNT') return creditAmount(invoice, request.amount);
  if (request.kind === 'LINES') {
    const credit = creditLines(invoice, request.lines);
    if (credit.total <= 0)
      throw new InvoiceMathError([{ field: 'lines', message: 'The lines chosen come to $0.00: there is nothing to credit.' }]);
    return credit;
  }
  const groups = remainingByGroup(invoice).map((left) => groupCredit(left, left.total, left.gst));
  return summed(
    groups.filter((group) => group.total > 0),
    [],
  );
}

/** Adds a credit's groups to what was credited before. */
export function addCredit(creditedBreakdown: readonly CreditGroup[], credit: readonly CreditGroup[]): CreditGroup[] {
  const sums = new Map(creditedBreakdown.map((group) => [groupKey(group), { ...group }]));
  for (const group of credit) {
    const sum = sums.get(groupKey(group));
    if (sum) {
      sum.net += group.net;
      sum.gst += group.gst;
      sum.total += group.total;
    } else {
      sums.set(groupKey(group), { ...group });
    }
  }
  return [...sums.values()];
}

/** Adds a LINES credit's quantities to the lines' credited quantities. */
export function addCreditedQuantities<L extends CreditableLine>(lines: readonly L[], credited: readonly CreditedLine[]): L[] {
  return lines.map((line) => {
    const taken = credited.find((c) => c.position === line.position);
    if (!taken) return line;
    return { ...line, creditedQuantity: formatQuantity(creditedMilli(line) + (parseQuantity(taken.quantity) ?? 0)) };
  });
}

type InvoiceStatus = (typeof INVOICE_STATUS_VALUES)[number];

export interface Settlement {
  /** What the client still owes: total − credited − paid, never below 0. */
  balance: Cents;
  /** Paid beyond what is owed (total − credited), less what was refunded. */
  creditOwed: Cents;
}

/**
 * Balance and credit owed. With refunded ≤ paid beyond what is owed (the server's rule), they satisfy
 * balance − creditOwed = total − credited − paid + refunded (see credit-math.test.ts).
 */
export function settlement({
  total,
  paid,
  credited,
  refunded,
}: {
  total: Cents;
  paid: Cents;
  credited: Cents;
  refunded: Cents;
}): Settlement {
  const owed = total - credited;
  return { balance: Math.max(owed - paid, 0), creditOwed: Math.max(paid - owed, 0) - refunded };
}

/** The status of an issued invoice after payments and credits: CREDITED once nothing is left to credit. */
export function statusAfterSettlement({ total, paid, credited }: { total: Cents; paid: Cents; credited: Cents }): InvoiceStatus {
  if (credited >= total) return 'CREDITED';
  if (paid <= 0) return 'ISSUED';
  return paid >= total - credited ? 'PAID' : 'PARTIALLY_PAID';
}

/** RENO- + 3 → RENO-CN-0003; no tag → CN-0003. */
export function formatCreditNoteNumber(tag: string | null | undefined, sequence: number): string {
  return `${tag?.trim() ?? ''}CN-${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

// The books of the mock backend: client statements and the GST return, computed by the pure
// modules src/lib/statement.ts and src/lib/gst-return.ts from "movements" this file reads from the
// records: invoices, payments, credit notes and refunds. Drafts and void invoices never count (nor
// their credit notes); only NZD invoices do (docs/invoicing.md, "Statements" and "GST return").
import type { IsoDate } from '../../src/lib/calendar-date';
import type { GstMovement, GstPurchaseMovement, TaxGroupTotal } from '../../src/lib/gst-return';
import type { TaxCode } from '../../src/lib/invoice-math';
import { sumCents, type Cents } from '../../src/lib/money';
import { activityStatement, AGEING_BUCKETS, outstandingStatement, type Movement } from '../../src/lib/statement';
import { db, type BusinessRecord, type ClientRecord, type CreditNoteRecord, type InvoiceRecord } from '../runtime/db';
import { issuerDetails, recipientDetails } from './invoicing';
import { businessPurchaseMovements } from './purchases';
import type { ActivityStatement, OutstandingStatement } from '../handlers/types';

const counts = (record: InvoiceRecord) => record.status !== 'DRAFT' && record.status !== 'VOID' && record.currency === 'NZD';

function invoiceMovements(record: InvoiceRecord): Movement[] {
  const number = record.number ?? `#${record.id}`;
  return [
    { kind: 'INVOICE', id: record.id, invoiceId: record.id, date: record.issueDate, dueDate: record.dueDate, number, amount: record.total },
    ...record.payments.map((payment): Movement => ({
      kind: 'PAYMENT',
      id: payment.id,
      invoiceId: record.id,
      date: payment.paidOn,
      number,
      amount: payment.amount,
      ...(payment.reference ? { description: payment.reference } : {}),
    })),
    ...(record.refunds ?? []).map((refund): Movement => ({
      kind: 'REFUND',
      id: refund.id,
      invoiceId: record.id,
      date: refund.refundedOn,
      number,
      amount: refund.amount,
      ...(refund.reference ? { description: refund.reference } : {}),
    })),
  ];
}

/** Credit notes count where their invoice counts (a credit note is never on a draft or void invoice). */
const creditNotesOf = (invoices: ReadonlyMap<number, InvoiceRecord>) => db.creditNotes.all().filter((note) => invoices.has(note.invoiceId));

/**
 * Every movement of a client: its invoices, their payments and refunds, and the credit notes on
 * them (dated when issued, lowering the balance of the invoice credited).
 */
function clientMovements(clientId: number): Movement[] {
  const invoices = new Map<number, InvoiceRecord>();
  for (const record of db.invoices.all()) if (record.clientId === clientId && counts(record)) invoices.set(record.id, record);
  return movementsOf(invoices);
}

/** Each client's net balance owed as at `asAt` (clients with no counted invoice are absent), in one pass over the records. */
export function clientBalancesOf(businessId: number, asAt: IsoDate): Map<number, Cents> {
  const byClient = new Map<number, Map<number, InvoiceRecord>>();
  for (const record of db.invoices.all()) {
    if (record.businessId !== businessId || !counts(record)) continue;
    const invoices = byClient.get(record.clientId) ?? new Map<number, InvoiceRecord>();
    invoices.set(record.id, record);
    byClient.set(record.clientId, invoices);
  }
  const balances = new Map<number, Cents>();
  for (const [clientId, invoices] of byClient) balances.set(clientId, outstandingStatement(movementsOf(invoices), asAt).netBalance);
  return balances;
}

function movementsOf(invoices: ReadonlyMap<number, InvoiceRecord>): Movement[] {
  const movements: Movement[] = [];
  for (const record of invoices.values()) movements.push(...invoiceMovements(record));
  for (const note of creditNotesOf(invoices)) {
    movements.push({
      kind: 'CREDIT_NOTE',
      id: note.id,
      invoiceId: note.invoiceId,
      date: note.issueDate,
      number: note.number,
      amount: note.total,
      description: `${note.invoiceNumber}: ${note.reason}`,
    });
  }
  return movements;
}

function parties(client: ClientRecord, business: BusinessRecord) {
  return { clientId: client.id, business: issuerDetails(business), client: recipientDetails(client) };
}

export function activityStatementOf(client: ClientRecord, business: BusinessRecord, from: IsoDate, to: IsoDate): ActivityStatement {
  const statement = activityStatement(clientMovements(client.id), from, to);
  return { ...parties(client, business), ...statement };
}

export function outstandingStatementOf(client: ClientRecord, business: BusinessRecord, asAt: IsoDate): OutstandingStatement {
  const statement = outstandingStatement(clientMovements(client.id), asAt);
  return {
    ...parties(client, business),
    ...statement,
    buckets: AGEING_BUCKETS.map((bucket) => ({ bucket, amount: statement.buckets[bucket] })),
  };
}

/** GST-inclusive totals per tax code. */
function byTaxCode(groups: ReadonlyArray<{ taxCode: TaxCode; total: Cents }>): TaxGroupTotal[] {
  const totals = new Map<TaxCode, Cents>();
  for (const { taxCode, total } of groups) totals.set(taxCode, (totals.get(taxCode) ?? 0) + total);
  return [...totals].map(([taxCode, total]) => ({ taxCode, total }));
}

/**
 * The groups a payment or refund on `record` is apportioned over, as at `date`:
 * - a payment: the invoice's groups less the credit notes issued on or before that day (what is
 *   left to pay for), or the invoice's own groups when nothing is left;
 * - a refund: the groups of the credit notes issued on or before that day (the credit given
 *   back), or the invoice's groups when the refund returns an overpayment.
 */
function groupsAt(record: InvoiceRecord, notes: readonly CreditNoteRecord[], kind: 'PAYMENT' | 'REFUND', date: IsoDate): TaxGroupTotal[] {
  const own = byTaxCode(record.taxBreakdown);
  const credited = byTaxCode(notes.filter((note) => note.issueDate <= date).flatMap((note) => note.taxBreakdown));
  if (kind === 'REFUND') return credited.length > 0 ? credited : own;
  const left = own.map(({ taxCode, total }) => ({ taxCode, total: total - (credited.find((c) => c.taxCode === taxCode)?.total ?? 0) }));
  return left.every((group) => group.total >= 0) && sumCents(left.map((group) => group.total)) > 0 ? left : own;
}

/**
 * Every GST movement of a business, each with the tax groups it is counted over: invoices and
 * credit notes (the INVOICE basis counts them when issued; a credit note takes its own groups off)
 * and payments and refunds (the PAYMENTS basis counts them when received or paid back; a refund is
 * a negative receipt). See docs/invoicing.md, "GST return".
 */
function businessGstMovements(businessId: number): GstMovement[] {
  const clientNames = new Map<number, string>();
  for (const client of db.clients.all()) clientNames.set(client.id, client.clientName ?? client.clientBusinessName ?? client.businessId);
  const invoices = new Map<number, InvoiceRecord>();
  for (const record of db.invoices.all()) if (record.businessId === businessId && counts(record)) invoices.set(record.id, record);
  const notesByInvoice = new Map<number, CreditNoteRecord[]>();
  for (const note of creditNotesOf(invoices)) notesByInvoice.set(note.invoiceId, [...(notesByInvoice.get(note.invoiceId) ?? []), note]);
  const movements: GstMovement[] = [];
  for (const record of invoices.values()) {
    const notes = notesByInvoice.get(record.id) ?? [];
    const number = record.number ?? `#${record.id}`;
    const clientName = record.recipientSnapshot?.name ?? clientNames.get(record.clientId) ?? '';
    const common = { invoiceId: record.id, number, clientName };
    movements.push({
      kind: 'INVOICE',
      id: record.id,
      date: record.issueDate,
      amount: record.total,
      groups: byTaxCode(record.taxBreakdown),
      ...common,
    });
    for (const payment of record.payments) {
      const groups = groupsAt(record, notes, 'PAYMENT', payment.paidOn);
      movements.push({ kind: 'PAYMENT', id: payment.id, date: payment.paidOn, amount: payment.amount, groups, ...common });
    }
    for (const refund of record.refunds ?? []) {
      const groups = groupsAt(record, notes, 'REFUND', refund.refundedOn);
      movements.push({ kind: 'REFUND', id: refund.id, date: refund.refundedOn, amount: refund.amount, groups, ...common });
    }
    for (const note of notes) {
      const groups = byTaxCode(note.taxBreakdown);
      movements.push({
        kind: 'CREDIT_NOTE',
        id: note.id,
        date: note.issueDate,
        amount: note.total,
        groups,
        ...common,
        number: note.number,
      });
    }
  }
  return movements;
}

/** Every GST movement of a business, sales and purchases, for its returns (../domain/gst-filings.ts). */
export function businessGstBooks(businessId: number): { sales: GstMovement[]; purchases: GstPurchaseMovement[] } {
  return { sales: businessGstMovements(businessId), purchases: businessPurchaseMovements(businessId) };
}

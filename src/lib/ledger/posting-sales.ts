// The sales side's posting functions (docs/ledger.md#what-each-document-posts): one per document
// kind, pure, shared by the mock and the client. Amounts are integer cents; each journal balances.
import type { IsoDate } from '../calendar-date';
import type { Cents } from '../money';
import { ACCOUNT_CODES as A } from './chart';
import { gstTiming } from './gst-timing';
import { journal, reversal } from './journal';
import type { Journal, PostingPolicy } from './types';

/** A sales document's figures, as the ledger needs them: a credit note is only these. */
interface SalesDocument {
  id: number;
  number: string;
  issueDate: IsoDate;
  subtotal: Cents;
  gst: Cents;
  total: Cents;
}

export type SalesCreditNote = SalesDocument;

/** An issued invoice (not a draft), as the ledger needs it: its figures, and what happened to it. */
export interface SalesInvoice extends SalesDocument {
  /** The company's date it was voided on, when it is void. */
  voidedOn?: IsoDate;
  payments: ReadonlyArray<{ id: number; amount: Cents; paidOn: IsoDate; fromClientCredit?: boolean }>;
  refunds: ReadonlyArray<{ id: number; amount: Cents; refundedOn: IsoDate }>;
}

export interface ClientCreditEntry {
  id: number;
  clientId: number;
  kind: 'OVERPAYMENT' | 'APPLIED' | 'REFUNDED';
  amount: Cents;
  date: IsoDate;
}

type Taken = { fromPending: Cents; fromDue: Cents };

const gstOf = (document: { gst: Cents }, policy: PostingPolicy) => (policy.registered ? document.gst : 0);
const gstAccount = (policy: PostingPolicy) => (policy.basis === 'PAYMENTS' ? A.gstPending : A.gst);

/** Receivables up by the total; sales by the amount before GST; GST due (or waiting, payments basis). */
export function postInvoice(invoice: SalesInvoice, policy: PostingPolicy): Journal {
  const gst = gstOf(invoice, policy);
  return journal(invoice.issueDate, { kind: 'INVOICE', id: invoice.id, number: invoice.number }, `Invoice ${invoice.number}`, [
    [A.receivables, invoice.total],
    [A.sales, -(invoice.total - gst)],
    [gstAccount(policy), -gst],
  ]);
}

/** Sales and GST back, receivables down by the credit note's total. */
export function postCreditNote(note: SalesCreditNote, invoice: SalesInvoice, policy: PostingPolicy, taken: Taken): Journal {
  const gst = gstOf(note, policy);
  return journal(
    note.issueDate,
    { kind: 'CREDIT_NOTE', id: note.id, number: note.number },
    `Credit note ${note.number} on ${invoice.number}`,
    [
      [A.sales, note.total - gst],
      [A.gstPending, taken.fromPending],
      [A.gst, taken.fromDue],
      [A.receivables, -note.total],
    ],
  );
}

/** Money in (or the client's credit used) against receivables; on the payments basis its GST becomes due. */
export function postPayment(payment: SalesInvoice['payments'][number], invoice: SalesInvoice, gstDue: Cents): Journal {
  const source = { kind: 'PAYMENT' as const, id: invoice.id, number: invoice.number, entryId: payment.id };
  return journal(payment.paidOn, source, `Payment on ${invoice.number}`, [
    [payment.fromClientCredit ? A.clientCredit : A.bank, payment.amount],
    [A.receivables, -payment.amount],
    [A.gstPending, gstDue],
    [A.gst, -gstDue],
  ]);
}

/** Credit owed paid back to the client. */
export function postRefund(refund: SalesInvoice['refunds'][number], invoice: SalesInvoice): Journal {
  const source = { kind: 'REFUND' as const, id: invoice.id, number: invoice.number, entryId: refund.id };
  return journal(refund.refundedOn, source, `Refund on ${invoice.number}`, [
    [A.receivables, refund.amount],
    [A.bank, -refund.amount],
  ]);
}

/** Money in beyond the invoices it paid is the client's credit; credit paid back leaves the bank. APPLIED posts through its payment. */
export function postClientCredit(entry: ClientCreditEntry): Journal | null {
  if (entry.kind === 'APPLIED') return null;
  const source = {
    kind: entry.kind === 'OVERPAYMENT' ? ('CLIENT_CREDIT' as const) : ('CLIENT_CREDIT_REFUND' as const),
    id: entry.clientId,
    number: `Client credit`,
    entryId: entry.id,
  };
  const inward = entry.kind === 'OVERPAYMENT' ? entry.amount : -entry.amount;
  return journal(entry.date, source, entry.kind === 'OVERPAYMENT' ? 'Client credit received' : 'Client credit paid back', [
    [A.bank, inward],
    [A.clientCredit, -inward],
  ]);
}

type Event = { date: IsoDate; order: number; id: number; post: () => Journal };

/** Later events after earlier ones; on one day credit notes, then payments, then refunds. */
const byDate = (a: Event, b: Event) => (a.date === b.date ? a.order - b.order || a.id - b.id : a.date < b.date ? -1 : 1);

/** Every journal of an invoice's life: its issue, credit notes, payments and refunds by date, and its void. */
export function invoiceJournals(invoice: SalesInvoice, creditNotes: readonly SalesCreditNote[], policy: PostingPolicy): Journal[] {
  const issued = postInvoice(invoice, policy);
  const timing = gstTiming(gstOf(invoice, policy), invoice.total, policy.basis === 'PAYMENTS');
  const events: Event[] = [
    ...creditNotes.map((note) => ({
      date: note.issueDate,
      order: 0,
      id: note.id,
      post: () => postCreditNote(note, invoice, policy, timing.credit(gstOf(note, policy), note.total)),
    })),
    ...invoice.payments.map((payment) => ({
      date: payment.paidOn,
      order: 1,
      id: payment.id,
      post: () => postPayment(payment, invoice, timing.pay(payment.amount)),
    })),
    ...invoice.refunds.map((refund) => ({ date: refund.refundedOn, order: 2, id: refund.id, post: () => postRefund(refund, invoice) })),
  ];
  const journals = [issued, ...events.sort(byDate).map((event) => event.post())];
  if (invoice.voidedOn !== undefined) {
    const source = { kind: 'INVOICE_VOID' as const, id: invoice.id, number: invoice.number };
    journals.push(reversal(issued, invoice.voidedOn, source, `Invoice ${invoice.number} voided`));
  }
  return journals;
}

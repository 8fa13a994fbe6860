// The purchase side's posting functions (docs/ledger.md#what-each-document-posts): a bill, an
// expense (a bill paid when bought, a bank line's included), a supplier credit note and a bill
// payment. GST the input tax rule does not claim stays in the expense (src/lib/input-tax.ts).
import type { IsoDate } from '../calendar-date';
import type { PurchaseTaxCode } from '../invoice-math';
import type { Cents } from '../money';
import { lineCosts } from '../reports';
import { ACCOUNT_CODES as A, UNKNOWN_EXPENSE_CODE } from './chart';
import { gstTiming } from './gst-timing';
import { journal, reversal } from './journal';
import type { Journal, PostingPolicy, SourceKind } from './types';

/** A bill, expense or supplier credit note that is not a draft, as the ledger needs it. */
export interface PurchaseDocument {
  id: number;
  kind: 'BILL' | 'EXPENSE' | 'CREDIT_NOTE';
  /** The supplier's reference, or `#id`. */
  number: string;
  date: IsoDate;
  /** The company's date it was voided on, when it is void. */
  voidedOn?: IsoDate;
  lines: ReadonlyArray<{ taxCode: PurchaseTaxCode; amount: Cents; accountId: number }>;
  taxBreakdown: ReadonlyArray<{ taxCode: PurchaseTaxCode; net: Cents; total: Cents }>;
  gst: Cents;
  total: Cents;
  /** Whether the input tax rule lets it claim its GST (a credit note's follows its bill). */
  gstClaimed: boolean;
  payments: ReadonlyArray<{ id: number; amount: Cents; paidOn: IsoDate }>;
}

type Taken = { fromPending: Cents; fromDue: Cents };

const SOURCE: Record<PurchaseDocument['kind'], SourceKind> = { BILL: 'BILL', EXPENSE: 'EXPENSE', CREDIT_NOTE: 'SUPPLIER_CREDIT_NOTE' };
const WORD: Record<PurchaseDocument['kind'], string> = { BILL: 'Bill', EXPENSE: 'Expense', CREDIT_NOTE: 'Supplier credit note' };

const claimedOf = (document: PurchaseDocument, policy: PostingPolicy) => policy.registered && document.gstClaimed;
const gstOf = (document: PurchaseDocument, policy: PostingPolicy) => (claimedOf(document, policy) ? document.gst : 0);

/**
 * Expenses by each line's account (GST excluded when claimed), GST claimable, payables up by the
 * total; a supplier credit note the other way, its GST off what waits first (`taken`).
 */
export function postPurchase(
  document: PurchaseDocument,
  policy: PostingPolicy,
  expenseCode: ReadonlyMap<number, string>,
  taken?: Taken,
): Journal {
  const sign = document.kind === 'CREDIT_NOTE' ? -1 : 1;
  const costs = lineCosts(document.lines, document.taxBreakdown, claimedOf(document, policy));
  const gst = gstOf(document, policy);
  const gstLines: Array<[string, Cents]> = taken
    ? [
        [A.gstPending, -taken.fromPending],
        [A.gst, -taken.fromDue],
      ]
    : [[policy.basis === 'PAYMENTS' ? A.gstPending : A.gst, gst]];
  return journal(
    document.date,
    { kind: SOURCE[document.kind], id: document.id, number: document.number },
    `${WORD[document.kind]} ${document.number}`,
    [
      ...document.lines.map((line, index): [string, Cents] => [
        expenseCode.get(line.accountId) ?? UNKNOWN_EXPENSE_CODE,
        sign * (costs[index] ?? 0),
      ]),
      ...gstLines,
      [A.payables, -sign * document.total],
    ],
  );
}

/** Payables down, money out; on the payments basis the GST it paid becomes claimable. */
export function postBillPayment(payment: PurchaseDocument['payments'][number], bill: PurchaseDocument, gstDue: Cents): Journal {
  const source = { kind: 'BILL_PAYMENT' as const, id: bill.id, number: bill.number, entryId: payment.id };
  return journal(payment.paidOn, source, `Payment of ${bill.kind === 'EXPENSE' ? 'expense' : 'bill'} ${bill.number}`, [
    [A.payables, payment.amount],
    [A.bank, -payment.amount],
    [A.gst, gstDue],
    [A.gstPending, -gstDue],
  ]);
}

type Event = { date: IsoDate; order: number; id: number; post: () => Journal[] };

const byDate = (a: Event, b: Event) => (a.date === b.date ? a.order - b.order || a.id - b.id : a.date < b.date ? -1 : 1);

const voidOf = (original: Journal, date: IsoDate) =>
  reversal(
    original,
    date,
    {
      kind: 'BILL_VOID',
      id: original.source.id,
      number: original.source.number,
      ...(original.source.entryId === undefined ? {} : { entryId: original.source.entryId }),
    },
    `${original.narration} voided`,
  );

/**
 * Every journal of a bill's or expense's life: the document, its supplier credit notes (and their
 * voids), its payments by date, and its own void, which reverses all it posted on the void's date.
 */
export function purchaseJournals(
  bill: PurchaseDocument,
  creditNotes: readonly PurchaseDocument[],
  policy: PostingPolicy,
  expenseCode: ReadonlyMap<number, string>,
): Journal[] {
  const posted = postPurchase(bill, policy, expenseCode);
  const timing = gstTiming(gstOf(bill, policy), bill.total, policy.basis === 'PAYMENTS');
  const events: Event[] = bill.payments.map((payment) => ({
    date: payment.paidOn,
    order: 1,
    id: payment.id,
    post: () => [postBillPayment(payment, bill, timing.pay(payment.amount))],
  }));
  for (const note of creditNotes) {
    let taken: Taken = { fromPending: 0, fromDue: 0 };
    let noteJournal: Journal | undefined;
    events.push({
      date: note.date,
      order: 0,
      id: note.id,
      post: () => {
        taken = timing.credit(gstOf(note, policy), note.total);
        noteJournal = postPurchase(note, policy, expenseCode, taken);
        return [noteJournal];
      },
    });
    if (note.voidedOn !== undefined) {
      events.push({
        date: note.voidedOn,
        order: 2,
        id: note.id,
        post: () => {
          timing.uncredit(taken, note.total);
          return noteJournal ? [voidOf(noteJournal, note.voidedOn as IsoDate)] : [];
        },
      });
    }
  }
  const journals = [posted, ...events.sort(byDate).flatMap((event) => event.post())];
  if (bill.voidedOn === undefined) return journals;
  const voidedOn = bill.voidedOn;
  return [
    ...journals,
    ...journals.filter((j) => j.source.kind !== 'BILL_VOID' && j.source.kind !== 'SUPPLIER_CREDIT_NOTE').map((j) => voidOf(j, voidedOn)),
  ];
}

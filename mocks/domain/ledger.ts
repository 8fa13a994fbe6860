// A business's ledger, derived when asked from its documents through the shared posting functions
// (src/lib/ledger, decision 360): nothing is stored, so the books can never disagree with the
// documents. NZD invoices only, as the other books; bills are always NZD.
import { todayIn } from '../../src/lib/calendar-date';
import { DEFAULT_GST_BASIS } from '../../src/lib/gst-return';
import { inputTax } from '../../src/lib/input-tax';
import { chartFor, type BusinessChart } from '../../src/lib/ledger/chart';
import { purchaseJournals, type PurchaseDocument } from '../../src/lib/ledger/posting-purchases';
import { invoiceJournals, postClientCredit, type SalesCreditNote, type SalesInvoice } from '../../src/lib/ledger/posting-sales';
import type { Journal, PostingPolicy } from '../../src/lib/ledger/types';
import { TIME_ZONE } from '../../src/config/locale';
import { db, type BillRecord, type BusinessRecord, type CreditNoteRecord, type InvoiceRecord } from '../runtime/db';
import { accountsOf, billNumber } from './purchases';

export interface BusinessLedger {
  chart: BusinessChart;
  journals: Journal[];
}

const policyOf = (business: BusinessRecord): PostingPolicy => ({
  registered: Boolean(business.businessGst?.trim()),
  basis: business.businessGstBasis ?? DEFAULT_GST_BASIS,
});

function grouped<T, K>(items: readonly T[], key: (item: T) => K | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function salesInvoice(record: InvoiceRecord): SalesInvoice {
  return {
    id: record.id,
    number: record.number ?? `#${record.id}`,
    issueDate: record.issueDate,
    subtotal: record.subtotal,
    gst: record.gst,
    total: record.total,
    // The day in New Zealand it was voided; an old record without the instant reverses on its issue date.
    ...(record.status === 'VOID' ? { voidedOn: record.voidedAt ? todayIn(TIME_ZONE, Date.parse(record.voidedAt)) : record.issueDate } : {}),
    payments: record.payments.map(({ id, amount, paidOn, clientCreditId }) => ({
      id,
      amount,
      paidOn,
      ...(clientCreditId === undefined ? {} : { fromClientCredit: true }),
    })),
    refunds: (record.refunds ?? []).map(({ id, amount, refundedOn }) => ({ id, amount, refundedOn })),
  };
}

const salesCreditNote = ({ id, number, issueDate, subtotal, gst, total }: CreditNoteRecord): SalesCreditNote => ({
  id,
  number,
  issueDate,
  subtotal,
  gst,
  total,
});

function purchaseDocument(record: BillRecord, gstClaimed: boolean): PurchaseDocument {
  return {
    id: record.id,
    kind: record.kind,
    number: billNumber(record),
    date: record.date,
    // A bill voided before the void's date was kept reverses on its own date.
    ...(record.status === 'VOID' ? { voidedOn: record.voidedOn ?? record.date } : {}),
    lines: record.lines,
    taxBreakdown: record.taxBreakdown,
    gst: record.gst,
    total: record.total,
    gstClaimed,
    payments: record.payments,
  };
}

/** Every journal of a business, from its documents; one pass over each kind. */
export function ledgerOf(business: BusinessRecord): BusinessLedger {
  const policy = policyOf(business);
  const chart = chartFor(accountsOf(business.id));
  const journals: Journal[] = [];
  const notes = grouped(
    db.creditNotes.findMany((q) => q.where({ businessId: business.id })),
    (note) => note.invoiceId,
  );
  for (const record of db.invoices.findMany((q) => q.where({ businessId: business.id }))) {
    if (record.status === 'DRAFT' || record.currency !== 'NZD') continue;
    journals.push(...invoiceJournals(salesInvoice(record), (notes.get(record.id) ?? []).map(salesCreditNote), policy));
  }
  for (const entry of db.clientCredits.findMany((q) => q.where({ businessId: business.id }))) {
    const posted = postClientCredit(entry);
    if (posted) journals.push(posted);
  }
  const suppliers = new Map(db.suppliers.findMany((q) => q.where({ businessId: business.id })).map((s) => [s.id, s]));
  const bills = db.bills.findMany((q) => q.where({ businessId: business.id })).filter((bill) => bill.status !== 'DRAFT');
  const creditNotes = grouped(bills, (bill) => (bill.kind === 'CREDIT_NOTE' ? bill.creditsBillId : undefined));
  for (const bill of bills) {
    if (bill.kind === 'CREDIT_NOTE') continue;
    // The input tax rule decides the claim; a supplier credit note takes back only what its bill claimed.
    const claimed = inputTax(bill, suppliers.get(bill.supplierId) ?? { name: '' }).reason === null;
    const documents = (creditNotes.get(bill.id) ?? []).map((note) => purchaseDocument(note, claimed));
    journals.push(...purchaseJournals(purchaseDocument(bill, claimed), documents, policy, chart.expenseCode));
  }
  return { chart, journals };
}

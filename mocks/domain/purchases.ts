// Purchases: suppliers, expense accounts and bills of a business. Bills are priced by the one
// calculator (src/lib/invoice-math.ts) and claim GST by the input tax rule (src/lib/input-tax.ts).
import { calculatePurchase } from '../../src/lib/invoice-math';
import type { GstPurchaseMovement } from '../../src/lib/gst-return';
import { CREDIT_NOT_CLAIMED, inputTax } from '../../src/lib/input-tax';
import { sumCents } from '../../src/lib/money';
import type { BillRequest } from '../../src/lib/requests/bills';
import {
  db,
  insert,
  keptUntilDataChanges,
  type BillRecord,
  type ExpenseAccountRecord,
  type ReceiptRecord,
  type SupplierRecord,
} from '../runtime/db';
import type { Bill, BillListItem, Receipt } from '../handlers/types';

/** The accounts every business starts with (docs/invoicing.md#purchases): the list is editable. */
export const STARTING_ACCOUNTS = ['Materials', 'Subcontractors', 'Vehicle', 'Tools', 'Rent paid', 'Fees'] as const;

/** Gives a new business the starting accounts. Call inside serialise() (a write). */
export async function openStartingAccounts(businessId: number): Promise<void> {
  for (const name of STARTING_ACCOUNTS) await insert(db.expenseAccounts, (id) => ({ id, businessId, name }));
}

/** A business's suppliers by name (kept until the data changes: bill editors ask for it often). */
export function suppliersOf(businessId: number): SupplierRecord[] {
  return keptUntilDataChanges(`suppliers of business ${businessId}`, () =>
    db.suppliers.findMany((q) => q.where({ businessId })).sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || a.id - b.id),
  );
}

/** A business's expense accounts by name. */
export function accountsOf(businessId: number): ExpenseAccountRecord[] {
  return keptUntilDataChanges(`expense accounts of business ${businessId}`, () =>
    db.expenseAccounts.findMany((q) => q.where({ businessId })).sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || a.id - b.id),
  );
}

/** The priced content of a bill: its lines with amounts, and its totals. */
export function priceBill(body: Pick<BillRequest, 'lines' | 'pricesIncludeGst'>) {
  const totals = calculatePurchase({ lines: body.lines, pricesIncludeGst: body.pricesIncludeGst });
  return {
    lines: body.lines.map((line, index) => ({
      description: line.description.trim(),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxCode: line.taxCode,
      accountId: line.accountId,
      amount: totals.lineAmounts[index] ?? 0,
    })),
    taxBreakdown: totals.taxBreakdown.map(({ taxCode, net, gst, total }) => ({ taxCode, net, gst, total })),
    subtotal: totals.subtotal,
    gst: totals.gst,
    total: totals.total,
  };
}

/** The next payment id, unique over every bill (the return lists payments of many bills). Call inside serialise(). */
export function nextBillPaymentId(): number {
  let max = 0;
  for (const bill of db.bills.all()) for (const payment of bill.payments) if (payment.id > max) max = payment.id;
  return max + 1;
}

/**
 * A business's purchases for the GST return: each bill that counts (not a draft, not void), each
 * payment made on one, and each supplier credit note received, with the document's treatment
 * groups and its input tax claim (a credit note's is its bill's: it takes back only GST claimed).
 */
export function businessPurchaseMovements(businessId: number): GstPurchaseMovement[] {
  const movements: GstPurchaseMovement[] = [];
  for (const bill of db.bills.findMany((q) => q.where({ businessId }))) {
    if (bill.status === 'DRAFT' || bill.status === 'VOID') continue;
    const supplier = supplierOf(bill);
    const claim = claimOf(bill, supplier);
    const common = {
      billId: bill.id,
      supplierName: supplier.name,
      ...(bill.supplierReference ? { supplierReference: bill.supplierReference } : {}),
      groups: bill.taxBreakdown.map(({ taxCode, total }) => ({ taxCode, total })),
      claimed: claim.reason === null,
      ...(claim.reason ? { reason: claim.reason } : {}),
    };
    if (bill.kind === 'CREDIT_NOTE') {
      movements.push({ kind: 'BILL_CREDIT_NOTE', id: bill.id, date: bill.date, amount: bill.total, ...common });
      continue;
    }
    movements.push({ kind: 'BILL', id: bill.id, date: bill.date, amount: bill.total, ...common });
    // Payments settle what the credit notes left: apportioned over the bill's treatments less theirs.
    const paying = { ...common, groups: netOfCredits(common.groups, creditNotesOf(bill.id)) };
    for (const payment of bill.payments)
      movements.push({ kind: 'BILL_PAYMENT', id: payment.id, date: payment.paidOn, amount: payment.amount, ...paying });
  }
  return movements;
}

/**
 * A bill's treatment groups less its credit notes' (not void), by treatment (decision 215). When a
 * credit note holds a treatment its bill has too little of, the bill's own groups are kept.
 */
function netOfCredits<G extends { taxCode: BillRecord['taxBreakdown'][number]['taxCode']; total: number }>(
  groups: G[],
  creditNotes: readonly BillRecord[],
): G[] {
  const credited = new Map<string, number>();
  for (const note of creditNotes) {
    if (note.status === 'VOID') continue;
    for (const group of note.taxBreakdown) credited.set(group.taxCode, (credited.get(group.taxCode) ?? 0) + group.total);
  }
  if (credited.size === 0) return groups;
  const net = groups.map((group) => ({ ...group, total: group.total - (credited.get(group.taxCode) ?? 0) }));
  const covered = [...credited.keys()].every((code) => groups.some((group) => group.taxCode === code));
  return covered && net.every((group) => group.total >= 0) ? net : groups;
}

export const paidOf = (bill: Pick<BillRecord, 'payments'>) => sumCents(bill.payments.map((payment) => payment.amount));

/** The supplier credit notes of a bill, void ones included, oldest first. */
const creditNotesOf = (billId: number): BillRecord[] =>
  db.bills
    .findMany((q) => q.where({ creditsBillId: billId }))
    .filter((record) => record.kind === 'CREDIT_NOTE')
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));

/** What a bill's credit notes (not void) take off it. */
export const creditedOf = (bill: Pick<BillRecord, 'id' | 'kind'>): number =>
  bill.kind === 'BILL' ? sumCents(creditNotesOf(bill.id).flatMap((note) => (note.status === 'VOID' ? [] : [note.total]))) : 0;

/** What is still owed on a bill: its total less payments and credit notes. */
export const owedOf = (bill: BillRecord): number =>
  bill.status === 'VOID' || bill.kind === 'CREDIT_NOTE' ? 0 : bill.total - paidOf(bill) - creditedOf(bill);

/** An approved bill's status from what settles it (payments `paid` and credit notes): PAID once nothing is left. */
export function statusAfterPayment(bill: BillRecord, paid: number): BillRecord['status'] {
  const settled = paid + creditedOf(bill);
  return settled >= bill.total ? 'PAID' : settled > 0 ? 'PART_PAID' : 'AWAITING_PAYMENT';
}

/** The input tax claim of a document; a credit note's follows the bill it credits. */
export function claimOf(record: BillRecord, supplier: Parameters<typeof inputTax>[1]) {
  if (record.kind !== 'CREDIT_NOTE' || record.creditsBillId === undefined) return inputTax(record, supplier);
  const credited = db.bills.findFirst((q) => q.where({ id: record.creditsBillId as number }));
  const billClaim = credited ? inputTax(credited, supplierOf(credited)) : inputTax(record, supplier);
  return billClaim.reason === null
    ? { claimed: record.gst, reason: null }
    : { claimed: 0, reason: `${CREDIT_NOT_CLAIMED} ${billClaim.reason}` };
}

/** A document's title in words: the supplier's reference, or `#id`. */
export const billNumber = (bill: Pick<BillRecord, 'id' | 'supplierReference'>) => bill.supplierReference || `#${bill.id}`;

function supplierOf(bill: Pick<BillRecord, 'supplierId'>): SupplierRecord {
  return (
    db.suppliers.findFirst((q) => q.where({ id: bill.supplierId })) ?? { id: bill.supplierId, businessId: 0, name: 'Unknown supplier' }
  );
}

export function toBill(record: BillRecord): Bill {
  const supplier = supplierOf(record);
  const claim = claimOf(record, supplier);
  const credits =
    record.creditsBillId === undefined ? undefined : db.bills.findFirst((q) => q.where({ id: record.creditsBillId as number }));
  const accounts = new Map(accountsOf(record.businessId).map((account) => [account.id, account.name]));
  const quote = record.quoteId === undefined ? undefined : db.quotes.findFirst((q) => q.where({ id: record.quoteId as number }));
  return {
    ...toBillListItem(record),
    ...(supplier.gstNumber ? { supplierGstNumber: supplier.gstNumber } : {}),
    pricesIncludeGst: record.pricesIncludeGst,
    ...(record.quoteId !== undefined ? { quoteId: record.quoteId } : {}),
    ...(quote?.number ? { quoteNumber: quote.number } : {}),
    lines: record.lines.map((line) => ({ ...line, accountName: accounts.get(line.accountId) ?? 'Unknown account' })),
    taxBreakdown: record.taxBreakdown,
    subtotal: record.subtotal,
    gst: record.gst,
    ...(claim.reason ? { gstNotClaimedReason: claim.reason } : {}),
    ...(credits ? { creditsBillTitle: billNumber(credits) } : {}),
    credited: creditedOf(record),
    creditNotes: record.kind === 'BILL' ? creditNotesOf(record.id).map(toCreditNoteSummary) : [],
    payments: record.payments.map((payment) => ({ ...payment })),
    paid: paidOf(record),
    receipts: receiptsOf(record.id).map(toReceipt),
    createdBy: record.createdBy,
    createdAt: record.createdAt,
  };
}

function toCreditNoteSummary({ id, status, date, supplierReference, total }: BillRecord) {
  return { id, status, date, ...(supplierReference ? { supplierReference } : {}), total };
}

/** A bill's receipts, oldest first. */
export const receiptsOf = (billId: number): ReceiptRecord[] => db.receipts.findMany((q) => q.where({ billId })).sort((a, b) => a.id - b.id);

/** The receipt as the API shows it: its file is served apart. */
export function toReceipt({ id, fileName, contentType, size, attachedBy, attachedAt }: ReceiptRecord): Receipt {
  return { id, fileName, contentType, size, attachedBy, attachedAt };
}

export function toBillListItem(record: BillRecord): BillListItem {
  const supplier = supplierOf(record);
  return {
    id: record.id,
    businessId: record.businessId,
    kind: record.kind,
    status: record.status,
    supplierId: record.supplierId,
    supplierName: supplier.name,
    ...(record.supplierReference ? { supplierReference: record.supplierReference } : {}),
    date: record.date,
    dueDate: record.dueDate,
    total: record.total,
    gstClaimed: claimOf(record, supplier).claimed,
    balance: owedOf(record),
    ...(record.creditsBillId !== undefined ? { creditsBillId: record.creditsBillId } : {}),
  };
}

/** Bills of the given businesses, newest first (kept until the data changes). */
export function billsNewestFirst(): BillRecord[] {
  return keptUntilDataChanges('bills newest first', () =>
    db.bills.all().sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id)),
  );
}

// The bill editor's preview: what is typed as the bill's page would show it, with the totals of
// the purchase calculator and the GST the input tax rule lets it claim.
import type { Bill, BillKind, BillStatus, ExpenseAccount, Supplier } from '@/api/types';
import type { SelectOption } from '@/components/select/select-field';
import { CREDIT_NOT_CLAIMED, inputTax } from '@/lib/input-tax';
import type { PurchaseTaxCode } from '@/lib/invoice-math';
import { parsePurchaseTax, readPrice, type EditorForm, type LiveTotals } from '@/features/billing/shared/editor/editor-form';
import type { BillDocumentModel } from './bill-document';

/** The lists the preview names things from (the business's suppliers, accounts and quotes). */
export interface PurchaseLookups {
  kind: BillKind;
  /** The saved bill's status; null for a new one (a draft). */
  status: BillStatus | null;
  suppliers: readonly Supplier[] | undefined;
  accounts: readonly ExpenseAccount[] | undefined;
  quotes: readonly SelectOption[];
  /** The bill a supplier credit note reduces: the credit note takes back GST only if the bill claimed it. */
  credits?: Pick<Bill, 'gstNotClaimedReason'> | null;
}

/** The GST a purchase may claim from its supplier, or why not; all of it until a supplier is chosen. */
export const purchaseClaim = (totals: { total: number; gst: number }, supplier: Supplier | null | undefined) =>
  supplier ? inputTax(totals, supplier) : { claimed: totals.gst, reason: null };

/** The claim of a purchase, or what a supplier credit note takes off it: its GST when its bill's was claimed, none otherwise. */
export function documentClaim(
  totals: { total: number; gst: number },
  supplier: Supplier | null | undefined,
  credits: Pick<Bill, 'gstNotClaimedReason'> | null | undefined,
) {
  if (!credits) return purchaseClaim(totals, supplier);
  return credits.gstNotClaimedReason ? { claimed: 0, reason: CREDIT_NOT_CLAIMED } : { claimed: totals.gst, reason: null };
}

export function billPreview(form: EditorForm, { totals }: LiveTotals<PurchaseTaxCode>, lookups: PurchaseLookups): BillDocumentModel {
  const supplier = lookups.suppliers?.find((s) => s.id === form.supplierId);
  const claim = documentClaim(totals, supplier, lookups.credits);
  const accountName = (id: string) => lookups.accounts?.find((a) => String(a.id) === id)?.name ?? '—';
  // An expense is paid when it is recorded; a credit note applied (it owes nothing).
  const paid = lookups.kind === 'EXPENSE' ? totals.total : 0;
  const settled = lookups.kind !== 'BILL';
  return {
    kind: lookups.kind,
    status: lookups.status ?? (settled ? 'PAID' : 'DRAFT'),
    supplierName: supplier?.name ?? 'Choose a supplier',
    ...(supplier?.gstNumber ? { supplierGstNumber: supplier.gstNumber } : {}),
    date: form.issueDate,
    dueDate: settled ? form.issueDate : form.dueDate,
    ...(form.quoteId === null ? {} : { quoteNumber: lookups.quotes.find((q) => q.value === String(form.quoteId))?.label ?? '' }),
    pricesIncludeGst: form.pricesIncludeGst,
    lines: form.lines.map((line, index) => ({
      description: line.description,
      accountName: accountName(line.accountId),
      taxCode: parsePurchaseTax(line.tax).taxCode,
      quantity: line.quantity.trim() === '' ? '0' : line.quantity,
      unitPrice: readPrice(line.unitPrice) ?? 0,
      amount: totals.lineAmounts[index] ?? 0,
    })),
    subtotal: totals.subtotal,
    gst: totals.gst,
    total: totals.total,
    gstClaimed: claim.claimed,
    ...(claim.reason ? { gstNotClaimedReason: claim.reason } : {}),
    paid,
    balance: settled ? 0 : totals.total - paid,
  };
}

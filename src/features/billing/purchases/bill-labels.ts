// Words for bills: statuses, kinds and GST treatments, as the list, the view and the return say them.
import type { BillKind, BillStatus } from '@/api/types';

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  DRAFT: 'Draft',
  AWAITING_PAYMENT: 'Awaiting payment',
  PART_PAID: 'Part paid',
  PAID: 'Paid',
  VOID: 'Void',
};

export const BILL_KIND_LABELS: Record<BillKind, string> = { BILL: 'Bill', EXPENSE: 'Expense', CREDIT_NOTE: 'Credit note' };

export { PURCHASE_TAX_LABELS } from '@/features/billing/shared/invoice-labels';

/** A status in words for its kind: a supplier credit note is applied when recorded, not paid. */
export const billStatusLabel = (status: BillStatus, kind: BillKind = 'BILL') =>
  kind === 'CREDIT_NOTE' && status === 'PAID' ? 'Applied' : BILL_STATUS_LABELS[status];

/** A bill's title: its kind, its supplier and the supplier's reference. */
export const billTitle = (bill: { kind: BillKind; supplierName: string; supplierReference?: string }) =>
  `${BILL_KIND_LABELS[bill.kind]} from ${bill.supplierName}${bill.supplierReference ? ` (${bill.supplierReference})` : ''}`;

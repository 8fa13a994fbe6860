// A bill's status as a small label, in the colours of the invoices' badges.
import type { BillStatus } from '@/api/types';
import '@/features/billing/shared/status-badge.css';
import { BILL_STATUS_LABELS } from './bill-labels';

/** The invoice badge's colour for each bill status. */
const LOOKS_LIKE: Record<BillStatus, string> = {
  DRAFT: 'DRAFT',
  AWAITING_PAYMENT: 'ISSUED',
  PART_PAID: 'PARTIALLY_PAID',
  PAID: 'PAID',
  VOID: 'VOID',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  return (
    <span className="invoice-status" data-status={LOOKS_LIKE[status]}>
      {BILL_STATUS_LABELS[status]}
    </span>
  );
}

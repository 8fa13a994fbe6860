// A bill's status as a small label, in the colours of the invoices' badges.
import type { BillKind, BillStatus } from '@/api/types';
import '@/features/billing/shared/status-badge.css';
import { billStatusLabel } from './bill-labels';

/** The invoice badge's colour for each bill status. */
const LOOKS_LIKE: Record<BillStatus, string> = {
  DRAFT: 'DRAFT',
  AWAITING_PAYMENT: 'ISSUED',
  PART_PAID: 'PARTIALLY_PAID',
  PAID: 'PAID',
  VOID: 'VOID',
};

/** The status of a bill, or of a supplier credit note (`kind`: its PAID reads "Applied"). */
export function BillStatusBadge({ status, kind }: { status: BillStatus; kind?: BillKind }) {
  return (
    <span className="invoice-status" data-status={LOOKS_LIKE[status]}>
      {billStatusLabel(status, kind)}
    </span>
  );
}

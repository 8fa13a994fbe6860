// An invoice's status as a small label; "Overdue" beside it when the balance is late.
import type { InvoiceStatus } from '@/api/types';
import { STATUS_LABELS } from './invoice-labels';
import './status-badge.css';

export function StatusBadge({ status, overdue = false }: { status: InvoiceStatus; overdue?: boolean }) {
  return (
    <span className="invoice-status-group">
      <span className="invoice-status" data-status={status}>
        {STATUS_LABELS[status]}
      </span>
      {overdue ? (
        <span className="invoice-status" data-status="OVERDUE">
          {STATUS_LABELS.OVERDUE}
        </span>
      ) : null}
    </span>
  );
}

// Words for quotes: statuses as a list and the view show them (expired and replaced derived).
import type { QuoteStatusFilter } from '@/api/types';
import { QUOTE_STATUS_LABELS } from '@/features/billing/shared/invoice-labels';

/** The status colour each quote state borrows from the invoice badges (status-badge.css). */
const BADGE_COLOURS: Record<keyof typeof QUOTE_STATUS_LABELS, string> = {
  DRAFT: 'DRAFT',
  SENT: 'ISSUED',
  ACCEPTED: 'PAID',
  DECLINED: 'VOID',
  EXPIRED: 'OVERDUE',
  REPLACED: 'VOID',
};

/** What a quote is now: its status, or Expired or Replaced where those apply. */
export function quoteState(quote: { status: QuoteStatusFilter; expired: boolean; replaced: boolean }): keyof typeof QUOTE_STATUS_LABELS {
  if (quote.replaced) return 'REPLACED';
  return quote.expired ? 'EXPIRED' : quote.status;
}

export function QuoteStatusBadge({ quote }: { quote: { status: QuoteStatusFilter; expired: boolean; replaced: boolean } }) {
  const state = quoteState(quote);
  return (
    <span className="invoice-status" data-status={BADGE_COLOURS[state]}>
      {QUOTE_STATUS_LABELS[state]}
    </span>
  );
}

// The dashboard's line on quotes: how many sent quotes await the client's answer (not expired, not
// replaced) and their total, linking to them. Nothing while loading or when it cannot be loaded:
// the invoice figures around it say more.
import { Link } from 'react-router-dom';
import { useQuoteSummary } from '@/api/quotes';
import { paths } from '@/config/paths';
import { countOf } from '@/lib/format';
import { money } from '@/features/billing/shared/invoice-labels';

export function QuotesAwaiting({ businessId }: { businessId?: number | undefined }) {
  const summary = useQuoteSummary(businessId);
  if (!summary.data) return null;
  const { count, total } = summary.data.awaiting;
  return (
    <p className="ui-card invoice-quotes-awaiting">
      {count === 0 ? 'No quotes await an answer.' : `${countOf(count, 'quote', 'quotes')} awaiting an answer, ${money(total)} in all. `}
      {count > 0 ? <Link to={`${paths.quotes}?status=SENT`}>See the quotes</Link> : null}
    </p>
  );
}

// /create-quote and /quotes/:id/edit: the quote editor once the businesses (and the draft) and the
// company's today are loaded.
import { Link } from 'react-router-dom';
import { useInvoicingBusinesses } from '@/api/invoices';
import { Page } from '@/components/page/page';
import { quotePath } from '@/config/paths';
import { quoteLabel } from '@/lib/quote-rules';
import { LoadFailure, Loading, NoBusiness } from '@/features/billing/shared/editor/editor-states';
import { useCompanyToday } from '@/features/billing/shared/use-server-today';
import { QuoteEditor } from './quote-editor';
import { QuoteNotFound, useRouteQuote } from './use-route-quote';

export function CreateQuotePage() {
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  const title = 'New quote';
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (businesses.isPending || today.today === null) return <Loading title={title} />;
  if (businesses.data.length === 0) return <NoBusiness title={title} />;
  return <QuoteEditor key="new" businesses={businesses.data} draft={null} today={today.today} onReload={() => undefined} />;
}

export function EditQuotePage() {
  const { quote, notFound } = useRouteQuote();
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  const title = 'Edit draft quote';
  if (notFound) return <QuoteNotFound />;
  if (quote.isError) return <LoadFailure title={title} what="The quote" error={quote.error} retry={() => void quote.refetch()} />;
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (!quote.data || !businesses.data || today.today === null) return <Loading title={title} />;
  if (quote.data.status !== 'DRAFT') {
    return (
      <Page title={title} width="narrow">
        <div className="ui-card invoice-empty">
          <p>{quoteLabel(quote.data)} has been sent and can no longer be edited. To change it, revise it.</p>
          <Link to={quotePath(quote.data.id)}>Open {quoteLabel(quote.data)}</Link>
        </div>
      </Page>
    );
  }
  return (
    <QuoteEditor
      key={`${quote.data.id}:${quote.data.version}`}
      businesses={businesses.data}
      draft={quote.data}
      today={today.today}
      onReload={() => void quote.refetch()}
    />
  );
}

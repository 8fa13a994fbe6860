// /quotes/:id: the quote as the client will see it, its actions, the forms to invoice it or add a
// variation, its invoices and history; or why it cannot be shown.
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import type { Quote } from '@/api/types';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { paths, quotePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { canDoQuote, quoteLabel } from '@/lib/quote-rules';
import { InvoiceDocument } from '@/features/billing/shared/document/invoice-document';
import { money } from '@/features/billing/shared/invoice-labels';
import { OutcomeMessage } from '@/features/billing/shared/actions/invoice-outcome';
import { useActionPanel } from '@/features/billing/shared/actions/use-action-panel';
import { ClaimForm } from './claim-form';
import { QuoteActions, type QuotePanel } from './quote-actions';
import { documentFromQuote } from './quote-document-model';
import { QuoteStatusBadge } from './quote-labels';
import { QuoteRecords } from './quote-records';
import { useQuoteActions } from './use-quote-actions';
import { QuoteNotFound, useRouteQuote } from './use-route-quote';
import { VariationForm } from './variation-form';
import { sendableQuote } from './sendable-quote';
import { DocumentLinkPanel } from '@/features/billing/shared/links/document-link-panel';
import '@/components/form/form-layout.css';
import '@/features/billing/shared/invoices.css';
import '@/features/billing/shared/invoice-view.css';
import '@/features/billing/shared/status-badge.css';
import { useOffered } from '@/features/server-capabilities/capabilities-context';

function QuoteView({ quote, refetch }: { quote: Quote; refetch: () => void }) {
  const doc = documentFromQuote(quote);
  const actions = useQuoteActions(quote, doc);
  const panels = useActionPanel<Exclude<QuotePanel, null>>(null, actions.succeeded);
  const { panel, close } = panels;
  const state = { status: quote.status, replaced: quote.replacedBy !== undefined };
  const emails = useOffered('quote-emails');
  const links = useOffered('quote-links');
  return (
    <Page
      title={quote.number ? `Quote ${quoteLabel(quote)}` : 'Draft quote'}
      description={
        <span className="invoice-view__summary">
          <QuoteStatusBadge quote={{ ...quote, replaced: state.replaced }} />
          <span>
            {/* What may be invoiced: the quote and its variations, as the body's "Total with variations". */}
            {quote.recipient.name ?? 'Client'} · {money(quote.contractTotal, quote.currency)}
            {quote.variations.length > 0 ? ' with variations' : ''} · valid until {formatDate(quote.validUntil)}
          </span>
        </span>
      }
    >
      <div className="invoice-view">
        <QuoteActions
          quote={quote}
          actions={actions}
          panels={panels}
          sendable={emails && quote.status !== 'DRAFT' && quote.number ? sendableQuote(quote, doc) : null}
        />
        {quote.replacedBy ? (
          <p className="no-print">
            Replaced by <Link to={quotePath(quote.replacedBy.id)}>{quoteLabel(quote.replacedBy)}</Link>; it can no longer be accepted.
          </p>
        ) : null}
        <OutcomeMessage outcome={actions.outcome} onReload={refetch} />
        {panel === 'claim' && canDoQuote('invoice', state) ? (
          <div className="ui-card no-print">
            <ClaimForm quote={quote} onCancel={() => close()} />
          </div>
        ) : null}
        {panel === 'variation' && canDoQuote('addVariation', state) ? (
          <div className="ui-card no-print">
            <VariationForm quote={quote} onDone={close} onCancel={() => close()} />
          </div>
        ) : null}
        <div className="invoice-print-area">
          <InvoiceDocument document={doc} />
        </div>
        {links && quote.status !== 'DRAFT' && !quote.replacedBy ? (
          <DocumentLinkPanel document={{ type: 'QUOTE', id: quote.id }} noun="quote" />
        ) : null}
        <QuoteRecords quote={quote} />
        <p className="no-print">
          <Link to={paths.quotes}>Back to the quotes</Link>
        </p>
      </div>
      {actions.dialog}
    </Page>
  );
}

export function QuoteViewPage() {
  const { quote, notFound } = useRouteQuote();
  if (notFound) return <QuoteNotFound />;
  if (quote.data) return <QuoteView quote={quote.data} refetch={() => void quote.refetch()} />;
  return (
    <Page title="Quote" width="narrow">
      {quote.isError ? (
        <LoadError
          message="The quote could not be loaded."
          detail={errorMessage(quote.error, 'Please try again.')}
          onRetry={() => void quote.refetch()}
        />
      ) : (
        <p role="status">Loading...</p>
      )}
    </Page>
  );
}

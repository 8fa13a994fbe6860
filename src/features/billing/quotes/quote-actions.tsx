// The quote view's row of actions: only those its status allows (src/lib/quote-rules.ts), then
// those every quote has.
import type { Quote } from '@/api/types';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { editQuotePath } from '@/config/paths';
import { canDoQuote } from '@/lib/quote-rules';
import type { ActionPanel } from '@/features/billing/shared/actions/use-action-panel';
import type { useQuoteActions } from './use-quote-actions';
import { EmailButton } from '@/features/billing/shared/send/email-button';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';

export type QuotePanel = 'claim' | 'variation' | null;

interface QuoteActionsProps {
  quote: Quote;
  actions: ReturnType<typeof useQuoteActions>;
  panels: ActionPanel<Exclude<QuotePanel, null>>;
  /** The quote as the send dialog takes it; null for a draft (it has no number until sent). */
  sendable: SendableDocument | null;
}

export function QuoteActions({ quote, actions, panels, sendable }: QuoteActionsProps) {
  const state = { status: quote.status, replaced: quote.replacedBy !== undefined };
  const { busy } = actions;
  return (
    <div className="invoice-view__actions no-print" role="group" aria-label="Quote actions">
      {canDoQuote('edit', state) ? <ButtonLink to={editQuotePath(quote.id)}>Edit draft</ButtonLink> : null}
      {canDoQuote('send', state) ? (
        <Button busy={busy.answer} onClick={() => actions.onAnswer('send')}>
          Send quote
        </Button>
      ) : null}
      {canDoQuote('accept', state) && !quote.expired ? (
        <Button busy={busy.answer} onClick={() => actions.onAnswer('accept')}>
          Mark accepted
        </Button>
      ) : null}
      {canDoQuote('decline', state) ? (
        <Button variant="secondary" busy={busy.answer} onClick={() => actions.onAnswer('decline')}>
          Mark declined
        </Button>
      ) : null}
      {canDoQuote('revise', state) ? (
        <Button variant="secondary" busy={busy.copy} onClick={() => actions.onCopy('revise')}>
          Revise
        </Button>
      ) : null}
      {canDoQuote('invoice', state) ? (
        quote.remaining > 0 ? (
          <Button {...panels.opener('claim')}>Create invoice</Button>
        ) : (
          // Where the action was: nothing is left to invoice (drafts reserve their amount).
          <span className="invoice-view__action-note">Fully invoiced</span>
        )
      ) : null}
      {canDoQuote('addVariation', state) ? (
        <Button variant="secondary" {...panels.opener('variation')}>
          Add variation
        </Button>
      ) : null}
      <Button variant="secondary" busy={busy.copy} onClick={() => actions.onCopy('duplicate')}>
        Duplicate
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="secondary" busy={busy.pdf} busyLabel="Making the PDF…" onClick={actions.onDownload}>
        Download PDF
      </Button>
      {sendable ? <EmailButton document={sendable} onSent={actions.succeeded} /> : null}
      {canDoQuote('delete', state) ? (
        <Button variant="danger" busy={busy.remove} onClick={actions.onDelete}>
          Delete draft
        </Button>
      ) : null}
    </div>
  );
}

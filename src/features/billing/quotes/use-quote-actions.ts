// What the quote view's buttons do: send, accept, decline, revise, duplicate and delete (asked first
// where it cannot be undone), and download the PDF; the outcome of the last one, for the page to show.
import { useNavigate } from 'react-router-dom';
import { useAnswerQuote, useCopyQuote, useDeleteQuote, type QuoteAnswer } from '@/api/quotes';
import type { Quote } from '@/api/types';
import { useConfirm, type ConfirmOptions } from '@/components/dialog/use-confirm';
import { editQuotePath, paths } from '@/config/paths';
import { quoteLabel } from '@/lib/quote-rules';
import type { InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';
import { useActionOutcome } from '@/features/billing/shared/actions/use-action-outcome';

const QUESTIONS: Record<QuoteAnswer, ConfirmOptions> = {
  send: {
    title: 'Send this quote?',
    detail: 'It takes the next quote number of the business and can no longer be edited. You can still revise it.',
    confirmLabel: 'Send quote',
  },
  accept: {
    title: 'Mark this quote accepted?',
    detail: 'Once accepted it can be invoiced: a deposit, progress claims and the final invoice.',
    confirmLabel: 'Mark accepted',
  },
  decline: {
    title: 'Mark this quote declined?',
    detail: 'A declined quote can no longer be accepted or invoiced.',
    confirmLabel: 'Mark declined',
    tone: 'danger',
  },
};

const DONE: Record<QuoteAnswer, (quote: Quote) => string> = {
  send: (quote) => `Sent as ${quoteLabel(quote)}.`,
  accept: () => 'Marked accepted. It can now be invoiced.',
  decline: () => 'Marked declined.',
};

export function useQuoteActions(quote: Quote, doc: InvoiceDocumentModel) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const answer = useAnswerQuote();
  const copy = useCopyQuote();
  const remove = useDeleteQuote();
  const { id, version } = quote;
  const { outcome, clear, succeeded, failed, pdfBusy, onDownload } = useActionOutcome(doc, id);

  const onAnswer = async (action: QuoteAnswer) => {
    if (!(await confirm(QUESTIONS[action]))) return;
    clear();
    answer.mutate(
      { id, version, action },
      {
        onSuccess: (changed) => succeeded(DONE[action](changed)),
        onError: failed(`The quote could not be marked ${action === 'send' ? 'sent' : `${action}ed`}.`),
      },
    );
  };

  const onCopy = (how: 'revise' | 'duplicate') => {
    clear();
    copy.mutate(
      { id, version, how },
      { onSuccess: (made) => void navigate(editQuotePath(made.id)), onError: failed(`The quote could not be ${how}d.`) },
    );
  };

  const onDelete = async () => {
    const question: ConfirmOptions = {
      title: 'Delete this draft quote?',
      detail: 'The draft is removed for good.',
      confirmLabel: 'Delete draft',
      tone: 'danger',
    };
    if (!(await confirm(question))) return;
    remove.mutate({ id, version }, { onSuccess: () => void navigate(paths.quotes), onError: failed('The draft could not be deleted.') });
  };

  return {
    outcome,
    succeeded,
    dialog,
    busy: { answer: answer.isPending, copy: copy.isPending, remove: remove.isPending, pdf: pdfBusy },
    onAnswer: (action: QuoteAnswer) => void onAnswer(action),
    onCopy,
    onDelete: () => void onDelete(),
    onDownload: () => void onDownload(),
  };
}

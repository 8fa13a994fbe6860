// The quote editor: the document editor shell (parties, lines, totals, preview, kept work, leave
// guard) configured with the quote's own dates and terms. Drafts only; a sent quote is revised instead.
import { useCallback, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom, httpStatusOf } from '@/api/errors';
import { isStaleVersion } from '@/api/invoices';
import { useCreateQuote, useUpdateQuote } from '@/api/quotes';
import type { InvoicingBusiness, Quote } from '@/api/types';
import { Page } from '@/components/page/page';
import { paths, quotePath } from '@/config/paths';
import type { IsoDate } from '@/lib/calendar-date';
import { quoteLabel } from '@/lib/quote-rules';
import { useAuth } from '@/features/session/use-auth';
import { EditorActions } from '@/features/billing/shared/editor/editor-actions';
import { EditorShell } from '@/features/billing/shared/editor/editor-shell';
import { useDocumentEditor, type PreviewOf } from '@/features/billing/shared/editor/use-document-editor';
import { useUnsavedDocument } from '@/features/billing/shared/editor/use-unsaved-document';
import { previewFromQuoteForm } from './quote-document-model';
import { liveTotals } from '@/features/billing/shared/editor/editor-form';
import { emptyQuoteForm, formFieldOf, formFromQuote, QUOTE_TYPE, quoteFormFromKept, toQuoteInput, validateQuoteForm } from './quote-form';

const STALE =
  'Someone else changed this draft quote since you opened it. Your changes are kept in this browser: reload it and they are offered back.';

export interface QuoteEditorProps {
  businesses: InvoicingBusiness[];
  draft: Quote | null;
  /** The company's today (the server's): a new quote's date. */
  today: IsoDate;
  onReload: () => void;
}

const serverFieldErrors = (error: unknown) =>
  Object.fromEntries(Object.entries(fieldErrorsFrom(error)).map(([field, message]) => [formFieldOf(field), message]));

export function QuoteEditor({ businesses, draft, today, onReload }: QuoteEditorProps) {
  const { username } = useAuth();
  const navigate = useNavigate();
  const [initial] = useState(() => (draft ? formFromQuote(draft) : emptyQuoteForm(today, businesses.length === 1 ? businesses[0] : null)));
  const number = draft?.number ? quoteLabel(draft) : null;
  const previewOf: PreviewOf = useCallback(
    (form, live, business, client) => previewFromQuoteForm(form, live, business, client, number),
    [number],
  );
  const editing = useDocumentEditor({ initial, businesses, totalsOf: liveTotals, previewOf });
  const { editor } = editing;
  const { form, pending, submit } = editor;
  const kept = useUnsavedDocument({
    kind: 'quote',
    label: draft ? 'a draft quote' : 'a new quote',
    username,
    draft,
    businesses,
    initial,
    editor,
    migrate: quoteFormFromKept,
  });
  const create = useCreateQuote();
  const update = useUpdateQuote();

  const save = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (pending) return;
    submit({
      validate: () => validateQuoteForm(form),
      send: async () => {
        const input = toQuoteInput(form);
        const saved = draft
          ? await update.mutateAsync({ id: draft.id, input: { ...input, version: draft.version } })
          : await create.mutateAsync(input);
        kept.saved();
        void navigate(quotePath(saved.id), {
          state: { flash: draft ? 'Draft quote saved.' : 'Draft quote saved. It gets its number when it is sent.' },
        });
      },
      fieldErrors: serverFieldErrors,
      failure: (error) =>
        isStaleVersion(error)
          ? { text: STALE, reload: true }
          : { text: errorMessage(error, 'The quote could not be saved. Please try again.'), reload: httpStatusOf(error) === 409 },
    })();
  };

  return (
    <Page title={draft ? 'Edit draft quote' : 'New quote'} description={draft ? `Created by ${draft.createdBy}.` : undefined} width="full">
      <EditorShell
        type={QUOTE_TYPE}
        editor={editing}
        kept={kept}
        label={draft ? 'Edit draft quote' : 'New quote'}
        onSubmit={save}
        actions={
          <EditorActions
            onReload={draft ? onReload : null}
            busy={pending ? 'save' : null}
            cancelTo={draft ? quotePath(draft.id) : paths.quotes}
          />
        }
      />
    </Page>
  );
}

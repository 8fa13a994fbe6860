// The quote editor: the invoice editor's parts (parties, lines, totals, preview, kept work, leave
// guard) around the quote's own dates and terms. Drafts only; a sent quote is revised instead.
import { useDeferredValue, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom, httpStatusOf } from '@/api/errors';
import { isStaleVersion, useInvoicingClients } from '@/api/invoices';
import { useCreateQuote, useUpdateQuote } from '@/api/quotes';
import type { InvoicingBusiness, Quote } from '@/api/types';
import { EditorLayout } from '@/components/editor-layout/editor-layout';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptWork } from '@/components/form/use-kept-work';
import { Page } from '@/components/page/page';
import { paths, quotePath } from '@/config/paths';
import type { IsoDate } from '@/lib/calendar-date';
import { quoteLabel } from '@/lib/quote-rules';
import { useAuth } from '@/features/session/use-auth';
import { EditorActions, type EditorOutcome } from '../shared/editor/editor-actions';
import { liveTotals, type EditorForm } from '../shared/editor/editor-form';
import { LeaveGuard } from '../shared/editor/leave-guard';
import { LinesSection } from '../shared/editor/lines-section';
import { PartiesSection } from '../shared/editor/parties-section';
import { readUnsavedEntry, sameContent } from '../shared/editor/unsaved-work';
import { useEditorState } from '../shared/editor/use-editor-state';
import { InvoiceDocument } from '../shared/document/invoice-document';
import { previewFromQuoteForm } from './quote-document-model';
import { QuoteDatesSection, QuoteTermsSection } from './quote-editor-sections';
import { emptyQuoteForm, formFieldOf, formFromQuote, toQuoteInput, validateQuoteForm } from './quote-form';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import '../shared/invoices.css';
import '../shared/editor/invoice-editor.css';

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
  const editor = useEditorState(initial);
  const { form, dispatch } = editor;
  const kept = useKeptWork<EditorForm>({
    kind: 'quote',
    owner: username,
    id: draft?.id ?? null,
    label: draft ? 'a draft quote' : 'a new quote',
    values: form,
    unsaved: editor.dirty,
    read: (entry) => {
      const work = readUnsavedEntry(entry);
      return work ? { values: work.form } : null;
    },
    write: (current) => ({ baseVersion: draft?.version ?? null, form: current }),
    restore: (restored) =>
      editor.replace(businesses.some((b) => b.id === restored.businessId) ? restored : { ...restored, businessId: null, clientId: null }),
    sameAsStart: (restored) => sameContent(restored, initial),
  });
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const linesMessage = useRef<HTMLDivElement>(null);
  const {
    form: formElement,
    message: outcome,
    pending,
    submit,
  } = useFormSubmit<string, EditorOutcome>({
    showErrors: editor.showErrors,
    invalidMessage: { text: 'Check the highlighted fields.' },
    onUnfocusable: () => linesMessage.current?.focus(),
  });

  // Choosing a business fills an invoice's payment instructions; on a quote that field is the terms, kept as typed.
  const partiesDispatch: typeof dispatch = (action) => {
    dispatch(action);
    if (action.type === 'business') dispatch({ type: 'field', field: 'paymentInstructions', value: form.paymentInstructions });
  };
  const business = businesses.find((b) => b.id === form.businessId) ?? null;
  const clients = useInvoicingClients(business?.id ?? null);
  const client = clients.data?.find((c) => c.id === form.clientId) ?? null;
  const live = useMemo(() => liveTotals(form), [form]);
  const deferredForm = useDeferredValue(form);
  const number = draft?.number ? quoteLabel(draft) : null;
  const preview = useMemo(
    () => previewFromQuoteForm(deferredForm, liveTotals(deferredForm), business, client, number),
    [deferredForm, business, client, number],
  );

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
        kept.clear();
        kept.letGo();
        editor.markSaved();
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
      <LeaveGuard shouldBlock={kept.shouldBlock} />
      <EditorLayout preview={<InvoiceDocument document={preview} headingLevel={3} label="Preview of the quote" />}>
        <KeptWorkForm
          kept={kept}
          ref={formElement}
          className="invoice-editor"
          noValidate
          onSubmit={save}
          aria-label={draft ? 'Edit draft quote' : 'New quote'}
        >
          <PartiesSection
            form={form}
            dispatch={partiesDispatch}
            errors={editor.errors.general}
            businesses={businesses}
            business={business}
            clients={clients}
            client={client}
          />
          <QuoteDatesSection form={form} dispatch={dispatch} errors={editor.errors.general} />
          <LinesSection
            form={form}
            dispatch={dispatch}
            errors={editor.errors}
            business={business}
            totals={live.totals}
            onMove={editor.onMove}
            onRemove={editor.onRemove}
            onAddLine={() => editor.addLine(business)}
            messageRef={linesMessage}
          />
          <QuoteTermsSection form={form} dispatch={dispatch} errors={editor.errors.general} />
          <EditorActions
            outcome={outcome}
            onReload={draft ? onReload : null}
            busy={pending ? 'save' : null}
            cancelTo={draft ? quotePath(draft.id) : paths.quotes}
            changes={editor.dirty ? (kept.refused ? 'not-kept' : 'kept') : null}
          />
        </KeptWorkForm>
      </EditorLayout>
    </Page>
  );
}

// One editor for new invoices and drafts (the create and edit pages render it). Live totals come
// from the shared calculator; the preview is the document itself. What is typed is kept in this
// browser (per user and draft) until it is saved, and offered back after a reload, a crash or a
// forced sign-out; leaving with unsaved changes asks first.
import { useDeferredValue, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { fieldErrorsFrom, errorMessage, httpStatusOf } from '@/api/errors';
import { isStaleVersion, useInvoicingClients } from '@/api/invoices';
import type { Invoice, InvoicingBusiness } from '@/api/types';
import { useConfirm } from '@/components/dialog/use-confirm';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { EditorLayout } from '@/components/editor-layout/editor-layout';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Page } from '@/components/page/page';
import { invoicePath, paths } from '@/config/paths';
import type { IsoDate } from '@/lib/calendar-date';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceDocument } from '../../shared/document/invoice-document';
import { DatesSection } from '../../shared/editor/dates-section';
import { documentFromForm } from '../../shared/editor/editor-document';
import { emptyForm, formFromInvoice, liveTotals, validateForm } from '../../shared/editor/editor-form';
import { EditorActions, type EditorOutcome } from '../../shared/editor/editor-actions';
import { LeaveGuard } from '../../shared/editor/leave-guard';
import { LinesSection } from '../../shared/editor/lines-section';
import { NotesSection } from '../../shared/editor/notes-section';
import { PartiesSection } from '../../shared/editor/parties-section';
import { useEditorState } from '../../shared/editor/use-editor-state';
import { useSaveThenIssue } from './use-save-then-issue';
import { useUnsavedInvoice } from './use-unsaved-invoice';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import '../../shared/invoices.css';
import '../../shared/editor/invoice-editor.css';

const STALE_DRAFT =
  'Someone else changed this draft since you opened it. Your changes are kept in this browser: reload the draft and they are offered back.';

export interface InvoiceEditorProps {
  businesses: InvoicingBusiness[];
  draft: Invoice | null;
  /** The company's today (the server's): a new invoice's issue date. */
  today: IsoDate;
  onReload: () => void;
}

export function InvoiceEditor({ businesses, draft, today, onReload }: InvoiceEditorProps) {
  const { username } = useAuth();
  const { confirm, dialog } = useConfirm();
  // The editor is keyed by draft and version: its first form never changes.
  const [initial] = useState(() => (draft ? formFromInvoice(draft) : emptyForm(today, businesses.length === 1 ? businesses[0] : null)));
  const editor = useEditorState(initial);
  const { form, dispatch } = editor;
  const kept = useUnsavedInvoice({ username, draft, businesses, initial, form, dirty: editor.dirty, replace: editor.replace });
  const saveThenIssue = useSaveThenIssue(draft, () => {
    // Safe on the server now: the copy in this browser is no longer needed, and leaving is expected.
    kept.clear();
    kept.letGo();
    editor.markSaved();
  });
  const linesMessage = useRef<HTMLDivElement>(null);
  const [action, setAction] = useState<'save' | 'issue'>('save');
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

  const business = businesses.find((b) => b.id === form.businessId) ?? null;
  const clients = useInvoicingClients(business?.id ?? null);
  const client = clients.data?.find((c) => c.id === form.clientId) ?? null;
  const live = useMemo(() => liveTotals(form), [form]);
  const deferredForm = useDeferredValue(form);
  const preview = useMemo(
    () => documentFromForm(deferredForm, liveTotals(deferredForm), business, client),
    [deferredForm, business, client],
  );

  const save = (issuing: boolean) => (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (pending) return;
    setAction(issuing ? 'issue' : 'save');
    submit({
      validate: () => validateForm(form, { issuing, business, client }),
      confirm: issuing
        ? () =>
            confirm({
              title: 'Issue this invoice?',
              detail: `It takes the next number of ${business?.name ?? 'the business'}${business ? ` (${business.nextInvoiceNumber} unless someone else issues first)` : ''} and can no longer be edited. You can still void it.`,
              confirmLabel: 'Issue invoice',
            })
        : undefined,
      send: () => saveThenIssue(form, issuing),
      fieldErrors: fieldErrorsFrom,
      failure: (error) =>
        isStaleVersion(error)
          ? { text: STALE_DRAFT, reload: true }
          : { text: errorMessage(error, 'The invoice could not be saved. Please try again.'), reload: httpStatusOf(error) === 409 },
    })();
  };

  return (
    <Page
      title={draft ? 'Edit draft invoice' : 'Create Invoice'}
      description={draft ? `Created by ${draft.createdBy}. Drafts have no number until they are issued.` : undefined}
      width="full"
    >
      <LeaveGuard shouldBlock={kept.shouldBlock} />
      {dialog}
      <EditorLayout preview={<InvoiceDocument document={preview} headingLevel={3} label="Preview of the invoice" />}>
        <KeptWorkForm
          kept={kept}
          ref={formElement}
          className="invoice-editor"
          noValidate
          onSubmit={save(false)}
          aria-label={draft ? 'Edit draft invoice' : 'New invoice'}
        >
          <PartiesSection
            form={form}
            dispatch={dispatch}
            errors={editor.errors.general}
            businesses={businesses}
            business={business}
            clients={clients}
            client={client}
          />
          <DatesSection form={form} dispatch={dispatch} errors={editor.errors.general} />
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
          <NotesSection form={form} dispatch={dispatch} />
          <EditorActions
            outcome={outcome}
            onReload={draft ? onReload : null}
            busy={pending ? action : null}
            onIssue={save(true)}
            cancelTo={draft ? invoicePath(draft.id) : paths.dashboard}
            changes={editor.dirty ? (kept.refused ? 'not-kept' : 'kept') : null}
          />
        </KeptWorkForm>
      </EditorLayout>
    </Page>
  );
}

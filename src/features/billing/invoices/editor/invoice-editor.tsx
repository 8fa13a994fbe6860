// One editor for new invoices and drafts (the create and edit pages render it). Live totals come
// from the shared calculator; the preview is the document itself. What is typed is kept in this
// browser (per user and draft) until it is saved, and offered back after a reload, a crash or a
// forced sign-out; leaving with unsaved changes asks first.
import { useState, type SyntheticEvent } from 'react';
import { fieldErrorsFrom, errorMessage, httpStatusOf } from '@/api/errors';
import { isStaleVersion } from '@/api/invoices';
import type { Invoice, InvoicingBusiness } from '@/api/types';
import { useConfirm } from '@/components/dialog/use-confirm';
import { Page } from '@/components/page/page';
import { invoicePath, paths } from '@/config/paths';
import type { IsoDate } from '@/lib/calendar-date';
import { useAuth } from '@/features/session/use-auth';
import { INVOICE_TYPE } from '@/features/billing/shared/editor/document-type';
import { documentFromForm } from '@/features/billing/shared/editor/editor-document';
import { emptyForm, formFromInvoice, liveTotals } from '@/features/billing/shared/editor/editor-form';
import { validateForm } from '@/features/billing/shared/editor/editor-checks';
import { EditorActions } from '@/features/billing/shared/editor/editor-actions';
import { EditorShell } from '@/features/billing/shared/editor/editor-shell';
import { useDocumentEditor } from '@/features/billing/shared/editor/use-document-editor';
import { useUnsavedDocument } from '@/features/billing/shared/editor/use-unsaved-document';
import { unsavedWorkLabel } from '@/features/billing/shared/editor/unsaved-work';
import { lockedPeriodOf, PeriodLockedNotice } from '@/features/billing/shared/period-lock/period-locked-notice';
import { useSaveThenIssue } from './use-save-then-issue';

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
  const editing = useDocumentEditor({ initial, businesses, totalsOf: liveTotals, previewOf: documentFromForm });
  const { editor } = editing;
  const { form, business, client, pending, submit } = editor;
  const kept = useUnsavedDocument({
    kind: 'invoice',
    label: unsavedWorkLabel(draft?.id ?? null),
    username,
    draft,
    businesses,
    initial,
    editor,
    changedNote: 'The draft has been changed since; restoring puts your version back on screen.',
  });
  const saveThenIssue = useSaveThenIssue(draft, kept.saved);
  const [action, setAction] = useState<'save' | 'issue'>('save');

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
      failure: (error) => {
        if (isStaleVersion(error)) return { text: STALE_DRAFT, reload: true };
        const message = errorMessage(error, 'The invoice could not be saved. Please try again.');
        const locked = lockedPeriodOf(error);
        if (!locked) return { text: message, reload: httpStatusOf(error) === 409 };
        // Re-dated today, the draft keeps all that was typed; the due date follows the terms.
        const redate = (day: IsoDate) => editor.dispatch({ type: 'issueDate', value: day });
        return { text: <PeriodLockedNotice locked={locked} onRedate={redate} /> };
      },
    })();
  };

  return (
    <Page
      title={draft ? 'Edit draft invoice' : 'Create Invoice'}
      description={draft ? `Created by ${draft.createdBy}. Drafts have no number until they are issued.` : undefined}
      width="full"
    >
      {dialog}
      <EditorShell
        type={INVOICE_TYPE}
        editor={editing}
        kept={kept}
        label={draft ? 'Edit draft invoice' : 'New invoice'}
        onSubmit={save(false)}
        actions={
          <EditorActions
            onReload={draft ? onReload : null}
            busy={pending ? action : null}
            onIssue={save(true)}
            cancelTo={draft ? invoicePath(draft.id) : paths.dashboard}
          />
        }
      />
    </Page>
  );
}

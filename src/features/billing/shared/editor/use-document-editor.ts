// One hook for every document editor (invoice, quote, schedule): the form and its errors, the
// chosen business and client, the live totals, the preview (deferred, so typing stays quick) and
// the submit flow with the editor's messages. What differs per document is passed in.
import { useDeferredValue, useMemo, useRef } from 'react';
import { useInvoicingClients } from '@/api/invoices';
import type { InvoicingBusiness, InvoicingClient } from '@/api/types';
import { useFormSubmit, type FieldErrors } from '@/components/form/use-form-submit';
import type { InvoiceDocumentModel } from '../document/invoice-document-model';
import type { EditorOutcome } from './editor-actions';
import { liveTotals, type EditorForm, type LiveTotals } from './editor-form';
import { useEditorState } from './use-editor-state';

export type PreviewOf = (
  form: EditorForm,
  live: LiveTotals,
  business: InvoicingBusiness | null,
  client: InvoicingClient | null,
) => InvoiceDocumentModel;

export interface DocumentEditorOptions {
  initial: EditorForm;
  businesses: readonly InvoicingBusiness[];
  /** The document the preview shows for what is typed. Stable (module level or memoised). */
  previewOf: PreviewOf;
  /** Errors for the document's own fields, beside the shared ones. */
  onErrors?: (errors: FieldErrors) => void;
}

export function useDocumentEditor({ initial, businesses, previewOf, onErrors }: DocumentEditorOptions) {
  const editor = useEditorState(initial);
  const { form } = editor;
  const linesMessageRef = useRef<HTMLDivElement>(null);
  const {
    form: formRef,
    message: outcome,
    pending,
    submit,
  } = useFormSubmit<string, EditorOutcome>({
    showErrors: (errors) => {
      editor.showErrors(errors);
      onErrors?.(errors);
    },
    invalidMessage: { text: 'Check the highlighted fields.' },
    onUnfocusable: () => linesMessageRef.current?.focus(),
  });

  const business = businesses.find((b) => b.id === form.businessId) ?? null;
  const clients = useInvoicingClients(business?.id ?? null);
  const client = clients.data?.find((c) => c.id === form.clientId) ?? null;
  const live = useMemo(() => liveTotals(form), [form]);
  const deferredForm = useDeferredValue(form);
  const preview = useMemo(
    () => previewOf(deferredForm, liveTotals(deferredForm), business, client),
    [previewOf, deferredForm, business, client],
  );

  // The refs apart from the state: React's rules read an object holding a ref as a ref.
  return {
    editor: {
      ...editor,
      outcome,
      pending,
      submit,
      businesses,
      business,
      clients,
      client,
      live,
      preview,
    },
    formRef,
    linesMessageRef,
  };
}

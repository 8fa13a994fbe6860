// One hook for every document editor (invoice, quote, schedule, bill): the form and its errors, the
// chosen business and client, the live totals, the preview (deferred, so typing stays quick) and
// the submit flow with the editor's messages. What differs per document is passed in.
import { useDeferredValue, useMemo, useRef } from 'react';
import { useInvoicingClients } from '@/api/invoices';
import type { InvoicingBusiness, InvoicingClient } from '@/api/types';
import { useFormSubmit, type FieldErrors } from '@/components/form/use-form-submit';
import type { PurchaseTaxCode, TaxCode } from '@/lib/invoice-math';
import type { InvoiceDocumentModel } from '../document/invoice-document-model';
import type { EditorOutcome } from './editor-actions';
import type { EditorForm, LiveTotals } from './editor-form';
import { useEditorState } from './use-editor-state';

export type PreviewOf<P = InvoiceDocumentModel, C extends PurchaseTaxCode = TaxCode> = (
  form: EditorForm,
  live: LiveTotals<C>,
  business: InvoicingBusiness | null,
  client: InvoicingClient | null,
) => P;

export interface DocumentEditorOptions<P, C extends PurchaseTaxCode> {
  initial: EditorForm;
  businesses: readonly InvoicingBusiness[];
  /** The totals of what is typed: liveTotals (a sale) or livePurchaseTotals (a purchase). Stable. */
  totalsOf: (form: EditorForm) => LiveTotals<C>;
  /** The document the preview shows for what is typed. Stable (module level or memoised). */
  previewOf: PreviewOf<P, C>;
  /** The business's clients are a party (not a purchase's: its supplier is). */
  withClients?: boolean;
  /** Errors for the document's own fields, beside the shared ones. */
  onErrors?: (errors: FieldErrors) => void;
}

export function useDocumentEditor<P = InvoiceDocumentModel, C extends PurchaseTaxCode = TaxCode>({
  initial,
  businesses,
  totalsOf,
  previewOf,
  withClients = true,
  onErrors,
}: DocumentEditorOptions<P, C>) {
  const editor = useEditorState(initial);
  const { form } = editor;
  const linesMessageRef = useRef<HTMLDivElement>(null);
  const {
    form: formRef,
    message: outcome,
    setMessage: setOutcome,
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
  const clients = useInvoicingClients(withClients ? (business?.id ?? null) : null);
  const client = clients.data?.find((c) => c.id === form.clientId) ?? null;
  const live = useMemo(() => totalsOf(form), [totalsOf, form]);
  const deferredForm = useDeferredValue(form);
  const preview = useMemo(
    () => previewOf(deferredForm, totalsOf(deferredForm), business, client),
    [previewOf, totalsOf, deferredForm, business, client],
  );

  // The refs apart from the state: React's rules read an object holding a ref as a ref.
  return {
    editor: {
      ...editor,
      outcome,
      setOutcome,
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

/** What useDocumentEditor returns, for a document previewed as P. */
export type DocumentEditor<P = InvoiceDocumentModel, C extends PurchaseTaxCode = TaxCode> = ReturnType<typeof useDocumentEditor<P, C>>;

// The document editor's shell: the preview beside the form, the kept-work offer, and the sections a
// document type configures (parties, dates, lines, notes) with its own parts where it has them.
// The sections read the editor from context. Adding a document type: docs/architecture.md#document-editor.
import { useMemo, type ReactNode, type SyntheticEvent } from 'react';
import type { KeptWork } from '@/components/form/use-kept-work';
import { EditorLayout } from '@/components/editor-layout/editor-layout';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import type { InputTax } from '@/lib/input-tax';
import type { PurchaseTaxCode, TaxCode } from '@/lib/invoice-math';
import { InvoiceDocument } from '../document/invoice-document';
import type { InvoiceDocumentModel } from '../document/invoice-document-model';
import { DatesSection } from './dates-section';
import type { DocumentType } from './document-type';
import { EditorActionsContext, EditorViewContext } from './editor-context';
import { LeaveGuard } from './leave-guard';
import type { AccountOption } from './line-items';
import { LinesSection } from './lines-section';
import { NotesSection } from './notes-section';
import { PartiesSection } from './parties-section';
import type { DocumentEditor } from './use-document-editor';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import '../invoices.css';
import './invoice-editor.css';

interface EditorShellProps<P, C extends PurchaseTaxCode> {
  type: DocumentType;
  /** What useDocumentEditor returned. */
  editor: DocumentEditor<P, C>;
  kept: KeptWork;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: SyntheticEvent) => void;
  /** Draws the preview (with the type's previewLabel); a sale's invoice document by default. */
  renderPreview?: (preview: P, label: string) => ReactNode;
  /** The parties section in place of the sale's (business and client): a purchase's supplier. */
  parties?: ReactNode;
  /** Above the form (a schedule's status and actions). */
  header?: ReactNode;
  /** The document's own section, after the parties (a schedule's timing). */
  ownSection?: ReactNode;
  /** Under the issue date: the period lock's notice when the server refused the date. */
  issueDateNotice?: ReactNode;
  /** A purchase's line accounts (stable: the line rows are memoised) and its GST claim. */
  purchase?: { accounts: readonly AccountOption[] | null; claim: InputTax };
  /** The bar under the form. */
  actions: ReactNode;
}

const invoicePreview = (preview: unknown, label: string) => (
  // Without renderPreview the editor's previewOf made an invoice's document (the sale's default).
  <InvoiceDocument document={preview as InvoiceDocumentModel} headingLevel={3} label={label} />
);

export function EditorShell<P = InvoiceDocumentModel, C extends PurchaseTaxCode = TaxCode>({
  type,
  editor: { editor, formRef, linesMessageRef },
  kept,
  label,
  onSubmit,
  renderPreview = invoicePreview,
  parties,
  header,
  ownSection,
  issueDateNotice,
  purchase,
  actions,
}: EditorShellProps<P, C>) {
  const { dispatch, onMove, onRemove } = editor;
  const lineActions = useMemo(() => ({ dispatch, onMove, onRemove }), [dispatch, onMove, onRemove]);
  const view = {
    form: editor.form,
    errors: editor.errors,
    businesses: editor.businesses,
    business: editor.business,
    clients: editor.clients,
    client: editor.client,
    totals: editor.live.totals,
    accounts: purchase?.accounts ?? null,
    claim: purchase?.claim ?? null,
    // A purchase's line is charged GST as printed: its new line starts at 15 %, whoever buys.
    addLine: () => editor.addLine(type.lines.treatments === 'purchase' ? null : editor.business),
    linesMessage: linesMessageRef,
    outcome: editor.outcome,
    changes: editor.dirty ? (kept.refused ? ('not-kept' as const) : ('kept' as const)) : null,
  };
  return (
    <EditorActionsContext value={lineActions}>
      <EditorViewContext value={view}>
        {type.leaveGuard ? <LeaveGuard shouldBlock={kept.shouldBlock} /> : null}
        <EditorLayout preview={renderPreview(editor.preview, type.previewLabel)}>
          {header}
          <KeptWorkForm kept={kept} ref={formRef} className="invoice-editor" noValidate onSubmit={onSubmit} aria-label={label}>
            {parties ?? <PartiesSection />}
            {ownSection}
            <DatesSection {...type.dates} issueDateNotice={issueDateNotice} />
            <LinesSection {...type.lines} />
            {type.notes ? <NotesSection {...type.notes} /> : null}
            {actions}
          </KeptWorkForm>
        </EditorLayout>
      </EditorViewContext>
    </EditorActionsContext>
  );
}

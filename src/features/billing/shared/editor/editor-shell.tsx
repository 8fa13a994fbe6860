// The document editor's shell: the preview beside the form, the kept-work offer, and the sections a
// document type configures (parties, dates, lines, notes) with its own parts where it has them.
// The sections read the editor from context. Adding a document type: docs/architecture.md#document-editor.
import { useMemo, type ReactNode, type SyntheticEvent } from 'react';
import type { KeptWork } from '@/components/form/use-kept-work';
import { EditorLayout } from '@/components/editor-layout/editor-layout';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { InvoiceDocument } from '../document/invoice-document';
import { DatesSection } from './dates-section';
import type { DocumentType } from './document-type';
import { EditorActionsContext, EditorViewContext } from './editor-context';
import { LeaveGuard } from './leave-guard';
import { LinesSection } from './lines-section';
import { NotesSection } from './notes-section';
import { PartiesSection } from './parties-section';
import type { useDocumentEditor } from './use-document-editor';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import '../invoices.css';
import './invoice-editor.css';

interface EditorShellProps {
  type: DocumentType;
  /** What useDocumentEditor returned. */
  editor: ReturnType<typeof useDocumentEditor>;
  kept: KeptWork;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: SyntheticEvent) => void;
  /** Above the form (a schedule's status and actions). */
  header?: ReactNode;
  /** The document's own section, after the parties (a schedule's timing). */
  ownSection?: ReactNode;
  /** The bar under the form. */
  actions: ReactNode;
}

export function EditorShell({
  type,
  editor: { editor, formRef, linesMessageRef },
  kept,
  label,
  onSubmit,
  header,
  ownSection,
  actions,
}: EditorShellProps) {
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
    addLine: () => editor.addLine(editor.business),
    linesMessage: linesMessageRef,
    outcome: editor.outcome,
    changes: editor.dirty ? (kept.refused ? ('not-kept' as const) : ('kept' as const)) : null,
  };
  return (
    <EditorActionsContext value={lineActions}>
      <EditorViewContext value={view}>
        {type.leaveGuard ? <LeaveGuard shouldBlock={kept.shouldBlock} /> : null}
        <EditorLayout preview={<InvoiceDocument document={editor.preview} headingLevel={3} label={type.previewLabel} />}>
          {header}
          <KeptWorkForm kept={kept} ref={formRef} className="invoice-editor" noValidate onSubmit={onSubmit} aria-label={label}>
            <PartiesSection />
            {ownSection}
            <DatesSection {...type.dates} />
            <LinesSection />
            <NotesSection {...type.notes} />
            {actions}
          </KeptWorkForm>
        </EditorLayout>
      </EditorViewContext>
    </EditorActionsContext>
  );
}

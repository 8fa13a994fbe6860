// A document editor's unsaved work, kept in this browser per user and per draft (the form kit's
// kept work, one kind per document type): offered back after a reload, a crash or a forced sign-out.
import type { InvoicingBusiness } from '@/api/types';
import { useKeptWork, type KeptWork } from '@/components/form/use-kept-work';
import type { KeptWorkKind } from '@/lib/kept-work';
import type { EditorForm } from './editor-form';
import { readUnsavedEntry, sameContent } from './unsaved-work';

/** A restored form may name a business the user can no longer invoice for: never ask about it. */
function withinPermitted(form: EditorForm, businesses: readonly InvoicingBusiness[]): EditorForm {
  return businesses.some((b) => b.id === form.businessId)
    ? form
    : { ...form, businessId: null, clientId: null, supplierId: null, quoteId: null };
}

interface UnsavedDocumentOptions {
  /** The kept work's kind, e.g. 'invoice' or 'quote'. */
  kind: KeptWorkKind;
  /** What the offer and the logout question call it, e.g. "a draft quote". */
  label: string;
  username: string | null;
  draft: { id: number; version: number } | null;
  businesses: readonly InvoicingBusiness[];
  /** The form the editor opened with. */
  initial: EditorForm;
  editor: { form: EditorForm; dirty: boolean; replace: (form: EditorForm) => void; markSaved: () => void };
  /** Said with the offer when the draft changed on the server since the work was kept. */
  changedNote?: string;
  /** Reads an entry kept in an older shape (given the stored form as it was). */
  migrate?: (form: EditorForm, storedForm: unknown) => EditorForm;
}

export function useUnsavedDocument({
  kind,
  label,
  username,
  draft,
  businesses,
  initial,
  editor,
  changedNote,
  migrate,
}: UnsavedDocumentOptions): KeptWork & { saved: () => void } {
  const kept = useKeptWork<EditorForm>({
    kind,
    owner: username,
    id: draft?.id ?? null,
    label,
    values: editor.form,
    unsaved: editor.dirty,
    read: (entry) => {
      const work = readUnsavedEntry(entry);
      if (!work) return null;
      const changedSince = draft !== null && work.baseVersion !== null && work.baseVersion !== draft.version;
      return {
        values: migrate ? migrate(work.form, entry.form) : work.form,
        note: changedSince && changedNote ? changedNote : undefined,
      };
    },
    write: (current) => ({ baseVersion: draft?.version ?? null, form: current }),
    restore: (restored) => editor.replace(withinPermitted(restored, businesses)),
    sameAsStart: (restored) => sameContent(restored, initial),
  });
  return {
    ...kept,
    /** Safe on the server now: the copy in this browser is no longer needed, and leaving is expected. */
    saved: () => {
      kept.clear();
      kept.letGo();
      editor.markSaved();
    },
  };
}

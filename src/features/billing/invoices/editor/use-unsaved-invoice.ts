// The editor's unsaved work, kept in this browser per user and per draft (kind 'invoice' of the
// form kit's kept work): offered back after a reload, a crash or a forced sign-out.
import type { Invoice, InvoicingBusiness } from '@/api/types';
import { useKeptWork } from '@/components/form/use-kept-work';
import type { EditorForm } from '../../shared/editor/editor-form';
import { readUnsavedEntry, sameContent, unsavedWorkLabel } from '../../shared/editor/unsaved-work';

/** A restored form may name a business the user can no longer invoice for: never ask about it. */
function withinPermitted(form: EditorForm, businesses: readonly InvoicingBusiness[]): EditorForm {
  return businesses.some((b) => b.id === form.businessId) ? form : { ...form, businessId: null, clientId: null };
}

interface UnsavedInvoiceOptions {
  username: string | null;
  draft: Invoice | null;
  businesses: readonly InvoicingBusiness[];
  /** The form the editor opened with. */
  initial: EditorForm;
  form: EditorForm;
  dirty: boolean;
  replace: (form: EditorForm) => void;
}

export function useUnsavedInvoice({ username, draft, businesses, initial, form, dirty, replace }: UnsavedInvoiceOptions) {
  return useKeptWork<EditorForm>({
    kind: 'invoice',
    owner: username,
    id: draft?.id ?? null,
    label: unsavedWorkLabel(draft?.id ?? null),
    values: form,
    unsaved: dirty,
    read: (entry) => {
      const work = readUnsavedEntry(entry);
      if (!work) return null;
      const changedSince = draft !== null && work.baseVersion !== null && work.baseVersion !== draft.version;
      return {
        values: work.form,
        note: changedSince ? 'The draft has been changed since; restoring puts your version back on screen.' : undefined,
      };
    },
    write: (current) => ({ baseVersion: draft?.version ?? null, form: current }),
    restore: (kept) => replace(withinPermitted(kept, businesses)),
    sameAsStart: (kept) => sameContent(kept, initial),
  });
}

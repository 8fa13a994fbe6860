// Save draft, or save then issue: create or update the draft (with its version), forget the copy
// kept in this browser once the server has it, then issue it if asked, and open the invoice with
// what happened. A failed save throws (the form shows why); a failed issue does not: the draft is
// saved, and the invoice page says why it was not issued.
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useCreateInvoice, useIssueInvoice, useUpdateInvoice } from '@/api/invoices';
import type { Invoice } from '@/api/types';
import { invoicePath } from '@/config/paths';
import { toInvoiceInput, type EditorForm } from '@/features/billing/shared/editor/editor-form';

export function useSaveThenIssue(draft: Invoice | null, onSaved: () => void) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const issue = useIssueInvoice();

  return async (form: EditorForm, issuing: boolean): Promise<void> => {
    const input = toInvoiceInput(form);
    const saved = draft
      ? await update.mutateAsync({ id: draft.id, input: { ...input, version: draft.version } })
      : await create.mutateAsync(input);
    onSaved();
    if (!issuing) {
      void navigate(invoicePath(saved.id), {
        state: { flash: draft ? 'Draft saved.' : 'Draft saved. It gets its number when it is issued.' },
      });
      return;
    }
    try {
      const issued = await issue.mutateAsync({ id: saved.id, version: saved.version });
      void navigate(invoicePath(issued.id), { state: { flash: `Issued as ${issued.number ?? ''}.` } });
    } catch (error) {
      const reasons = Object.values(fieldErrorsFrom(error));
      const reason = reasons.length > 0 ? reasons.join(' ') : errorMessage(error, 'Please try again.');
      void navigate(invoicePath(saved.id), { state: { flash: `The draft was saved but not issued: ${reason}`, tone: 'error' } });
    }
  };
}

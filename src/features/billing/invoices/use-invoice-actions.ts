// What the invoice view's buttons do: issue, mark paid, delete and duplicate (each asked first
// where it cannot be undone), and download the PDF; the outcome of the last one, for the page to show.
import { useNavigate } from 'react-router-dom';
import { useDeleteInvoice, useDuplicateInvoice, useIssueInvoice, useRecordPayment } from '@/api/invoices';
import type { Invoice } from '@/api/types';
import { useConfirm, type ConfirmOptions } from '@/components/dialog/use-confirm';
import { editInvoicePath, paths } from '@/config/paths';
import type { InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { useActionOutcome } from '@/features/billing/shared/actions/use-action-outcome';
import { useFetchCompanyToday } from '@/features/billing/shared/use-server-today';

type OnError = (error: unknown) => void;

export function useInvoiceActions(invoice: Invoice, doc: InvoiceDocumentModel) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const issue = useIssueInvoice();
  const pay = useRecordPayment();
  const remove = useDeleteInvoice();
  const duplicate = useDuplicateInvoice();
  const companyToday = useFetchCompanyToday();
  const { id, version } = invoice;
  const { outcome, clear, succeeded, failed: showFailure, showError, pdfBusy, onDownload } = useActionOutcome(doc, id);

  /** Asks `question` (if any), then starts the change; a refusal is shown under `failed`. */
  const act = async (question: ConfirmOptions | null, failed: string, start: (onError: OnError) => void) => {
    if (question && !(await confirm(question))) return;
    clear();
    start(showFailure(failed));
  };

  const onIssue = () =>
    act(
      {
        title: 'Issue this invoice?',
        detail: `It takes the next invoice number of ${invoice.issuer.name} and can no longer be edited. You can still void it.`,
        confirmLabel: 'Issue invoice',
      },
      'The invoice could not be issued.',
      (onError) => issue.mutate({ id, version }, { onSuccess: (issued) => succeeded(`Issued as ${issued.number ?? ''}.`), onError }),
    );

  // The payment is dated on the company's today, asked of the server at the click, never the
  // device's; and never before the invoice's issue date (an invoice dated ahead takes Record payment).
  const onMarkPaid = async () => {
    let today: string;
    try {
      today = await companyToday();
    } catch (error) {
      showFailure('The payment could not be recorded.')(error);
      return;
    }
    if (today < invoice.issueDate) {
      showError(
        `This invoice is dated ${displayDate(invoice.issueDate)}, after today (${displayDate(today)}): a payment cannot be dated before it. Record the payment on or after that date.`,
      );
      return;
    }
    await act(
      {
        title: 'Mark as paid?',
        detail: `This records a payment of ${money(invoice.balance, invoice.currency)} today, ${displayDate(today)}, by bank transfer. To record another date or method, use Record payment.`,
        confirmLabel: 'Mark paid',
      },
      'The payment could not be recorded.',
      (onError) =>
        pay.mutate(
          { id, payment: { version, amount: invoice.balance, paidOn: today, method: 'BANK_TRANSFER' } },
          { onSuccess: () => succeeded('Marked as paid.'), onError },
        ),
    );
  };

  const onDelete = () =>
    act(
      {
        title: 'Delete this draft?',
        detail: 'The draft is removed for good. Drafts have no number, so no number is lost.',
        confirmLabel: 'Delete draft',
        tone: 'danger',
      },
      'The draft could not be deleted.',
      (onError) =>
        remove.mutate(
          { id, version },
          { onSuccess: () => void navigate(paths.invoiceHistory, { state: { message: 'The draft was deleted.' } }), onError },
        ),
    );

  const onDuplicate = () =>
    act(null, 'The invoice could not be duplicated.', (onError) =>
      duplicate.mutate(id, { onSuccess: (copy) => void navigate(editInvoicePath(copy.id)), onError }),
    );

  return {
    outcome,
    succeeded,
    dialog,
    busy: { issue: issue.isPending, pay: pay.isPending, remove: remove.isPending, duplicate: duplicate.isPending, pdf: pdfBusy },
    onIssue,
    onMarkPaid,
    onDelete,
    onDuplicate,
    onDownload,
  };
}

// The invoice view's row of actions: only those the invoice's status allows
// (docs/invoicing.md#lifecycle), then those every invoice has.
import type { Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { createCreditNotePath, editInvoicePath } from '@/config/paths';
import { canDo } from '@/lib/invoice-rules';
import type { ActionPanel } from '@/features/billing/shared/actions/use-action-panel';
import { EmailButton } from '@/features/billing/shared/send/email-button';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';
import type { useInvoiceActions } from './use-invoice-actions';
import '@/features/billing/shared/invoice-view.css';

export type Panel = 'payment' | 'void' | 'refund' | null;

interface InvoiceActionsProps {
  invoice: Invoice;
  actions: ReturnType<typeof useInvoiceActions>;
  panels: ActionPanel<Exclude<Panel, null>>;
  /** Whether the service keeps credit notes (and refunds): without, neither button. */
  credit: boolean;
  /** The invoice as the send dialog takes it; null while it cannot be emailed (a draft, a void invoice, a service that does not send). */
  sendable: SendableDocument | null;
}

export function InvoiceActions({ invoice, actions, panels, credit, sendable }: InvoiceActionsProps) {
  const { busy } = actions;
  return (
    <div className="invoice-view__actions no-print" role="group" aria-label="Invoice actions">
      {canDo('edit', invoice) ? <ButtonLink to={editInvoicePath(invoice.id)}>Edit draft</ButtonLink> : null}
      {canDo('issue', invoice) ? (
        <Button busy={busy.issue} onClick={() => void actions.onIssue()}>
          Issue invoice
        </Button>
      ) : null}
      {canDo('recordPayment', invoice) ? (
        <>
          <Button {...panels.opener('payment')}>Record payment</Button>
          <Button variant="secondary" busy={busy.pay} onClick={() => void actions.onMarkPaid()}>
            Mark paid
          </Button>
        </>
      ) : null}
      {credit && canDo('credit', invoice) ? (
        <ButtonLink variant="secondary" to={createCreditNotePath(invoice.id)}>
          Create credit note
        </ButtonLink>
      ) : null}
      {credit && canDo('recordRefund', invoice) ? (
        <Button variant="secondary" {...panels.opener('refund')}>
          Record refund
        </Button>
      ) : null}
      {canDo('void', invoice) ? (
        <Button variant="secondary" {...panels.opener('void')}>
          Void
        </Button>
      ) : null}
      <Button variant="secondary" busy={busy.duplicate} onClick={() => void actions.onDuplicate()}>
        Duplicate
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="secondary" busy={busy.pdf} busyLabel="Making the PDF…" onClick={() => void actions.onDownload()}>
        Download PDF
      </Button>
      {sendable ? <EmailButton document={sendable} onSent={actions.succeeded} /> : null}
      {canDo('delete', invoice) ? (
        <Button variant="danger" busy={busy.remove} onClick={() => void actions.onDelete()}>
          Delete draft
        </Button>
      ) : null}
    </div>
  );
}

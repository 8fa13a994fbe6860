// One invoice on its page: the actions its status allows, the outcome of the last one, the payment
// and void forms, the document as the client will see it, and its payments and history.
import { Link } from 'react-router-dom';
import type { Invoice } from '@/api/types';
import { Page } from '@/components/page/page';
import { paths, schedulePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { canDo } from '@/lib/invoice-rules';
import { keptWorkOf, type KeptWorkKind } from '@/lib/kept-work';
import { useAuth } from '@/features/session/use-auth';
import { useOffered } from '@/features/server-capabilities/capabilities-context';
import { InvoiceCreditNotes } from '@/features/billing/shared/invoice-credit-notes';
import { RecordRefundForm } from '@/features/billing/shared/actions/record-refund-form';
import { InvoiceActions, type Panel } from './invoice-actions';
import { documentFromInvoice } from '@/features/billing/shared/document/invoice-document-model';
import { InvoiceDocument } from '@/features/billing/shared/document/invoice-document';
import { money } from '@/features/billing/shared/invoice-labels';
import { OutcomeMessage } from '@/features/billing/shared/actions/invoice-outcome';
import { useActionPanel } from '@/features/billing/shared/actions/use-action-panel';
import { InvoiceRecords } from '@/features/billing/shared/invoice-records';
import { InvoiceReminders } from './invoice-reminders';
import { RecordPaymentForm } from './record-payment-form';
import { StatusBadge } from '@/features/billing/shared/status-badge';
import { useInvoiceActions } from './use-invoice-actions';
import { VoidInvoiceForm } from './void-invoice-form';
import { sendableInvoice } from './sendable-invoice';
import { DocumentLinkPanel } from '@/features/billing/shared/links/document-link-panel';
import { formatDateTime } from '@/lib/format';
import '@/components/form/form-layout.css';
import '@/features/billing/shared/invoices.css';
import '@/features/billing/shared/invoice-view.css';

/** The action form whose changes to this invoice were kept in this browser: opened again at once. */
function keptPanel(username: string | null, invoice: Invoice): Panel {
  const kept = (kind: KeptWorkKind) => username !== null && keptWorkOf(username, kind).some((work) => work.id === String(invoice.id));
  if (canDo('recordPayment', invoice) && kept('payment')) return 'payment';
  if (canDo('recordRefund', invoice) && kept('refund')) return 'refund';
  return canDo('void', invoice) && kept('void') ? 'void' : null;
}

function Summary({ invoice }: { invoice: Invoice }) {
  return (
    <span className="invoice-view__summary">
      <StatusBadge status={invoice.status} overdue={invoice.overdue} />
      <span>
        {invoice.recipient.name ?? 'Client'} · {money(invoice.total, invoice.currency)}
        {invoice.balance > 0 && invoice.status !== 'DRAFT' && invoice.status !== 'VOID'
          ? ` · ${money(invoice.balance, invoice.currency)} due ${formatDate(invoice.dueDate)}`
          : ''}
        {(invoice.creditOwed ?? 0) > 0 ? ` · ${money(invoice.creditOwed ?? 0, invoice.currency)} credit owed to the client` : ''}
        {invoice.sentAt ? ` · emailed ${formatDateTime(invoice.sentAt)}` : ''}
      </span>
    </span>
  );
}

export function InvoiceView({ invoice, refetch }: { invoice: Invoice; refetch: () => void }) {
  const doc = documentFromInvoice(invoice);
  const actions = useInvoiceActions(invoice, doc);
  const { username } = useAuth();
  const panels = useActionPanel(() => keptPanel(username, invoice), actions.succeeded);
  const { panel, close: closePanel } = panels;
  const offers = {
    sending: useOffered('sending'),
    links: useOffered('document-links'),
    credit: useOffered('credit-notes'),
    recurring: useOffered('recurring'),
  };
  const issued = invoice.status !== 'DRAFT' && invoice.status !== 'VOID';

  return (
    <Page
      title={invoice.number ? `${doc.title} ${invoice.number}` : `Draft ${doc.title.toLowerCase()}`}
      description={<Summary invoice={invoice} />}
    >
      <div className="invoice-view">
        <InvoiceActions
          invoice={invoice}
          actions={actions}
          panels={panels}
          credit={offers.credit}
          sendable={offers.sending && invoice.number && issued ? sendableInvoice(invoice, doc) : null}
        />
        <OutcomeMessage outcome={actions.outcome} onReload={refetch} />
        {panel === 'payment' && canDo('recordPayment', invoice) ? (
          <div className="ui-card no-print">
            <RecordPaymentForm invoice={invoice} onDone={closePanel} onCancel={() => closePanel()} />
          </div>
        ) : null}
        {panel === 'refund' && offers.credit && canDo('recordRefund', invoice) ? (
          <div className="ui-card no-print">
            <RecordRefundForm invoice={invoice} onDone={closePanel} onCancel={() => closePanel()} />
          </div>
        ) : null}
        {panel === 'void' && canDo('void', invoice) ? (
          <div className="ui-card no-print">
            <VoidInvoiceForm invoice={invoice} onDone={closePanel} onCancel={() => closePanel()} />
          </div>
        ) : null}
        <div className="invoice-print-area">
          <InvoiceDocument document={doc} />
        </div>
        {offers.links && issued ? <DocumentLinkPanel document={{ type: 'INVOICE', id: invoice.id }} noun="invoice" /> : null}
        {offers.credit ? <InvoiceCreditNotes invoice={invoice} /> : null}
        {/* Mounted again when the invoice changes (a payment, a reminder sent), so it asks the server again. */}
        {offers.sending ? <InvoiceReminders key={`${String(invoice.id)}:${String(invoice.events.length)}`} invoice={invoice} /> : null}
        <InvoiceRecords invoice={invoice} />
        {offers.recurring && invoice.scheduleId !== undefined ? (
          <p className="no-print">
            Made by a recurring schedule: <Link to={schedulePath(invoice.scheduleId)}>open the schedule</Link>
          </p>
        ) : null}
        <p className="no-print">
          <Link to={paths.invoiceHistory}>Back to the invoice history</Link>
        </p>
      </div>
      {actions.dialog}
    </Page>
  );
}

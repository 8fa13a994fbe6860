// /invoices/:id: the document as the client will see it, the actions its status allows, its
// payments and its history of changes.
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, fieldErrorsFrom, httpStatusOf } from '@/api/errors';
import { isStaleVersion, useDeleteInvoice, useDuplicateInvoice, useInvoice, useIssueInvoice, useRecordPayment } from '@/api/invoices';
import type { Invoice } from '@/api/types';
import { Button } from '@/components/button/button';
import { useConfirm } from '@/components/dialog/use-confirm';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { editInvoicePath, paths } from '@/config/paths';
import { formatDate, todayIn } from '@/lib/calendar-date';
import { canDo } from '@/lib/invoice-rules';
import { keptWorkOf } from '@/lib/kept-work';
import { useAuth } from '@/features/session/use-auth';
import { STALE_INVOICE } from './invoice-change-failure';
import { documentFromInvoice } from './invoice-document-model';
import { InvoiceDocument } from './invoice-document';
import { money, PAYMENT_METHOD_LABELS } from './invoice-labels';
import { RecordPaymentForm } from './record-payment-form';
import { StatusBadge } from './status-badge';
import { VoidInvoiceForm } from './void-invoice-form';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import './invoices.css';

type Outcome = { tone: 'success' | 'error'; text: ReactNode; reload?: boolean } | null;
type Panel = 'payment' | 'void' | null;

const dateTime = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Auckland' });

function flashOf(state: unknown): Outcome {
  if (typeof state !== 'object' || state === null || !('flash' in state) || typeof state.flash !== 'string') return null;
  return { tone: 'tone' in state && state.tone === 'error' ? 'error' : 'success', text: state.flash };
}

function failureOf(error: unknown, fallback: string): NonNullable<Outcome> {
  if (isStaleVersion(error)) return { tone: 'error', text: STALE_INVOICE, reload: true };
  const fields = Object.values(fieldErrorsFrom(error));
  const message = errorMessage(error, fallback);
  return {
    tone: 'error',
    reload: httpStatusOf(error) === 409,
    text:
      fields.length > 1 ? (
        <>
          <p>{fallback}</p>
          <ul>
            {fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </>
      ) : (
        message
      ),
  };
}

/** The action form whose changes to this invoice were kept in this browser: opened again at once. */
function keptPanel(username: string | null, invoice: Invoice): Panel {
  const kept = (kind: string) => username !== null && keptWorkOf(username, kind).some((work) => work.id === String(invoice.id));
  if (canDo('recordPayment', invoice) && kept('payment')) return 'payment';
  return canDo('void', invoice) && kept('void') ? 'void' : null;
}

function InvoiceView({ invoice, refetch }: { invoice: Invoice; refetch: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { confirm, dialog } = useConfirm();
  const issue = useIssueInvoice();
  const pay = useRecordPayment();
  const remove = useDeleteInvoice();
  const duplicate = useDuplicateInvoice();
  // A message from the screen that sent us here (the editor: "Draft saved.", "Issued as …").
  const [outcome, setOutcome] = useState<Outcome>(() => flashOf(location.state));
  const { username } = useAuth();
  const [panel, setPanel] = useState<Panel>(() => keptPanel(username, invoice));
  const [pdfBusy, setPdfBusy] = useState(false);
  const paymentButton = useRef<HTMLButtonElement>(null);
  const voidButton = useRef<HTMLButtonElement>(null);
  const doc = documentFromInvoice(invoice);

  const closePanel = (message?: string) => {
    const opener = panel === 'payment' ? paymentButton.current : voidButton.current;
    setPanel(null);
    if (message) setOutcome({ tone: 'success', text: message });
    // Back to the button that opened the form (if it is still offered).
    requestAnimationFrame(() => opener?.focus());
  };

  const onIssue = async () => {
    const ok = await confirm({
      title: 'Issue this invoice?',
      detail: `It takes the next invoice number of ${invoice.issuer.name} and can no longer be edited. You can still void it.`,
      confirmLabel: 'Issue invoice',
    });
    if (!ok) return;
    setOutcome(null);
    issue.mutate(
      { id: invoice.id, version: invoice.version },
      {
        onSuccess: (issued) => setOutcome({ tone: 'success', text: `Issued as ${issued.number ?? ''}.` }),
        onError: (error) => setOutcome(failureOf(error, 'The invoice could not be issued.')),
      },
    );
  };

  const onMarkPaid = async () => {
    const ok = await confirm({
      title: 'Mark as paid?',
      detail: `This records a payment of ${money(invoice.balance, invoice.currency)} today by bank transfer. To record another date or method, use Record payment.`,
      confirmLabel: 'Mark paid',
    });
    if (!ok) return;
    setOutcome(null);
    pay.mutate(
      { id: invoice.id, payment: { version: invoice.version, amount: invoice.balance, paidOn: todayIn(), method: 'BANK_TRANSFER' } },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: 'Marked as paid.' }),
        onError: (error) => setOutcome(failureOf(error, 'The payment could not be recorded.')),
      },
    );
  };

  const onDelete = async () => {
    const ok = await confirm({
      title: 'Delete this draft?',
      detail: 'The draft is removed for good. Drafts have no number, so no number is lost.',
      confirmLabel: 'Delete draft',
      tone: 'danger',
    });
    if (!ok) return;
    setOutcome(null);
    remove.mutate(
      { id: invoice.id, version: invoice.version },
      {
        onSuccess: () => void navigate(paths.invoiceHistory, { state: { message: 'The draft was deleted.' } }),
        onError: (error) => setOutcome(failureOf(error, 'The draft could not be deleted.')),
      },
    );
  };

  const onDuplicate = () => {
    setOutcome(null);
    duplicate.mutate(invoice.id, {
      onSuccess: (copy) => void navigate(editInvoicePath(copy.id)),
      onError: (error) => setOutcome(failureOf(error, 'The invoice could not be duplicated.')),
    });
  };

  const onDownload = async () => {
    setPdfBusy(true);
    setOutcome(null);
    try {
      const { downloadInvoicePdf } = await import('./invoice-pdf');
      await downloadInvoicePdf(doc, invoice.id);
      setOutcome({ tone: 'success', text: 'The PDF has been downloaded.' });
    } catch {
      setOutcome({ tone: 'error', text: 'The PDF could not be made. Please try again.' });
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <Page
      title={invoice.number ? `${doc.title} ${invoice.number}` : `Draft ${doc.title.toLowerCase()}`}
      description={
        <span className="invoice-view__summary">
          <StatusBadge status={invoice.status} overdue={invoice.overdue} />
          <span>
            {invoice.recipient.name ?? 'Client'} · {money(invoice.total, invoice.currency)}
            {invoice.balance > 0 && invoice.status !== 'DRAFT' && invoice.status !== 'VOID'
              ? ` · ${money(invoice.balance, invoice.currency)} due ${formatDate(invoice.dueDate)}`
              : ''}
          </span>
        </span>
      }
    >
      <div className="invoice-view">
        <div className="invoice-view__actions no-print" role="group" aria-label="Invoice actions">
          {canDo('edit', invoice) ? (
            <Link to={editInvoicePath(invoice.id)} className="ui-button ui-button--primary ui-button--medium invoice-cta">
              Edit draft
            </Link>
          ) : null}
          {canDo('issue', invoice) ? (
            <Button busy={issue.isPending} onClick={() => void onIssue()}>
              Issue invoice
            </Button>
          ) : null}
          {canDo('recordPayment', invoice) ? (
            <>
              <Button
                ref={paymentButton}
                aria-expanded={panel === 'payment'}
                onClick={() => setPanel(panel === 'payment' ? null : 'payment')}
              >
                Record payment
              </Button>
              <Button variant="secondary" busy={pay.isPending} onClick={() => void onMarkPaid()}>
                Mark paid
              </Button>
            </>
          ) : null}
          {canDo('void', invoice) ? (
            <Button
              ref={voidButton}
              variant="secondary"
              aria-expanded={panel === 'void'}
              onClick={() => setPanel(panel === 'void' ? null : 'void')}
            >
              Void
            </Button>
          ) : null}
          <Button variant="secondary" busy={duplicate.isPending} onClick={onDuplicate}>
            Duplicate
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="secondary" busy={pdfBusy} busyLabel="Making the PDF…" onClick={() => void onDownload()}>
            Download PDF
          </Button>
          {canDo('delete', invoice) ? (
            <Button variant="danger" busy={remove.isPending} onClick={() => void onDelete()}>
              Delete draft
            </Button>
          ) : null}
        </div>

        <div className="no-print">
          <StatusMessage tone={outcome?.tone ?? 'info'}>
            {outcome ? (
              <>
                <div>{outcome.text}</div>
                {outcome.reload ? (
                  <Button variant="secondary" size="small" onClick={refetch}>
                    Reload the invoice
                  </Button>
                ) : null}
              </>
            ) : null}
          </StatusMessage>
        </div>

        {panel === 'payment' && canDo('recordPayment', invoice) ? (
          <div className="ui-card no-print">
            <RecordPaymentForm invoice={invoice} onDone={closePanel} onCancel={() => closePanel()} />
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

        <div className="invoice-view__records no-print">
          <section className="ui-card" aria-labelledby="payments-heading">
            <h2 id="payments-heading" className="invoice-section-title">
              Payments
            </h2>
            {invoice.payments.length === 0 ? (
              <p>No payments recorded{invoice.status === 'DRAFT' ? ' (issue the invoice first)' : ''}.</p>
            ) : (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <div className="invoice-scroll" tabIndex={0} role="region" aria-label="Payments recorded">
                <table className="invoice-mini-table">
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Method</th>
                      <th scope="col">Reference</th>
                      <th scope="col">Recorded by</th>
                      <th scope="col" className="invoice-num">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {invoice.payments.map((payment) => (
                      <tr key={payment.id}>
                        <td>{formatDate(payment.paidOn)}</td>
                        <td>{PAYMENT_METHOD_LABELS[payment.method]}</td>
                        <td>{payment.reference ?? ''}</td>
                        <td>{payment.recordedBy}</td>
                        <td className="invoice-num">{money(payment.amount, invoice.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className="ui-card" aria-labelledby="history-heading">
            <h2 id="history-heading" className="invoice-section-title">
              History
            </h2>
            <ol className="invoice-events">
              {invoice.events.map((event, index) => (
                <li key={index}>
                  <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time>
                  <span>
                    {event.detail} <span className="invoice-events__actor">({event.actor})</span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <p className="no-print">
          <Link to={paths.invoiceHistory}>Back to the invoice history</Link>
        </p>
      </div>
      {dialog}
    </Page>
  );
}

export function InvoiceViewPage() {
  const { id } = useParams();
  const numericId = id && /^\d{1,15}$/.test(id) ? Number(id) : null;
  const invoice = useInvoice(numericId);

  if (numericId === null || httpStatusOf(invoice.error) === 404) {
    return (
      <Page title="Invoice not found" width="narrow">
        <div className="ui-card invoice-empty">
          <p>There is no invoice at this address. It may have been a draft that was deleted.</p>
          <Link to={paths.invoiceHistory}>Go to the invoice history</Link>
        </div>
      </Page>
    );
  }
  if (invoice.data) return <InvoiceView invoice={invoice.data} refetch={() => void invoice.refetch()} />;
  return (
    <Page title="Invoice" width="narrow">
      {invoice.isError ? (
        <div className="ui-form">
          <StatusMessage tone="error">
            <p>The invoice could not be loaded.</p>
            <p>{errorMessage(invoice.error, 'Please try again.')}</p>
          </StatusMessage>
          <div className="ui-form__actions">
            <Button variant="secondary" onClick={() => void invoice.refetch()}>
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <p role="status">Loading...</p>
      )}
    </Page>
  );
}

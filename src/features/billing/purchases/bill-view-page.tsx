// /bills/:id: one bill, expense or supplier credit note — its supplier, lines (account and GST
// treatment each), totals, the GST it claims (or why not), its payments and credit notes (or the bill
// a credit note reduces); Record a payment or a credit note while something is owed, Void while
// nothing was paid or credited. Its receipts beside it (receipts-panel.tsx).
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessage, httpStatusOf } from '@/api/errors';
import { useBill, useVoidBill } from '@/api/bills';
import type { Bill } from '@/api/types';
import { editBillPath, newSupplierCreditNotePath, paths } from '@/config/paths';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { useConfirm } from '@/components/dialog/use-confirm';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { parseInvoiceId } from '@/features/billing/shared/use-route-invoice';
import '@/features/billing/shared/invoice-view.css';
import { BillDocument } from './bill-document';
import { BillNotFound } from './bill-not-found';
import { BillCredits } from './bill-credits';
import { billCreditable, billEditable, BILL_KINDS } from './bill-kinds';
import { billTitle } from './bill-labels';
import { BillPaymentForm } from './bill-payment-form';
import './purchases.css';

// Loaded after the bill: its figures first (and the page within its bundle budget).
const ReceiptsPanel = lazy(() => import('./receipts-panel').then((module) => ({ default: module.ReceiptsPanel })));

function LazyReceipts({ bill }: { bill: Bill }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="ui-card">
          Loading the receipts…
        </p>
      }
    >
      <ReceiptsPanel bill={bill} />
    </Suspense>
  );
}

export function BillViewPage() {
  const { id } = useParams();
  const billId = parseInvoiceId(id);
  const bill = useBill(billId);
  if (billId === null || httpStatusOf(bill.error) === 404) {
    return <BillNotFound />;
  }
  if (bill.isError) {
    return (
      <Page title="Bill">
        <LoadError
          message="The bill could not be loaded."
          detail={errorMessage(bill.error, 'Please try again.')}
          onRetry={() => void bill.refetch()}
        />
      </Page>
    );
  }
  if (!bill.data) {
    return (
      <Page title="Bill">
        <p role="status">Loading...</p>
      </Page>
    );
  }
  return <BillView bill={bill.data} />;
}

/** The message the editor passed along after saving (`{ flash }`). */
function flashOf(state: unknown): { tone: 'success'; text: string } | null {
  return typeof state === 'object' && state !== null && 'flash' in state && typeof state.flash === 'string'
    ? { tone: 'success', text: state.flash }
    : null;
}

function BillView({ bill }: { bill: Bill }) {
  const location = useLocation();
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(() => flashOf(location.state));
  const voidBill = useVoidBill();
  const { confirm, dialog } = useConfirm();
  const owing = bill.status === 'AWAITING_PAYMENT' || bill.status === 'PART_PAID';
  const voidable = bill.status !== 'VOID' && (bill.kind !== 'BILL' || bill.payments.length === 0) && bill.credited === 0;
  const noun = BILL_KINDS[bill.kind].noun;

  const askToVoid = async () => {
    const confirmed = await confirm({
      title: `Void this ${noun}?`,
      detail:
        bill.kind === 'CREDIT_NOTE'
          ? 'A void credit note counts nowhere: its amount is owed on the bill again, and it leaves the GST return. This cannot be undone.'
          : `A void ${noun} counts nowhere: not in what is owed, nor in the GST return. This cannot be undone.`,
      confirmLabel: 'Void',
      tone: 'danger',
    });
    if (!confirmed) return;
    voidBill.mutate(bill.id, {
      onSuccess: () => setNotice({ tone: 'success', text: `The ${noun} is void.` }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, `The ${noun} could not be voided.`) }),
    });
  };

  return (
    <Page
      title={billTitle(bill)}
      actions={
        <>
          {billEditable(bill) ? (
            <ButtonLink to={editBillPath(bill.id)} variant="secondary">
              Edit
            </ButtonLink>
          ) : null}
          {owing && !paying ? <Button onClick={() => setPaying(true)}>Record a payment</Button> : null}
          {billCreditable(bill) ? (
            <ButtonLink to={newSupplierCreditNotePath(bill.id)} variant="secondary">
              {BILL_KINDS.CREDIT_NOTE.newAction}
            </ButtonLink>
          ) : null}
          {voidable ? (
            <Button variant="danger" onClick={() => void askToVoid()} busy={voidBill.isPending}>
              Void
            </Button>
          ) : null}
          <ButtonLink to={paths.bills} variant="secondary">
            All bills
          </ButtonLink>
        </>
      }
    >
      {dialog}
      <StatusMessage tone={notice?.tone ?? 'info'}>{notice?.text ?? null}</StatusMessage>
      {paying ? (
        <BillPaymentForm
          bill={bill}
          onDone={(text) => {
            setPaying(false);
            setNotice({ tone: 'success', text });
          }}
          onCancel={() => setPaying(false)}
        />
      ) : null}
      <div className="purchases-with-receipts">
        <BillDocument bill={bill} />
        <LazyReceipts bill={bill} />
      </div>
      <BillCredits bill={bill} />
      {bill.kind === 'CREDIT_NOTE' ? null : (
        <section className="ui-card" aria-labelledby="bill-payments-heading">
          <h2 id="bill-payments-heading" className="purchases-heading">
            Payments made
          </h2>
          {bill.payments.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className="purchases-payments">
              {bill.payments.map((payment) => (
                <li key={payment.id}>
                  {displayDate(payment.paidOn)}: {money(payment.amount)}
                  {payment.reference ? ` (${payment.reference})` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
}

// /bills/new (?kind=EXPENSE, ?business=) and /bills/:id/edit: the bill editor once the businesses
// (and the bill) and the company's today are loaded. Only a bill the server lets change is edited.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { useBill } from '@/api/bills';
import { useInvoicingBusinesses } from '@/api/invoices';
import { ButtonLink } from '@/components/button/button-link';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { billPath, paths } from '@/config/paths';
import { LoadFailure, Loading, NoBusiness } from '@/features/billing/shared/editor/editor-states';
import { parseInvoiceId } from '@/features/billing/shared/use-route-invoice';
import { useCompanyToday } from '@/features/billing/shared/use-server-today';
import { BillEditor } from './bill-editor';
import { billEditable, billKindOf, BILL_KINDS } from './bill-kinds';
import { billTitle } from './bill-labels';

export function NewBillPage() {
  const [params] = useSearchParams();
  const kind = billKindOf(params.get('kind'));
  const asked = Number(params.get('business'));
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  const title = BILL_KINDS[kind].titles.new;
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (businesses.isPending || today.today === null) return <Loading title={title} />;
  if (businesses.data.length === 0) return <NoBusiness title={title} />;
  return (
    <BillEditor
      key={`new:${kind}`}
      businesses={businesses.data}
      draft={null}
      kind={kind}
      businessId={Number.isSafeInteger(asked) && asked > 0 ? asked : null}
      today={today.today}
    />
  );
}

export function EditBillPage() {
  const { id } = useParams();
  const billId = parseInvoiceId(id);
  const bill = useBill(billId);
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  const title = bill.data ? BILL_KINDS[bill.data.kind].titles.edit : 'Edit bill';
  if (billId === null || httpStatusOf(bill.error) === 404) {
    return (
      <Page title="Bill not found">
        <StatusMessage tone="error">There is no such bill. It may have been entered under another business.</StatusMessage>
        <ButtonLink to={paths.bills}>Back to bills</ButtonLink>
      </Page>
    );
  }
  if (bill.isError) return <LoadFailure title={title} what="The bill" error={bill.error} retry={() => void bill.refetch()} />;
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (!bill.data || !businesses.data || today.today === null) return <Loading title={title} />;
  if (!billEditable(bill.data)) {
    return (
      <Page title={title} width="narrow">
        <div className="ui-card invoice-empty">
          <p>
            {billTitle(bill.data)} can no longer be changed:{' '}
            {bill.data.kind === 'EXPENSE' ? 'an expense is paid when bought.' : 'it has payments, or is paid or void.'} Void it and record it
            again to correct it.
          </p>
          <Link to={billPath(bill.data.id)}>Open it</Link>
        </div>
      </Page>
    );
  }
  return (
    <BillEditor
      key={bill.data.id}
      businesses={businesses.data}
      draft={bill.data}
      kind={bill.data.kind}
      businessId={bill.data.businessId}
      today={today.today}
    />
  );
}

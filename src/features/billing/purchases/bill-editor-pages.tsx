// /bills/new (?kind=EXPENSE, ?business=; ?kind=CREDIT_NOTE&credits=7) and /bills/:id/edit: the bill
// editor once the businesses (and the bill, or the bill a credit note reduces) and the company's
// today are loaded. Only a bill the server lets change is edited; only an owing bill is credited.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { useBill } from '@/api/bills';
import type { Bill } from '@/api/types';
import { useInvoicingBusinesses } from '@/api/invoices';
import { Page } from '@/components/page/page';
import { billPath, paths } from '@/config/paths';
import { LoadFailure, Loading, NoBusiness } from '@/features/billing/shared/editor/editor-states';
import { parseInvoiceId } from '@/features/billing/shared/use-route-invoice';
import { useCompanyToday } from '@/features/billing/shared/use-server-today';
import { BillEditor } from './bill-editor';
import { BillNotFound } from './bill-not-found';
import { billCreditable, billEditable, billKindOf, BILL_KINDS } from './bill-kinds';
import { BillCorrections } from './bill-corrections';
import { billTitle } from './bill-labels';

export function NewBillPage() {
  const [params] = useSearchParams();
  const kind = billKindOf(params.get('kind'));
  const asked = Number(params.get('business'));
  const creditsId = kind === 'CREDIT_NOTE' ? parseInvoiceId(params.get('credits') ?? undefined) : null;
  const credits = useBill(creditsId);
  const businesses = useInvoicingBusinesses();
  const today = useCompanyToday();
  const title = BILL_KINDS[kind].titles.new;
  if (kind === 'CREDIT_NOTE' && (creditsId === null || httpStatusOf(credits.error) === 404)) return <NoBillToCredit title={title} />;
  if (credits.isError)
    return <LoadFailure title={title} what="The bill it credits" error={credits.error} retry={() => void credits.refetch()} />;
  if (businesses.isError)
    return <LoadFailure title={title} what="Your businesses" error={businesses.error} retry={() => void businesses.refetch()} />;
  if (today.error !== null) return <LoadFailure title={title} what="Today’s date" error={today.error} retry={today.retry} />;
  if (businesses.isPending || today.today === null || (creditsId !== null && !credits.data)) return <Loading title={title} />;
  if (businesses.data.length === 0) return <NoBusiness title={title} />;
  if (credits.data && !billCreditable(credits.data)) return <NoBillToCredit title={title} bill={credits.data} />;
  return (
    <BillEditor
      key={`new:${kind}:${String(creditsId)}`}
      businesses={businesses.data}
      draft={null}
      kind={kind}
      businessId={credits.data?.businessId ?? (Number.isSafeInteger(asked) && asked > 0 ? asked : null)}
      today={today.today}
      credits={credits.data ?? null}
    />
  );
}

/** A credit note is recorded from the bill it reduces, while something is owed on it. */
function NoBillToCredit({ title, bill }: { title: string; bill?: Bill }) {
  return (
    <Page title={title} width="narrow">
      <div className="ui-card invoice-empty">
        {bill ? (
          <>
            <p>
              {billTitle(bill)} cannot be credited: a credit note reduces what is owed on an approved bill, and nothing is owed on this one.
            </p>
            <Link to={billPath(bill.id)}>Open it</Link>
          </>
        ) : (
          <>
            <p>A supplier credit note is recorded from the bill it reduces: open the bill and choose Record a credit note.</p>
            <Link to={paths.bills}>Bills and expenses</Link>
          </>
        )}
      </div>
    </Page>
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
    return <BillNotFound />;
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
            {billTitle(bill.data)} can no longer be changed: <NotEditableWhy bill={bill.data} />
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

/** Why the bill cannot be changed, and the way to correct it that the server allows (a bill with payments cannot be voided). */
function NotEditableWhy({ bill }: { bill: Bill }) {
  if (bill.kind === 'EXPENSE') return <>an expense is paid when bought. Void it and record it again to correct it.</>;
  if (bill.kind === 'CREDIT_NOTE') return <>a credit note is applied when recorded. Void it and record it again to correct it.</>;
  if (bill.status === 'VOID') return <>it is void.</>;
  if (bill.payments.length > 0) {
    return (
      <>
        it has payments, so it cannot be changed or voided. <BillCorrections bill={bill} />
      </>
    );
  }
  return <>it has credit notes. Void them first to change it.</>;
}

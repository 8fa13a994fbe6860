// /bills?business=&status=&page=: the bills and expenses of the user's businesses, newest first, each
// opening its bill; the filters and page are in the address.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useBills } from '@/api/bills';
import { useInvoicingBusinesses } from '@/api/invoices';
import type { BillListItem, BillStatus } from '@/api/types';
import { BILL_STATUS_VALUES } from '@/config/api-values';
import { billPath, newBillPath, paths } from '@/config/paths';
import { ButtonLink } from '@/components/button/button-link';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { Pager } from '@/features/billing/shared/list/pager';
import { rowLink } from '@/features/billing/shared/list/row-link';
import '@/features/billing/shared/books.css';
import '@/features/billing/shared/list/invoice-history.css';
import { BILL_KINDS } from './bill-kinds';
import { BILL_KIND_LABELS, BILL_STATUS_LABELS } from './bill-labels';
import { BillStatusBadge } from './bill-status-badge';
import './purchases.css';

const PAGE_SIZE = 20;

const isStatus = (value: string | null): value is BillStatus => (BILL_STATUS_VALUES as readonly string[]).includes(value ?? '');

const signed = (bill: BillListItem, cents: number) => (bill.kind === 'CREDIT_NOTE' ? -cents || 0 : cents);

const COLUMNS: DataTableColumn<BillListItem>[] = [
  { id: 'date', header: 'Date', nowrap: true, cell: (bill) => displayDate(bill.date) },
  {
    id: 'supplier',
    header: 'Supplier',
    rowHeader: true,
    cell: (bill) => <Link to={billPath(bill.id)}>{bill.supplierName}</Link>,
  },
  { id: 'reference', header: 'Reference', cell: (bill) => bill.supplierReference ?? '' },
  { id: 'kind', header: 'Kind', cell: (bill) => BILL_KIND_LABELS[bill.kind] },
  { id: 'status', header: 'Status', cell: (bill) => <BillStatusBadge status={bill.status} kind={bill.kind} /> },
  // A supplier credit note takes its total and GST off: shown negative.
  { id: 'total', header: 'Total', align: 'end', cell: (bill) => money(signed(bill, bill.total)) },
  { id: 'gstClaimed', header: 'GST claimed', align: 'end', cell: (bill) => money(signed(bill, bill.gstClaimed)) },
  { id: 'balance', header: 'Owing', align: 'end', cell: (bill) => money(bill.balance) },
];

export function BillsListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const businesses = useInvoicingBusinesses();
  const list = businesses.data ?? [];
  const asked = Number(params.get('business'));
  const business = list.find((b) => b.id === asked);
  const statusText = params.get('status');
  const status = isStatus(statusText) ? statusText : undefined;
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  const bills = useBills({ page, size: PAGE_SIZE, ...(business ? { businessId: business.id } : {}), ...(status ? { status } : {}) });
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      return next;
    });

  return (
    <Page
      title="Bills and expenses"
      description="What your businesses bought: bills to pay, expenses paid, and the GST each one claims."
      actions={
        <>
          {/* The editor opens for the business chosen here. */}
          <ButtonLink to={newBillPath('BILL', business?.id)}>{BILL_KINDS.BILL.newAction}</ButtonLink>
          <ButtonLink to={newBillPath('EXPENSE', business?.id)} variant="secondary">
            {BILL_KINDS.EXPENSE.newAction}
          </ButtonLink>
          <ButtonLink to={paths.suppliers} variant="secondary">
            Suppliers
          </ButtonLink>
        </>
      }
    >
      <form className="ui-card statement-controls" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Business"
          value={business ? String(business.id) : ''}
          placeholder="All my businesses"
          options={list.map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(event) => set({ business: event.target.value, page: null })}
        />
        <SelectField
          label="Status"
          value={status ?? ''}
          placeholder="Any status"
          options={BILL_STATUS_VALUES.map((value) => ({ value, label: BILL_STATUS_LABELS[value] }))}
          onChange={(event) => set({ status: event.target.value, page: null })}
        />
      </form>
      {bills.isError ? (
        <LoadError
          message="The bills could not be loaded."
          detail={errorMessage(bills.error, 'Please try again.')}
          onRetry={() => void bills.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption="Bills and expenses"
            captionHidden
            columns={COLUMNS}
            rows={bills.data?.content ?? []}
            rowKey={(bill) => bill.id}
            loading={bills.isPending}
            emptyMessage="No bills or expenses match."
            rowProps={rowLink((bill: BillListItem) => void navigate(billPath(bill.id)))}
            card={{ title: 'supplier', facts: ['date', 'status', 'total', 'balance'] }}
          />
          {bills.data ? (
            <Pager
              pageIndex={bills.data.page.number}
              totalPages={bills.data.page.totalPages}
              onPage={(next) => set({ page: String(next) })}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}

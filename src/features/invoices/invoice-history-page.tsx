// /invoice-history: the user's invoices, a page of 20 at a time from the server, sorted and
// filtered by what the address says (so a view can be bookmarked), exported as CSV.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import {
  invoiceQueryFromUrl,
  invoiceQueryToUrl,
  parseInvoiceSort,
  withInvoiceFilters,
  type InvoiceListQuery,
  type InvoiceSortProperty,
} from '@/api/invoice-query';
import { useInvoices, useInvoicingBusinesses, useInvoicingClients } from '@/api/invoices';
import type { InvoiceListItem } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableCard, type DataTableColumn } from '@/components/data-table/data-table';
import type { SortDescriptor } from '@/components/data-table/sort-rows';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { ButtonLink } from '@/components/button/button-link';
import { invoicePath, statementPath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { formatNumber } from '@/lib/format';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceLink } from './invoice-link';
import { money } from './invoice-labels';
import { StatusBadge } from './status-badge';
import { ExportProgress, useInvoiceExport } from './use-invoice-export';
import '@/components/form/form-layout.css';
import './invoices.css';
import './invoice-history.css';

const COLUMNS: DataTableColumn<InvoiceListItem>[] = [
  { id: 'number', header: 'Number', sortable: true, rowHeader: true, cell: (invoice) => <InvoiceLink invoice={invoice} /> },
  { id: 'clientName', header: 'Client', sortable: true, cell: (invoice) => invoice.clientName },
  { id: 'businessName', header: 'Business', cell: (invoice) => invoice.businessName },
  { id: 'issueDate', header: 'Issued', sortable: true, nowrap: true, cell: (invoice) => formatDate(invoice.issueDate) },
  { id: 'dueDate', header: 'Due', sortable: true, nowrap: true, cell: (invoice) => formatDate(invoice.dueDate) },
  { id: 'status', header: 'Status', sortable: true, cell: (invoice) => <StatusBadge status={invoice.status} overdue={invoice.overdue} /> },
  {
    id: 'total',
    header: 'Total',
    sortable: true,
    align: 'end',
    cell: (invoice) => <span className="invoice-num">{money(invoice.total, invoice.currency)}</span>,
  },
  {
    id: 'balance',
    header: 'Balance',
    sortable: true,
    align: 'end',
    cell: (invoice) => <span className="invoice-num">{money(invoice.balance, invoice.currency)}</span>,
  },
];

/** On a phone: number, client, status, balance and due date; the rest on opening it. */
const CARD: DataTableCard = { title: 'number', facts: ['clientName', 'status', 'balance', 'dueDate'] };
/** The table needs about 53rem with its words whole; with less room, the rows are cards. */
const HISTORY_CARDS_BELOW = '54rem';

function toDescriptor(query: InvoiceListQuery): SortDescriptor {
  const { property, direction } = parseInvoiceSort(query.sort);
  return { column: property, direction: direction === 'asc' ? 'ascending' : 'descending' };
}

export function InvoiceHistoryPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = invoiceQueryFromUrl(params);
  const businesses = useInvoicingBusinesses();
  const businessList = businesses.data ?? [];
  // Filter only by a business the user may invoice for (anything else would be a 403).
  const knownBusiness = query.businessId !== undefined && businessList.some((b) => b.id === query.businessId);
  const effective: InvoiceListQuery =
    query.businessId !== undefined && !knownBusiness ? { ...query, businessId: undefined, clientId: undefined } : query;
  const ready = !businesses.isPending;
  const invoices = useInvoices(ready ? effective : { ...effective, businessId: undefined, clientId: undefined });
  // Clients are listed per business: the chosen one, or the only one.
  const clientBusinessId = knownBusiness ? query.businessId : businessList.length === 1 ? businessList[0]?.id : undefined;
  const clients = useInvoicingClients(clientBusinessId ?? null);

  const apply = (changes: Partial<InvoiceListQuery>, replace = false) => {
    setParams(invoiceQueryToUrl(withInvoiceFilters(query, changes)), { replace });
  };

  // Only a client the user may invoice for (one of the listed clients) gets a statement link.
  const statementClientId = clients.data?.some((client) => client.id === query.clientId) ? query.clientId : undefined;
  const csv = useInvoiceExport(effective, invoices.data?.page.totalElements ?? 0);

  const page = invoices.data?.page;
  const pageNumber = (query.page ?? 0) + 1;
  const totalPages = Math.max(1, page?.totalPages ?? 1);
  const filtered =
    (query.status?.length ?? 0) > 0 ||
    query.businessId !== undefined ||
    query.from !== undefined ||
    query.to !== undefined ||
    query.q !== undefined;

  return (
    <Page
      title="Invoice History"
      actions={
        <>
          {statementClientId !== undefined ? (
            <ButtonLink variant="secondary" to={statementPath(statementClientId)}>
              Statement for this client
            </ButtonLink>
          ) : null}
          <Button variant="secondary" busy={csv.running} busyLabel="Exporting…" onClick={() => void csv.start()}>
            Export CSV
          </Button>
        </>
      }
    >
      <div className="invoice-history">
        <InvoiceFilters
          query={query}
          setParams={setParams}
          apply={apply}
          businesses={businessList}
          knownBusiness={knownBusiness}
          clientBusinessId={clientBusinessId}
          clients={clients.data}
          filtered={filtered}
        />

        <ExportProgress state={csv.state} />

        {invoices.isError ? (
          <LoadError
            message="The invoices could not be loaded."
            detail={errorMessage(invoices.error, 'Please try again.')}
            onRetry={() => void invoices.refetch()}
          />
        ) : (
          <>
            <DataTable
              caption={page ? `Invoices (${formatNumber(page.totalElements)})` : 'Invoices'}
              columns={COLUMNS}
              card={CARD}
              cardsBelow={HISTORY_CARDS_BELOW}
              rows={invoices.data?.content ?? []}
              rowKey={(invoice) => invoice.id}
              sort={toDescriptor(query)}
              onSortChange={(sort) =>
                apply({ sort: `${sort.column as InvoiceSortProperty},${sort.direction === 'ascending' ? 'asc' : 'desc'}` })
              }
              loading={invoices.isPending || invoices.isPlaceholderData}
              emptyMessage={filtered ? 'No invoices match these filters.' : 'No invoices yet. Create one with Create Invoice.'}
              rowProps={(invoice) => ({
                className: 'invoice-history__row',
                onClick: (event) => {
                  // The number is the row's link; a click elsewhere on the row opens it too.
                  if ((event.target as HTMLElement).closest('a, button')) return;
                  void navigate(invoicePath(invoice.id));
                },
              })}
            />
            <nav className="invoice-pager" aria-label="Pages">
              <Button variant="secondary" size="small" disabled={pageNumber <= 1} onClick={() => apply({ page: pageNumber - 2 })}>
                Previous page
              </Button>
              <span aria-live="polite">
                Page {pageNumber} of {totalPages}
              </span>
              <Button variant="secondary" size="small" disabled={pageNumber >= totalPages} onClick={() => apply({ page: pageNumber })}>
                Next page
              </Button>
            </nav>
          </>
        )}
      </div>
    </Page>
  );
}

// /invoice-history: the user's invoices, a page of 20 at a time from the server, sorted and
// filtered by what the address says (so a view can be bookmarked), exported as CSV.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import {
  INVOICE_STATUS_FILTERS,
  invoiceQueryFromUrl,
  invoiceQueryToUrl,
  parseInvoiceSort,
  withInvoiceFilters,
  type InvoiceListQuery,
  type InvoiceSortProperty,
} from '@/api/invoice-query';
import { fetchAllInvoices, useInvoices, useInvoicingBusinesses, useInvoicingClients } from '@/api/invoices';
import type { InvoiceListItem } from '@/api/types';
import { Button } from '@/components/button/button';
import { CheckboxGroup } from '@/components/checkbox-group/checkbox-group';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import type { SortDescriptor } from '@/components/data-table/sort-rows';
import { TextField } from '@/components/field/text-field';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { invoicePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { downloadText } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { INVOICES_CSV_FILE_NAME, invoicesToCsv } from './invoice-csv';
import { InvoiceLink } from './invoice-link';
import { money, STATUS_LABELS } from './invoice-labels';
import { StatusBadge } from './status-badge';
import '@/components/form/form-layout.css';
import './invoices.css';

const SEARCH_DELAY_MS = 300;

const COLUMNS: DataTableColumn<InvoiceListItem>[] = [
  { id: 'number', header: 'Number', sortable: true, rowHeader: true, cell: (invoice) => <InvoiceLink invoice={invoice} /> },
  { id: 'clientName', header: 'Client', sortable: true, cell: (invoice) => invoice.clientName },
  { id: 'businessName', header: 'Business', cell: (invoice) => invoice.businessName },
  { id: 'issueDate', header: 'Issued', sortable: true, cell: (invoice) => formatDate(invoice.issueDate) },
  { id: 'dueDate', header: 'Due', sortable: true, cell: (invoice) => formatDate(invoice.dueDate) },
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

function toDescriptor(query: InvoiceListQuery): SortDescriptor {
  const { property, direction } = parseInvoiceSort(query.sort);
  return { column: property, direction: direction === 'asc' ? 'ascending' : 'descending' };
}

type ExportState =
  { kind: 'running'; loaded: number; total: number } | { kind: 'done'; count: number } | { kind: 'failed'; message: string } | null;

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

  // The search box writes to the address after a pause in typing.
  const [search, setSearch] = useState(query.q ?? '');
  const sent = useRef(query.q ?? '');
  useEffect(() => {
    if ((query.q ?? '') !== sent.current) {
      sent.current = query.q ?? '';
      setSearch(query.q ?? '');
    }
  }, [query.q]);
  useEffect(() => {
    if (search.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search.trim();
      setParams(invoiceQueryToUrl(withInvoiceFilters(invoiceQueryFromUrl(new URLSearchParams(window.location.search)), { q: search })), {
        replace: true,
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setParams]);

  const [exportState, setExportState] = useState<ExportState>(null);
  const exportAbort = useRef<AbortController | null>(null);
  useEffect(() => () => exportAbort.current?.abort(), []);
  const exportCsv = async () => {
    const controller = new AbortController();
    exportAbort.current = controller;
    setExportState({ kind: 'running', loaded: 0, total: invoices.data?.page.totalElements ?? 0 });
    try {
      const rows = await fetchAllInvoices(effective, {
        signal: controller.signal,
        onProgress: (loaded, total) => setExportState({ kind: 'running', loaded, total }),
      });
      downloadText(INVOICES_CSV_FILE_NAME, invoicesToCsv(rows));
      setExportState({ kind: 'done', count: rows.length });
    } catch (error) {
      if (controller.signal.aborted) return;
      setExportState({ kind: 'failed', message: errorMessage(error, 'The export failed. Please try again.') });
    }
  };

  const page = invoices.data?.page;
  const pageNumber = (query.page ?? 0) + 1;
  const totalPages = Math.max(1, page?.totalPages ?? 1);
  const filtered =
    (query.status?.length ?? 0) > 0 ||
    query.businessId !== undefined ||
    query.from !== undefined ||
    query.to !== undefined ||
    query.q !== undefined;
  const dateError = query.from && query.to && query.from > query.to ? 'The end date is before the start date.' : null;

  return (
    <Page
      title="Invoice History"
      actions={
        <Button variant="secondary" busy={exportState?.kind === 'running'} busyLabel="Exporting…" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    >
      <div className="invoice-history">
        <form className="invoice-filters ui-card" role="search" aria-label="Filter invoices" onSubmit={(event) => event.preventDefault()}>
          <TextField
            label="Search"
            type="search"
            hint="Invoice number or client name"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          {businessList.length > 1 ? (
            <SelectField
              label="Business"
              placeholder="All businesses"
              options={businessList.map((b) => ({ value: String(b.id), label: b.name }))}
              value={knownBusiness ? String(query.businessId) : ''}
              onChange={(event) => apply({ businessId: event.target.value ? Number(event.target.value) : undefined, clientId: undefined })}
            />
          ) : null}
          <SelectField
            label="Client"
            placeholder={clientBusinessId !== undefined ? 'All clients' : 'Choose a business first'}
            disabled={clientBusinessId === undefined}
            options={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name ?? `Client ${c.id}` }))}
            value={query.clientId !== undefined ? String(query.clientId) : ''}
            onChange={(event) => apply({ clientId: event.target.value ? Number(event.target.value) : undefined })}
          />
          <TextField
            label="Issued from"
            type="date"
            value={query.from ?? ''}
            onChange={(event) => apply({ from: event.target.value || undefined })}
          />
          <TextField
            label="Issued to"
            type="date"
            value={query.to ?? ''}
            error={dateError}
            onChange={(event) => apply({ to: event.target.value || undefined })}
          />
          <CheckboxGroup
            legend="Status"
            inline
            options={INVOICE_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            value={query.status ?? []}
            onChange={(status) => apply({ status: status as InvoiceListQuery['status'] })}
          />
          {filtered ? (
            <div className="invoice-filters__clear">
              <Button variant="ghost" size="small" onClick={() => setParams(new URLSearchParams())}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </form>

        <StatusMessage tone={exportState?.kind === 'failed' ? 'error' : exportState?.kind === 'done' ? 'success' : 'info'}>
          {exportState?.kind === 'running'
            ? `Exporting ${formatNumber(exportState.loaded)} of ${formatNumber(exportState.total)} invoices…`
            : exportState?.kind === 'done'
              ? `Exported ${formatNumber(exportState.count)} invoices to ${INVOICES_CSV_FILE_NAME}.`
              : exportState?.kind === 'failed'
                ? exportState.message
                : null}
        </StatusMessage>

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

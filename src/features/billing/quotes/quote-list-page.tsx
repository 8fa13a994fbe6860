// /quotes: the user's quotes, a page of 20 at a time from the server, sorted and filtered by what
// the address says (as the invoice history), with New quote.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import {
  QUOTE_STATUS_FILTERS,
  quoteQueryFromUrl,
  quoteQueryToUrl,
  normaliseQuoteQuery,
  type QuoteListQuery,
  type QuoteSortProperty,
} from '@/api/quote-query';
import { useQuotes } from '@/api/quotes';
import type { QuoteListItem } from '@/api/types';
import { ButtonLink } from '@/components/button/button-link';
import { DataTable, type DataTableCard, type DataTableColumn } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { paths, quotePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { formatNumber } from '@/lib/format';
import { InvoiceFilters, isFiltered } from '@/features/billing/shared/list/invoice-filters';
import { money } from '@/features/billing/shared/invoice-labels';
import { QuoteLink } from './quote-link';
import { QUOTE_STATUS_LABELS } from '@/features/billing/shared/invoice-labels';
import { QuoteStatusBadge } from './quote-labels';
import { Pager } from '@/features/billing/shared/list/pager';
import { useBusinessScope } from '@/features/billing/shared/list/use-business-scope';
import { rowLink } from '@/features/billing/shared/list/row-link';
import '@/components/form/form-layout.css';
import '@/features/billing/shared/invoices.css';
import '@/features/billing/shared/list/invoice-history.css';
import '@/features/billing/shared/status-badge.css';

const COLUMNS: DataTableColumn<QuoteListItem>[] = [
  { id: 'number', header: 'Number', sortable: true, rowHeader: true, cell: (quote) => <QuoteLink quote={quote} /> },
  { id: 'clientName', header: 'Client', sortable: true, cell: (quote) => quote.clientName },
  { id: 'businessName', header: 'Business', cell: (quote) => quote.businessName },
  { id: 'issueDate', header: 'Date', sortable: true, nowrap: true, cell: (quote) => formatDate(quote.issueDate) },
  { id: 'validUntil', header: 'Valid until', sortable: true, nowrap: true, cell: (quote) => formatDate(quote.validUntil) },
  { id: 'status', header: 'Status', sortable: true, cell: (quote) => <QuoteStatusBadge quote={quote} /> },
  {
    id: 'total',
    header: 'Total',
    sortable: true,
    align: 'end',
    cell: (quote) => <span className="invoice-num">{money(quote.total, quote.currency)}</span>,
  },
];

/** On a phone: number, client, status, total and valid-until date. */
const CARD: DataTableCard = { title: 'number', facts: ['clientName', 'status', 'total', 'validUntil'] };
const STATUS_OPTIONS = QUOTE_STATUS_FILTERS.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] }));
const TEXTS = { aria: 'Filter quotes', hint: 'Quote number or client name', from: 'Dated from', to: 'Dated to' };

export function QuoteListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = quoteQueryFromUrl(params);
  const scope = useBusinessScope(query);
  const quotes = useQuotes(scope.listed);
  const apply = (changes: Partial<QuoteListQuery>) => setParams(quoteQueryToUrl(normaliseQuoteQuery({ ...query, page: 0, ...changes })));

  const page = quotes.data?.page;
  const filtered = isFiltered(query);
  const [property = 'issueDate', direction = 'desc'] = (query.sort ?? 'issueDate,desc').split(',');

  return (
    <Page title="Quotes" actions={<ButtonLink to={paths.createQuote}>New quote</ButtonLink>}>
      <div className="invoice-history">
        <InvoiceFilters query={query} apply={apply} scope={scope} statusOptions={STATUS_OPTIONS} texts={TEXTS} />
        {quotes.isError ? (
          <LoadError
            message="The quotes could not be loaded."
            detail={errorMessage(quotes.error, 'Please try again.')}
            onRetry={() => void quotes.refetch()}
          />
        ) : (
          <>
            <DataTable
              caption={page ? `Quotes (${formatNumber(page.totalElements)})` : 'Quotes'}
              columns={COLUMNS}
              card={CARD}
              cardsBelow="50rem"
              rows={quotes.data?.content ?? []}
              rowKey={(quote) => quote.id}
              sort={{ column: property, direction: direction === 'asc' ? 'ascending' : 'descending' }}
              onSortChange={(sort) =>
                apply({ sort: `${sort.column as QuoteSortProperty},${sort.direction === 'ascending' ? 'asc' : 'desc'}` })
              }
              loading={quotes.isPending || quotes.isPlaceholderData}
              emptyMessage={filtered ? 'No quotes match these filters.' : 'No quotes yet. Create one with New quote.'}
              rowProps={rowLink((quote) => void navigate(quotePath(quote.id)))}
            />
            <Pager pageIndex={query.page} totalPages={page?.totalPages} onPage={(page) => apply({ page })} />
          </>
        )}
      </div>
    </Page>
  );
}

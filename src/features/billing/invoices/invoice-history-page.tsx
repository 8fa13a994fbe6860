// /invoice-history: the user's invoices (or credit notes, or both: the document-type filter), a page
// of 20 at a time from the server, sorted and filtered by what the address says (so a view can be
// bookmarked), exported as CSV.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import {
  invoiceQueryFromUrl,
  invoiceQueryToUrl,
  withInvoiceFilters,
  type InvoiceListQuery,
  type InvoiceSortProperty,
} from '@/api/invoice-query';
import { invoiceDocument, useBillingDocuments } from '@/api/billing-documents';
import { useInvoices } from '@/api/invoices';
import { Button } from '@/components/button/button';
import { DataTable } from '@/components/data-table/data-table';
import type { SortDescriptor } from '@/components/data-table/sort-rows';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { ButtonLink } from '@/components/button/button-link';
import { SelectField } from '@/components/select/select-field';
import { statementPath } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import {
  HISTORY_DOCUMENT_NOUNS,
  HISTORY_DOCUMENT_OPTIONS,
  documentQuery,
  historyDocumentsFromUrl,
  historySort,
  withHistoryDocuments,
  type HistoryDocuments,
} from './history-documents';
import { documentPath, historyCard, historyColumns } from './invoice-history-columns';
import { InvoiceFilters, isFiltered } from '@/features/billing/shared/list/invoice-filters';
import { ExportProgress, useInvoiceExport } from './use-invoice-export';
import { Pager } from '@/features/billing/shared/list/pager';
import { useBusinessScope } from '@/features/billing/shared/list/use-business-scope';
import { useOffered } from '@/features/server-capabilities/capabilities-context';
import { rowLink } from '@/features/billing/shared/list/row-link';
import '@/components/form/form-layout.css';
import '@/features/billing/shared/invoices.css';
import '@/features/billing/shared/list/invoice-history.css';

/** The table needs about 53rem with its words whole; with less room, the rows are cards. */
const HISTORY_CARDS_BELOW = '54rem';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function toDescriptor(query: InvoiceListQuery, documents: HistoryDocuments): SortDescriptor {
  const { property, direction } = historySort(query, documents);
  return { column: property, direction: direction === 'asc' ? 'ascending' : 'descending' };
}

export function InvoiceHistoryPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = invoiceQueryFromUrl(params);
  const scope = useBusinessScope(query);
  const { effective, listed } = scope;
  // Credit notes (and the mixed list) only from a service that keeps them; statements likewise.
  const creditNotes = useOffered('credit-notes');
  const statements = useOffered('statements');
  const documents = creditNotes ? historyDocumentsFromUrl(params) : 'invoices';
  const invoiceList = useInvoices(listed, documents === 'invoices');
  const documentList = useBillingDocuments(documentQuery(listed, documents === 'invoices' ? 'all' : documents), documents !== 'invoices');
  const invoices = documents === 'invoices' ? invoiceList : documentList;
  const rows = documents === 'invoices' ? (invoiceList.data?.content ?? []).map(invoiceDocument) : (documentList.data?.content ?? []);
  const noun = HISTORY_DOCUMENT_NOUNS[documents];

  const apply = (changes: Partial<InvoiceListQuery>, replace = false) => {
    const next = invoiceQueryToUrl(withInvoiceFilters(query, changes));
    if (documents !== 'invoices') next.set('documents', documents);
    setParams(next, { replace });
  };

  // Only a client the user may invoice for (one of the listed clients) gets a statement link.
  const statementClientId = statements && scope.clients.data?.some((client) => client.id === query.clientId) ? query.clientId : undefined;
  const csv = useInvoiceExport(effective, documents, invoices.data?.page.totalElements ?? 0);

  const page = invoices.data?.page;
  const filtered = isFiltered(query);

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
        <InvoiceFilters query={query} apply={apply} scope={scope} statusOptions={documents === 'credit-notes' ? [] : undefined}>
          {creditNotes ? (
            <SelectField
              label="Document type"
              options={HISTORY_DOCUMENT_OPTIONS}
              value={documents}
              onChange={(event) => setParams(withHistoryDocuments(params, event.target.value as HistoryDocuments))}
            />
          ) : null}
        </InvoiceFilters>

        <ExportProgress state={csv.state} />

        {invoices.isError ? (
          <LoadError
            message={`The ${noun} could not be loaded.`}
            detail={errorMessage(invoices.error, 'Please try again.')}
            onRetry={() => void invoices.refetch()}
          />
        ) : (
          <>
            <DataTable
              caption={`${capitalise(noun)}${page ? ` (${formatNumber(page.totalElements)})` : ''}`}
              columns={historyColumns(documents)}
              card={historyCard(documents)}
              cardsBelow={HISTORY_CARDS_BELOW}
              rows={rows}
              rowKey={(row) => `${row.documentType}-${row.id}`}
              sort={toDescriptor(query, documents)}
              onSortChange={(sort) =>
                apply({ sort: `${sort.column as InvoiceSortProperty},${sort.direction === 'ascending' ? 'asc' : 'desc'}` })
              }
              loading={invoices.isPending || invoices.isPlaceholderData}
              emptyMessage={
                filtered
                  ? `No ${noun} match these filters.`
                  : `No ${noun} yet.${documents === 'invoices' ? ' Create one with Create Invoice.' : ''}`
              }
              rowProps={rowLink((row) => void navigate(documentPath(row)))}
            />
            <Pager pageIndex={query.page} totalPages={page?.totalPages} onPage={(page) => apply({ page })} />
          </>
        )}
      </div>
    </Page>
  );
}

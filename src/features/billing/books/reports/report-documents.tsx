// The documents behind a report's figure (an account's, or a quote's costs), each opening its
// invoice, credit note or bill, and what they add up to. An account can hold thousands of
// documents in a year: only the rows in view are drawn.
import { Link } from 'react-router-dom';
import type { ReportDocument } from '@/api/types';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useVirtualRows } from '@/components/data-table/use-virtual-rows';
import { billPath, creditNotePath, invoicePath } from '@/config/paths';
import { sumCents } from '@/lib/money';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { DOCUMENT_KIND_LABELS } from './reports-csv';

const pathOf = (document: ReportDocument) =>
  document.kind === 'INVOICE'
    ? invoicePath(document.id)
    : document.kind === 'CREDIT_NOTE'
      ? creditNotePath(document.id)
      : billPath(document.id); // bills, expenses and supplier credit notes

const rowKey = (document: ReportDocument) => `${document.kind}:${document.id}`;

export function ReportDocuments({ caption, documents, party }: { caption: string; documents: readonly ReportDocument[]; party: string }) {
  const virtualRows = useVirtualRows({ rows: documents, rowKey });
  const columns: DataTableColumn<ReportDocument>[] = [
    {
      id: 'document',
      header: 'Document',
      rowHeader: true,
      cell: (document) => (
        <Link to={pathOf(document)}>
          {DOCUMENT_KIND_LABELS[document.kind]} {document.number}
        </Link>
      ),
    },
    { id: 'date', header: 'Date', nowrap: true, cell: (document) => displayDate(document.date) },
    { id: 'party', header: party, cell: (document) => document.party },
    { id: 'amount', header: 'Amount', align: 'end', cell: (document) => money(document.amount) },
  ];
  return (
    <section className="report" aria-label={caption}>
      <DataTable
        {...virtualRows}
        caption={`${caption} (${documents.length})`}
        columns={columns}
        rows={documents}
        rowKey={rowKey}
        card={{ title: 'document', facts: ['date', 'party', 'amount'] }}
        emptyMessage="No documents."
      />
      <p className="report__note">
        These add up to <strong>{money(sumCents(documents.map((document) => document.amount)))}</strong>.
      </p>
    </section>
  );
}

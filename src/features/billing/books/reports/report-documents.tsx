// The documents behind a report's figure (an account's, or a quote's costs), each opening its
// invoice, credit note or bill, adding up to the figure.
import { Link } from 'react-router-dom';
import type { ReportDocument } from '@/api/types';
import { billPath, creditNotePath, invoicePath } from '@/config/paths';
import { sumCents } from '@/lib/money';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { DOCUMENT_KIND_LABELS } from './reports-csv';
import { ReportTable } from './report-table';

const pathOf = (document: ReportDocument) =>
  document.kind === 'INVOICE'
    ? invoicePath(document.id)
    : document.kind === 'CREDIT_NOTE'
      ? creditNotePath(document.id)
      : billPath(document.id);

export function ReportDocuments({ caption, documents, party }: { caption: string; documents: readonly ReportDocument[]; party: string }) {
  return (
    <ReportTable
      caption={caption}
      labels={['Document', 'Date', party, 'Amount']}
      amounts={1}
      emptyMessage="No documents."
      rows={[
        ...documents.map((document) => ({
          key: `${document.kind}:${document.id}`,
          cells: [
            <Link key="link" to={pathOf(document)}>
              {DOCUMENT_KIND_LABELS[document.kind]} {document.number}
            </Link>,
            displayDate(document.date),
            document.party,
            money(document.amount),
          ],
        })),
        { key: 'total', total: true, cells: ['Total', '', '', money(sumCents(documents.map((d) => d.amount)))] },
      ]}
    />
  );
}

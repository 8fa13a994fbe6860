// The documents behind one box of the return: number (opening the invoice, or the credit note), date, client, the
// document's amount and what it counts in the box; with their own CSV export.
import type { GstReturn, GstReturnRow } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { creditNotePath, invoicePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { downloadText } from '@/lib/download';
import { Link } from 'react-router-dom';
import { money, MOVEMENT_LABELS } from '@/features/billing/shared/invoice-labels';
import { countedIn, rowsBehind, type GstBox } from './gst-return-boxes';
import { gstBoxCsv } from './gst-return-csv';

function columns(box: GstBox): DataTableColumn<GstReturnRow>[] {
  return [
    {
      id: 'number',
      header: 'Document',
      rowHeader: true,
      cell: (row) => {
        const label = `${MOVEMENT_LABELS[row.kind]} ${row.number}`;
        if (row.kind === 'CREDIT_NOTE') return <Link to={creditNotePath(row.id)}>{label}</Link>;
        return row.invoiceId === undefined ? label : <Link to={invoicePath(row.invoiceId)}>{label}</Link>;
      },
    },
    { id: 'date', header: 'Date', nowrap: true, cell: (row) => formatDate(row.date) },
    { id: 'client', header: 'Client', cell: (row) => row.clientName },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
    { id: 'counted', header: `Counted in box ${box}`, align: 'end', cell: (row) => money(countedIn(row, box) ?? 0) },
  ];
}

export function GstReturnDocuments({ report, box }: { report: GstReturn; box: GstBox }) {
  const rows = rowsBehind(report, box);
  return (
    <section className="ui-card gst-return" aria-label={`Documents behind box ${box}`}>
      <div className="gst-return__list-head">
        <h2 className="gst-return__heading">Box {box}: the documents behind it</h2>
        <Button
          variant="secondary"
          size="small"
          disabled={rows.length === 0}
          onClick={() => downloadText(`gst-return-${report.period}-box-${box}.csv`, gstBoxCsv(report, box))}
        >
          Export box {box} CSV
        </Button>
      </div>
      <DataTable
        caption={`Documents behind box ${box} (${rows.length})`}
        columns={columns(box)}
        rows={rows}
        rowKey={(row) => `${row.kind}:${row.id}`}
        card={{ title: 'number', facts: ['date', 'client', 'counted'] }}
        emptyMessage={box === '9' ? 'No adjustments are recorded here.' : 'No documents count in this box.'}
      />
    </section>
  );
}

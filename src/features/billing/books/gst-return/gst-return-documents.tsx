// The documents behind one box of the return: sales rows (number opening the invoice or credit
// note, date, client) and purchase rows (the bill, date, supplier, why GST is not claimed), each
// with the document's amount and what it counts in the box; with their own CSV export.
import { Link } from 'react-router-dom';
import type { GstPurchaseRow, GstReturn, GstReturnRow } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { billPath, creditNotePath, invoicePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { downloadText } from '@/lib/download';
import { money, MOVEMENT_LABELS } from '@/features/billing/shared/invoice-labels';
import { boxSides, purchaseRowsBehind, salesCounted, rowsBehind, type GstBox } from './gst-return-boxes';
import { GstReturnAdjustments } from './gst-return-adjustments';
import { gstBoxCsv, PURCHASE_KIND_LABELS } from './gst-return-csv';

function salesColumns(box: GstBox): DataTableColumn<GstReturnRow>[] {
  const salesBox = box === '15' ? '10' : box;
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
    { id: 'counted', header: `Counted in box ${salesBox}`, align: 'end', cell: (row) => money(salesCounted(row, box)) },
  ];
}

function purchaseColumns(box: GstBox): DataTableColumn<GstPurchaseRow>[] {
  return [
    {
      id: 'bill',
      header: 'Purchase',
      rowHeader: true,
      cell: (row) => (
        <Link to={billPath(row.billId)}>
          {PURCHASE_KIND_LABELS[row.kind]} {row.supplierReference ?? `#${row.billId}`}
        </Link>
      ),
    },
    { id: 'date', header: 'Date', nowrap: true, cell: (row) => formatDate(row.date) },
    { id: 'supplier', header: 'Supplier', cell: (row) => row.supplierName },
    { id: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
    { id: 'counted', header: 'Counted in box 11', align: 'end', cell: (row) => money(row.purchases) },
    ...(box === '11'
      ? [{ id: 'reason', header: 'GST not claimed', cell: (row: GstPurchaseRow) => (row.notClaimed !== 0 ? (row.reason ?? '') : '') }]
      : []),
  ];
}

export function GstReturnDocuments({ report, box }: { report: GstReturn; box: GstBox }) {
  const sides = boxSides(box);
  const rows = sides.sales ? rowsBehind(report, box) : [];
  const purchases = sides.purchases ? purchaseRowsBehind(report, box) : [];
  return (
    <section className="ui-card gst-return" aria-label={`Documents behind box ${box}`}>
      <div className="gst-return__list-head">
        <h2 className="gst-return__heading">Box {box}: the documents behind it</h2>
        <Button
          variant="secondary"
          size="small"
          disabled={rows.length === 0 && purchases.length === 0}
          onClick={() => downloadText(`gst-return-${report.period}-box-${box}.csv`, gstBoxCsv(report, box))}
        >
          Export box {box} CSV
        </Button>
      </div>
      {box === '9' || box === '13' ? (
        <GstReturnAdjustments businessId={report.businessId} adjustments={report.adjustments} box={box} />
      ) : null}
      {sides.sales && box !== '9' ? (
        <DataTable
          caption={`Sales behind box ${box} (${rows.length})`}
          columns={salesColumns(box)}
          rows={rows}
          rowKey={(row) => `${row.kind}:${row.id}`}
          card={{ title: 'number', facts: ['date', 'client', 'counted'] }}
          emptyMessage="No documents count in this box."
        />
      ) : null}
      {sides.purchases && box !== '13' ? (
        <DataTable
          caption={`Purchases behind box ${box} (${purchases.length})`}
          columns={purchaseColumns(box)}
          rows={purchases}
          rowKey={(row) => `${row.kind}:${row.id}`}
          card={{ title: 'bill', facts: ['date', 'supplier', 'counted'] }}
          emptyMessage="No purchases count in this box."
        />
      ) : null}
    </section>
  );
}

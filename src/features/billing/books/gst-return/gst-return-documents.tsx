// The documents behind one box of the return: sales rows (number opening the invoice or credit
// note, date, client) and purchase rows (the bill, date, supplier, why GST is not claimed), each
// with the document's amount and what it counts in the box, then the rounding and adjustments if
// any, adding up to the box to the cent; with their own CSV export. Long lists draw the rows in view.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { GstPurchaseRow, GstReturn, GstReturnRow } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useVirtualRows } from '@/components/data-table/use-virtual-rows';
import { billPath, creditNotePath, invoicePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { downloadText } from '@/lib/download';
import { money, MOVEMENT_LABELS } from '@/features/billing/shared/invoice-labels';
import { boxDocuments, boxSides, boxValue, type Counted, type GstBox } from './gst-return-boxes';
import { GstReturnAdjustments } from './gst-return-adjustments';
import { ADJUSTMENTS_LABEL, countedHeading, gstBoxCsv, PURCHASE_KIND_LABELS, ROUNDING_LABEL } from './gst-return-csv';

function salesColumns(box: GstBox): DataTableColumn<Counted<GstReturnRow>>[] {
  return [
    {
      id: 'number',
      header: 'Document',
      rowHeader: true,
      cell: ({ row }) => {
        const label = `${MOVEMENT_LABELS[row.kind]} ${row.number}`;
        if (row.kind === 'CREDIT_NOTE') return <Link to={creditNotePath(row.id)}>{label}</Link>;
        return row.invoiceId === undefined ? label : <Link to={invoicePath(row.invoiceId)}>{label}</Link>;
      },
    },
    { id: 'date', header: 'Date', nowrap: true, cell: ({ row }) => formatDate(row.date) },
    { id: 'client', header: 'Client', cell: ({ row }) => row.clientName },
    { id: 'amount', header: 'Amount', align: 'end', cell: ({ row }) => money(row.amount) },
    { id: 'counted', header: countedHeading(box), align: 'end', cell: ({ counted }) => money(counted) },
  ];
}

function purchaseColumns(box: GstBox): DataTableColumn<Counted<GstPurchaseRow>>[] {
  return [
    {
      id: 'bill',
      header: 'Purchase',
      rowHeader: true,
      cell: ({ row }) => (
        <Link to={billPath(row.billId)}>
          {PURCHASE_KIND_LABELS[row.kind]} {row.supplierReference ?? `#${row.billId}`}
        </Link>
      ),
    },
    { id: 'date', header: 'Date', nowrap: true, cell: ({ row }) => formatDate(row.date) },
    { id: 'supplier', header: 'Supplier', cell: ({ row }) => row.supplierName },
    { id: 'amount', header: 'Amount', align: 'end', cell: ({ row }) => money(row.amount) },
    { id: 'counted', header: countedHeading(box), align: 'end', cell: ({ counted }) => money(counted) },
    ...(box === '11'
      ? [
          {
            id: 'reason',
            header: 'GST not claimed',
            cell: ({ row }: Counted<GstPurchaseRow>) => (row.notClaimed !== 0 ? (row.reason ?? '') : ''),
          },
        ]
      : []),
  ];
}

export function GstReturnDocuments({ report, box }: { report: GstReturn; box: GstBox }) {
  const sides = boxSides(box);
  const documents = useMemo(() => boxDocuments(report, box), [report, box]);
  const { sales, purchases, rounding, adjustments, total } = documents;
  const rowKey = ({ row }: Counted<GstReturnRow> | Counted<GstPurchaseRow>) => `${row.kind}:${row.id}`;
  // A period's documents run to thousands for a busy business: only those in view are drawn.
  const virtualSales = useVirtualRows({ rows: sales, rowKey });
  const virtualPurchases = useVirtualRows({ rows: purchases, rowKey });
  return (
    <section className="ui-card gst-return" aria-label={`Documents behind box ${box}`}>
      <div className="gst-return__list-head">
        <h2 className="gst-return__heading">Box {box}: the documents behind it</h2>
        <Button
          variant="secondary"
          size="small"
          disabled={sales.length === 0 && purchases.length === 0}
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
          {...virtualSales}
          caption={`Sales behind box ${box} (${sales.length})`}
          columns={salesColumns(box)}
          rows={sales}
          rowKey={rowKey}
          card={{ title: 'number', facts: ['date', 'client', 'counted'] }}
          emptyMessage="No documents count in this box."
        />
      ) : null}
      {sides.purchases && box !== '13' ? (
        <DataTable
          {...virtualPurchases}
          caption={`Purchases behind box ${box} (${purchases.length})${box === '15' ? ', their GST taken off' : ''}`}
          columns={purchaseColumns(box)}
          rows={purchases}
          rowKey={rowKey}
          card={{ title: 'bill', facts: ['date', 'supplier', 'counted'] }}
          emptyMessage="No purchases count in this box."
        />
      ) : null}
      <dl className="gst-return__sum" aria-label={`What box ${box} adds up`}>
        {rounding !== 0 ? (
          <div>
            <dt>{ROUNDING_LABEL}</dt>
            <dd>{money(rounding)}</dd>
          </div>
        ) : null}
        {adjustments !== 0 ? (
          <div>
            <dt>{ADJUSTMENTS_LABEL}</dt>
            <dd>{money(adjustments)}</dd>
          </div>
        ) : null}
        <div>
          <dt>These add up to box {box}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {total !== boxValue(report, box) ? (
        <p role="alert">
          These documents do not add up to box {box} ({money(boxValue(report, box))}). Reload the return.
        </p>
      ) : null}
    </section>
  );
}

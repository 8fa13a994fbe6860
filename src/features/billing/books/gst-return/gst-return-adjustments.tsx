// Behind boxes 9 and 13: what changed in each filed return's period since it was filed, carried
// into this return instead of changing a filed figure (decision 281). Each names the filed period
// (opening its return), the change in GST on sales and on purchases, and the debit or credit.
import { Link } from 'react-router-dom';
import type { GstAdjustment } from '@/api/types';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { formatGstPeriod } from '@/lib/gst-periods';
import { money } from '@/features/billing/shared/invoice-labels';

const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents));

export interface GstReturnAdjustmentsProps {
  businessId: number;
  adjustments: readonly GstAdjustment[];
  /** Box 9 lists the debits, box 13 the credits. */
  box: '9' | '13';
}

export function GstReturnAdjustments({ businessId, adjustments, box }: GstReturnAdjustmentsProps) {
  const rows = adjustments.filter((adjustment) => (box === '9' ? adjustment.debit : adjustment.credit) !== 0);
  const columns: DataTableColumn<GstAdjustment>[] = [
    {
      id: 'period',
      header: 'Filed return',
      rowHeader: true,
      cell: (row) => <Link to={`${paths.gstReturn}?business=${businessId}&period=${row.period}`}>{formatGstPeriod(row)}</Link>,
    },
    { id: 'output', header: 'Change in GST on sales', align: 'end', cell: (row) => signed(row.outputTax) },
    { id: 'input', header: 'Change in GST on purchases', align: 'end', cell: (row) => signed(row.inputTax) },
    {
      id: 'counted',
      header: `Counted in box ${box}`,
      align: 'end',
      cell: (row) => money(box === '9' ? row.debit : row.credit),
    },
  ];
  return (
    <DataTable
      caption={`${box === '9' ? 'Debit' : 'Credit'} adjustments from filed returns (${rows.length})`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.start}
      card={{ title: 'period', facts: ['output', 'input', 'counted'] }}
      emptyMessage="No filed return has changed since it was filed."
    />
  );
}

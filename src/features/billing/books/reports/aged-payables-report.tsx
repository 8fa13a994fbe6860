// Aged payables: what the business owes each supplier, by days past the due date as at the
// server's today; each supplier opens its bills. Exports as CSV.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AgedPayables } from '@/api/types';
import { Button } from '@/components/button/button';
import { billPath } from '@/config/paths';
import { downloadText } from '@/lib/download';
import { AGEING_BUCKETS } from '@/lib/statement';
import { AGEING_BUCKET_LABELS, displayDate, money } from '@/features/billing/shared/invoice-labels';
import { agedPayablesCsv } from './reports-csv';
import { ReportTable } from './report-table';

const LABELS = [...AGEING_BUCKETS.map((bucket) => AGEING_BUCKET_LABELS[bucket]), 'Total'];

const amounts = (balances: AgedPayables['totals']) => [...AGEING_BUCKETS.map((bucket) => money(balances[bucket])), money(balances.total)];

export function AgedPayablesReport({ report }: { report: AgedPayables }) {
  const [open, setOpen] = useState<number | null>(null);
  const opened = report.suppliers.find((row) => row.supplierId === open);
  return (
    <section className="ui-card report" aria-labelledby="payables-heading">
      <div className="report__head">
        <h2 id="payables-heading" className="report__heading">
          Aged payables as at {displayDate(report.asAt)}
        </h2>
        <Button
          variant="secondary"
          size="small"
          onClick={() => downloadText(`aged-payables-${report.businessName}-${report.asAt}.csv`, agedPayablesCsv(report))}
        >
          Export CSV
        </Button>
      </div>
      <p className="report__note">Bills awaiting payment or part paid, by days past their due date. Current: not yet due.</p>
      <ReportTable
        caption="Owed to suppliers"
        labels={['Supplier', ...LABELS]}
        amounts={LABELS.length}
        emptyMessage="Nothing is owed to suppliers."
        rows={[
          ...report.suppliers.map((row) => ({
            key: String(row.supplierId),
            cells: [
              <Button
                key="supplier"
                size="small"
                variant={open === row.supplierId ? 'primary' : 'secondary'}
                aria-pressed={open === row.supplierId}
                aria-label={`${row.supplierName}: ${money(row.balances.total)} owed. Show the bills`}
                onClick={() => setOpen(open === row.supplierId ? null : row.supplierId)}
              >
                {row.supplierName}
              </Button>,
              ...amounts(row.balances),
            ],
          })),
          { key: 'total', total: true, cells: ['Total', ...amounts(report.totals)] },
        ]}
      />
      {opened ? (
        <ReportTable
          caption={`Bills from ${opened.supplierName}`}
          labels={['Bill', 'Due', 'Days past due', 'Total', 'Balance']}
          amounts={2}
          emptyMessage="No bills."
          rows={opened.bills.map((bill) => ({
            key: String(bill.id),
            cells: [
              <Link key="bill" to={billPath(bill.id)}>
                {bill.number}
              </Link>,
              displayDate(bill.dueDate),
              bill.daysPastDue > 0 ? String(bill.daysPastDue) : 'Not yet due',
              money(bill.total),
              money(bill.balance),
            ],
          }))}
        />
      ) : null}
    </section>
  );
}

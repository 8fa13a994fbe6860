// Job costing: per quote, what was quoted, invoiced and spent (bills tagged with the quote), and
// the margins; each quote's costs open the bills behind them. Exports as CSV.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { JobCosting } from '@/api/types';
import { Button } from '@/components/button/button';
import { quotePath } from '@/config/paths';
import { downloadText } from '@/lib/download';
import { money, QUOTE_STATUS_LABELS } from '@/features/billing/shared/invoice-labels';
import { ReportDocuments } from './report-documents';
import { jobCostingCsv } from './reports-csv';
import { ReportTable } from './report-table';

const FIGURES = ['Quoted', 'Invoiced', 'Costs', 'Margin', 'Expected margin'];

export function JobCostingReport({ report }: { report: JobCosting }) {
  const [open, setOpen] = useState<number | null>(null);
  const opened = report.rows.find((row) => row.quoteId === open);
  return (
    <section className="ui-card report" aria-labelledby="jobs-heading">
      <div className="report__head">
        <h2 id="jobs-heading" className="report__heading">
          Job costing
        </h2>
        <Button
          variant="secondary"
          size="small"
          onClick={() => downloadText(`job-costing-${report.businessName}.csv`, jobCostingCsv(report))}
        >
          Export CSV
        </Button>
      </div>
      <p className="report__note">
        Accepted quotes and quotes with invoices or costs. Margin: invoiced less costs; expected margin: quoted less costs. Amounts exclude
        GST when the business has a GST number.
      </p>
      <ReportTable
        caption="Quotes"
        labels={['Quote', 'Client', 'Status', ...FIGURES]}
        amounts={FIGURES.length}
        emptyMessage="No accepted quotes, and no costs tagged with a quote."
        rows={[
          ...report.rows.map((row) => ({
            key: String(row.quoteId),
            cells: [
              <Link key="quote" to={quotePath(row.quoteId)}>
                {row.quoteNumber}
              </Link>,
              row.clientName,
              QUOTE_STATUS_LABELS[row.status],
              money(row.quoted),
              money(row.invoiced),
              <Button
                key="costs"
                size="small"
                variant={open === row.quoteId ? 'primary' : 'secondary'}
                aria-pressed={open === row.quoteId}
                aria-label={`Costs of ${row.quoteNumber}: ${money(row.costs)}. Show the bills`}
                onClick={() => setOpen(open === row.quoteId ? null : row.quoteId)}
              >
                {money(row.costs)}
              </Button>,
              money(row.margin),
              money(row.expectedMargin),
            ],
          })),
          {
            key: 'total',
            total: true,
            cells: [
              'Total',
              '',
              '',
              ...[
                report.totals.quoted,
                report.totals.invoiced,
                report.totals.costs,
                report.totals.margin,
                report.totals.expectedMargin,
              ].map((cents) => money(cents)),
            ],
          },
        ]}
      />
      {opened ? <ReportDocuments caption={`Costs of ${opened.quoteNumber}`} documents={opened.bills} party="Supplier" /> : null}
    </section>
  );
}

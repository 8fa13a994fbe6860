// A profit and loss report: income and expenses by account, their totals and the net; each
// account opens the documents it is made of. Exports as CSV.
import { useState } from 'react';
import type { ProfitAndLoss, ReportAccount } from '@/api/types';
import { Button } from '@/components/button/button';
import { downloadText } from '@/lib/download';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { ReportDocuments } from './report-documents';
import { profitAndLossCsv } from './reports-csv';
import { ReportTable } from './report-table';

export function ProfitAndLossReport({ report }: { report: ProfitAndLoss }) {
  const [open, setOpen] = useState<{ side: 'income' | 'expenses'; account: string } | null>(null);
  const opened = open ? report[open.side].find((row) => row.account === open.account) : undefined;
  const accountRows = (side: 'income' | 'expenses', accounts: ReportAccount[]) =>
    accounts.map((row) => {
      const pressed = open?.side === side && open.account === row.account;
      return {
        key: `${side}:${row.account}`,
        cells: [
          row.account,
          <Button
            key="amount"
            size="small"
            variant={pressed ? 'primary' : 'secondary'}
            aria-pressed={pressed}
            aria-label={`${row.account}: ${money(row.amount)}. Show the documents`}
            onClick={() => setOpen(pressed ? null : { side, account: row.account })}
          >
            {money(row.amount)}
          </Button>,
        ],
      };
    });
  return (
    <section className="ui-card report" aria-labelledby="pnl-heading">
      <div className="report__head">
        <h2 id="pnl-heading" className="report__heading">
          Profit and loss: {displayDate(report.from)} to {displayDate(report.to)}
        </h2>
        <Button
          variant="secondary"
          size="small"
          onClick={() => downloadText(`profit-and-loss-${report.businessName}-${report.from}-${report.to}.csv`, profitAndLossCsv(report))}
        >
          Export CSV
        </Button>
      </div>
      <p className="report__note">
        {report.businessName} · {report.gstRegistered ? 'Amounts exclude GST' : 'No GST number: amounts include GST'} · Income from invoices
        issued, less credit notes; expenses from bills and expenses dated in the range.
      </p>
      <ReportTable
        caption="Income"
        labels={['Account', 'Amount']}
        amounts={1}
        emptyMessage="No income in this range."
        rows={[...accountRows('income', report.income), { key: 'total', total: true, cells: ['Total income', money(report.totalIncome)] }]}
      />
      <ReportTable
        caption="Expenses"
        labels={['Account', 'Amount']}
        amounts={1}
        emptyMessage="No expenses in this range."
        rows={[
          ...accountRows('expenses', report.expenses),
          { key: 'total', total: true, cells: ['Total expenses', money(report.totalExpenses)] },
        ]}
      />
      <p className="report__net" role="status">
        {report.net < 0 ? 'Net loss' : 'Net profit'}: {money(Math.abs(report.net))}
      </p>
      {opened && open ? (
        <ReportDocuments
          caption={`${opened.account}: the documents behind it`}
          documents={opened.documents}
          party={open.side === 'income' ? 'Client' : 'Supplier'}
        />
      ) : null}
    </section>
  );
}

// The reports as CSV (src/lib/csv.ts: RFC 4180, formula-injection guard): each report's figures,
// then the documents behind them. Amounts are plain decimals so spreadsheets read numbers.
import type { AgedPayables, JobCosting, ProfitAndLoss, ReportAccount, ReportDocument } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { centsToDecimal } from '@/lib/money';
import { AGEING_BUCKETS } from '@/lib/statement';
import { AGEING_BUCKET_LABELS, QUOTE_STATUS_LABELS } from '@/features/billing/shared/invoice-labels';

export const DOCUMENT_KIND_LABELS: Record<ReportDocument['kind'], string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  BILL: 'Bill',
  EXPENSE: 'Expense',
  SUPPLIER_CREDIT_NOTE: 'Supplier credit note',
};

const gstWords = (report: ProfitAndLoss) => (report.gstRegistered ? 'Amounts exclude GST' : 'Amounts include GST (no GST number)');

const documentCells = (document: ReportDocument) => [
  DOCUMENT_KIND_LABELS[document.kind],
  document.number,
  document.date,
  document.party,
  centsToDecimal(document.amount),
];

export function profitAndLossCsv(report: ProfitAndLoss): string {
  const accountRows = (side: string, accounts: ReportAccount[]) => accounts.map((row) => [side, row.account, centsToDecimal(row.amount)]);
  const documentRows = (side: string, accounts: ReportAccount[]) =>
    accounts.flatMap((row) => row.documents.map((document) => [side, row.account, ...documentCells(document)]));
  return toCsv([
    ['Profit and loss', report.businessName, `${report.from} to ${report.to}`, gstWords(report)],
    ['Section', 'Account', 'Amount'],
    ...accountRows('Income', report.income),
    ['Income', 'Total income', centsToDecimal(report.totalIncome)],
    ...accountRows('Expenses', report.expenses),
    ['Expenses', 'Total expenses', centsToDecimal(report.totalExpenses)],
    ['Net', report.net < 0 ? 'Net loss' : 'Net profit', centsToDecimal(report.net)],
    [],
    ['Section', 'Account', 'Document', 'Number', 'Date', 'Client or supplier', 'Amount'],
    ...documentRows('Income', report.income),
    ...documentRows('Expenses', report.expenses),
  ]);
}

const JOB_FIGURES = ['Quoted', 'Invoiced', 'Costs', 'Margin', 'Expected margin'];

export function jobCostingCsv(report: JobCosting): string {
  const figures = (row: JobCosting['totals']) =>
    [row.quoted, row.invoiced, row.costs, row.margin, row.expectedMargin].map((cents) => centsToDecimal(cents));
  return toCsv([
    ['Job costing', report.businessName, 'Amounts exclude GST where the business has a GST number'],
    ['Quote', 'Client', 'Status', ...JOB_FIGURES],
    ...report.rows.map((row) => [row.quoteNumber, row.clientName, QUOTE_STATUS_LABELS[row.status], ...figures(row)]),
    ['Total', '', '', ...figures(report.totals)],
    [],
    ['Quote', 'Document', 'Number', 'Date', 'Supplier', 'Cost'],
    ...report.rows.flatMap((row) => row.bills.map((bill) => [row.quoteNumber, ...documentCells(bill)])),
  ]);
}

export function agedPayablesCsv(report: AgedPayables): string {
  const buckets = (balances: AgedPayables['totals']) =>
    [...AGEING_BUCKETS.map((b) => balances[b]), balances.total].map((c) => centsToDecimal(c));
  return toCsv([
    ['Aged payables', report.businessName, `As at ${report.asAt}`],
    ['Supplier', ...AGEING_BUCKETS.map((b) => AGEING_BUCKET_LABELS[b]), 'Total'],
    ...report.suppliers.map((row) => [row.supplierName, ...buckets(row.balances)]),
    ['Total', ...buckets(report.totals)],
    [],
    ['Supplier', 'Bill', 'Date', 'Due', 'Days past due', 'Age', 'Total', 'Balance'],
    ...report.suppliers.flatMap((row) =>
      row.bills.map((bill) => [
        row.supplierName,
        bill.number,
        bill.date,
        bill.dueDate,
        String(bill.daysPastDue),
        AGEING_BUCKET_LABELS[bill.bucket],
        centsToDecimal(bill.total),
        centsToDecimal(bill.balance),
      ]),
    ),
  ]);
}

// The invoice history as CSV (src/lib/csv.ts: byte-order mark, RFC 4180 quoting, formula-looking
// cells neutralised), with a header row. Amounts are plain decimals, so spreadsheets read numbers.
// A credit note's total is negative, so the Total column sums to what was invoiced net of credits;
// its paid and balance cells are empty (the credit is already in its invoice's balance).
import type { BillingDocument } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { centsToDecimal } from '@/lib/money';
import { STATUS_LABELS } from '@/features/billing/shared/invoice-labels';

export const INVOICES_CSV_FILE_NAME = 'invoices.csv';

const HEADER = [
  'Number',
  'Document type',
  'Status',
  'Overdue',
  'Business',
  'Client',
  'Issue date',
  'Due date',
  'Reference',
  'Original invoice',
  'Currency',
  'Total',
  'Paid',
  'Balance',
] as const;

function documentCells(row: BillingDocument): string[] {
  const { invoice, creditNote } = row;
  const common = [row.businessName, row.clientName, row.issueDate];
  if (invoice) {
    return [
      ...[row.number ?? '', 'Invoice', STATUS_LABELS[invoice.status], invoice.overdue ? 'yes' : 'no'],
      ...[...common, invoice.dueDate, invoice.reference ?? '', ''],
      ...[row.currency, centsToDecimal(invoice.total), centsToDecimal(invoice.paid), centsToDecimal(invoice.balance)],
    ];
  }
  return [
    ...[row.number ?? '', 'Credit note', '', ''],
    ...[...common, '', '', creditNote?.invoiceNumber ?? ''],
    ...[row.currency, centsToDecimal(row.amount), '', ''],
  ];
}

export function documentsToCsv(rows: readonly BillingDocument[]): string {
  return toCsv([HEADER, ...rows.map(documentCells)]);
}

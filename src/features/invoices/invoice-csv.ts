// The invoice history as CSV (src/lib/csv.ts: byte-order mark, RFC 4180 quoting, formula-looking
// cells neutralised), with a header row. Amounts are plain decimals, so spreadsheets read numbers.
import type { InvoiceListItem } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { centsToDecimal } from '@/lib/money';
import { STATUS_LABELS } from './invoice-labels';

export const INVOICES_CSV_FILE_NAME = 'invoices.csv';

const HEADER = [
  'Number',
  'Status',
  'Overdue',
  'Business',
  'Client',
  'Issue date',
  'Due date',
  'Reference',
  'Currency',
  'Total',
  'Paid',
  'Balance',
] as const;

export function invoicesToCsv(invoices: readonly InvoiceListItem[]): string {
  return toCsv([
    HEADER,
    ...invoices.map((invoice) => [
      invoice.number ?? '',
      STATUS_LABELS[invoice.status],
      invoice.overdue ? 'yes' : 'no',
      invoice.businessName,
      invoice.clientName,
      invoice.issueDate,
      invoice.dueDate,
      invoice.reference ?? '',
      invoice.currency,
      centsToDecimal(invoice.total),
      centsToDecimal(invoice.paid),
      centsToDecimal(invoice.balance),
    ]),
  ]);
}

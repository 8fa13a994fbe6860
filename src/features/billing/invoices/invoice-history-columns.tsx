// The invoice history's columns over its rows: invoices, and credit notes when the document-type
// filter shows them (a credit note: its number, client, date, the invoice it corrects, a negative total).
import { Link } from 'react-router-dom';
import type { BillingDocument } from '@/api/types';
import type { DataTableCard, DataTableColumn } from '@/components/data-table/data-table';
import { creditNotePath, invoicePath } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import type { HistoryDocuments } from './history-documents';
import { InvoiceLink } from './invoice-link';
import { money } from '@/features/billing/shared/invoice-labels';
import { StatusBadge } from '@/features/billing/shared/status-badge';

/** Where a row opens: the invoice, or the credit note's own page. */
export const documentPath = (row: BillingDocument) => (row.invoice ? invoicePath(row.id) : creditNotePath(row.id));

function NumberCell({ row }: { row: BillingDocument }) {
  if (row.invoice) return <InvoiceLink invoice={row.invoice} />;
  return (
    <Link to={creditNotePath(row.id)} className="invoice-link">
      {row.number}
    </Link>
  );
}

function StatusCell({ row }: { row: BillingDocument }) {
  if (row.invoice) {
    // An invoice sent from the app says so (docs/sending.md#sending).
    return (
      <span className="invoice-status-group">
        <StatusBadge status={row.invoice.status} overdue={row.invoice.overdue} />
        {row.invoice.sentAt ? <span>emailed</span> : null}
      </span>
    );
  }
  return (
    <span className="invoice-status-group">
      <span className="invoice-status" data-status="CREDIT_NOTE">
        Credit note
      </span>
      {row.creditNote ? (
        <span>
          for <Link to={invoicePath(row.creditNote.invoiceId)}>{row.creditNote.invoiceNumber}</Link>
        </span>
      ) : null}
    </span>
  );
}

const amount = (cents: number | undefined, row: BillingDocument) =>
  cents === undefined ? '' : <span className="invoice-num">{money(cents, row.currency)}</span>;

/** The columns; with credit notes listed, only what both kinds have sorts; credit notes alone have no due date or balance. */
export function historyColumns(documents: HistoryDocuments): DataTableColumn<BillingDocument>[] {
  const invoicesOnly = documents === 'invoices';
  const columns: DataTableColumn<BillingDocument>[] = [
    { id: 'number', header: 'Number', sortable: true, rowHeader: true, cell: (row) => <NumberCell row={row} /> },
    { id: 'clientName', header: 'Client', sortable: true, cell: (row) => row.clientName },
    { id: 'businessName', header: 'Business', cell: (row) => row.businessName },
    { id: 'issueDate', header: 'Issued', sortable: true, nowrap: true, cell: (row) => formatDate(row.issueDate) },
    {
      id: 'dueDate',
      header: 'Due',
      sortable: invoicesOnly,
      nowrap: true,
      cell: (row) => (row.invoice ? formatDate(row.invoice.dueDate) : ''),
    },
    { id: 'status', header: 'Status', sortable: invoicesOnly, cell: (row) => <StatusCell row={row} /> },
    { id: 'total', header: 'Total', sortable: true, align: 'end', cell: (row) => amount(row.amount, row) },
    { id: 'balance', header: 'Balance', sortable: invoicesOnly, align: 'end', cell: (row) => amount(row.invoice?.balance, row) },
  ];
  return documents === 'credit-notes' ? columns.filter((column) => column.id !== 'dueDate' && column.id !== 'balance') : columns;
}

/** On a phone: number, client, status, balance and due date; a credit note's card shows its (negative) total. */
export function historyCard(documents: HistoryDocuments): DataTableCard {
  if (documents === 'invoices') return { title: 'number', facts: ['clientName', 'status', 'balance', 'dueDate'] };
  if (documents === 'credit-notes') return { title: 'number', facts: ['clientName', 'status', 'issueDate', 'total'] };
  return { title: 'number', facts: ['clientName', 'status', 'total', 'balance', 'dueDate'] };
}

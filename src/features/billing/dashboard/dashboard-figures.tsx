// The dashboard's figures: what is owed, overdue, paid this month and still in draft; the 12-month
// chart; the overdue and the recent invoices.
import { Link } from 'react-router-dom';
import type { InvoiceListItem, InvoiceSummary } from '@/api/types';
import { DataTable, type DataTableCard, type DataTableColumn } from '@/components/data-table/data-table';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { countOf } from '@/lib/format';
import { InvoiceLink } from '../invoices/invoice-link';
import { money } from '@/features/billing/shared/invoice-labels';
import { InvoicedPaidChart } from './invoiced-paid-chart';
import { StatusBadge } from '@/features/billing/shared/status-badge';
import { CardSection } from '@/features/billing/shared/card-section';
import './dashboard.css';

function Figure({ label, amount, detail, tone }: { label: string; amount: string; detail: string; tone?: 'danger' }) {
  return (
    <div className="invoice-figure" data-tone={tone}>
      <dt className="invoice-figure__label">{label}</dt>
      <dd className="invoice-figure__amount">{amount}</dd>
      <dd className="invoice-figure__detail">{detail}</dd>
    </div>
  );
}

/** With less room than the table's 36rem, each invoice is a card: number, client, date, status and balance. */
const SHORT_LIST_CARD: DataTableCard = { title: 'number', facts: ['clientName', 'date', 'status', 'balance'] };
const SHORT_LIST_CARDS_BELOW = '37rem';

/** The date a short list shows, and its column's heading. */
const SHORT_LIST_DATES = { dueDate: 'Due', issueDate: 'Issue date' } as const;

function ShortList({
  title,
  invoices,
  empty,
  dateShown,
}: {
  title: string;
  invoices: InvoiceListItem[];
  empty: string;
  dateShown: keyof typeof SHORT_LIST_DATES;
}) {
  const columns: DataTableColumn<InvoiceListItem>[] = [
    { id: 'number', header: 'Invoice', rowHeader: true, cell: (invoice) => <InvoiceLink invoice={invoice} /> },
    { id: 'clientName', header: 'Client' },
    { id: 'date', header: SHORT_LIST_DATES[dateShown], nowrap: true, cell: (invoice) => formatDate(invoice[dateShown]) },
    { id: 'status', header: 'Status', cell: (invoice) => <StatusBadge status={invoice.status} overdue={invoice.overdue} /> },
    { id: 'balance', header: 'Balance', align: 'end', cell: (invoice) => money(invoice.balance, invoice.currency) },
  ];
  return (
    <CardSection heading={title} className="invoice-dashboard__list">
      {invoices.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <DataTable
          caption={title}
          captionHidden
          columns={columns}
          card={SHORT_LIST_CARD}
          cardsBelow={SHORT_LIST_CARDS_BELOW}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
        />
      )}
    </CardSection>
  );
}

export function isUnused(summary: InvoiceSummary): boolean {
  return summary.recentInvoices.length === 0 && summary.drafts.count === 0 && summary.outstanding.count === 0;
}

export function Figures({ summary }: { summary: InvoiceSummary }) {
  const m = (cents: number) => money(cents, summary.currency);
  return (
    <>
      <dl className="invoice-figures">
        <Figure
          label="Outstanding"
          amount={m(summary.outstanding.total)}
          detail={countOf(summary.outstanding.count, 'invoice to be paid', 'invoices to be paid')}
        />
        <Figure
          label="Overdue"
          amount={m(summary.overdue.total)}
          detail={countOf(summary.overdue.count, 'invoice past its due date', 'invoices past their due date')}
          tone={summary.overdue.count > 0 ? 'danger' : undefined}
        />
        <Figure
          label="Paid this month"
          amount={m(summary.paidThisMonth.total)}
          detail={countOf(summary.paidThisMonth.count, 'payment received', 'payments received')}
        />
        <Figure label="Drafts" amount={String(summary.drafts.count)} detail={`${m(summary.drafts.total)} not yet issued`} />
      </dl>
      <section className="ui-card" aria-label="Invoiced and paid">
        <InvoicedPaidChart monthly={summary.monthly} currency={summary.currency} />
      </section>
      <div className="invoice-dashboard__lists">
        <ShortList
          title="Overdue invoices"
          invoices={summary.overdueInvoices}
          empty="Nothing is overdue."
          dateShown="dueDate"
        />
        <ShortList
          title="Recent invoices"
          invoices={summary.recentInvoices}
          empty="No invoices yet."
          dateShown="issueDate"
        />
      </div>
      <p>
        <Link to={paths.invoiceHistory}>See every invoice in the invoice history</Link>
      </p>
    </>
  );
}

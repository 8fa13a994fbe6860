// /dashboard: what is owed, what is late, what came in, for the businesses the user may invoice
// for (all, or one); a 12-month chart; the overdue and recently changed invoices.
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useInvoiceSummary, useInvoicingBusinesses } from '@/api/invoices';
import type { InvoiceListItem, InvoiceSummary } from '@/api/types';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableCard, type DataTableColumn } from '@/components/data-table/data-table';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { ROLES } from '@/config/constants';
import { editInvoicePath, paths } from '@/config/paths';
import { formatDate } from '@/lib/calendar-date';
import { useAuth } from '@/features/session/use-auth';
import { InvoiceLink } from './invoice-link';
import { money } from './invoice-labels';
import { InvoicedPaidChart } from './invoiced-paid-chart';
import { StatusBadge } from './status-badge';
import { unsavedWorkOf } from './editor/unsaved-work';
import '@/components/button/button.css';
import '@/components/form/form-layout.css';
import './invoices.css';

function NewInvoiceLink() {
  return (
    <Link to={paths.createInvoice} className="ui-button ui-button--primary ui-button--medium invoice-cta">
      New invoice
    </Link>
  );
}

function Figure({ label, amount, detail, tone }: { label: string; amount: string; detail: string; tone?: 'danger' }) {
  return (
    <div className="invoice-figure" data-tone={tone}>
      <dt className="invoice-figure__label">{label}</dt>
      <dd className="invoice-figure__amount">{amount}</dd>
      <dd className="invoice-figure__detail">{detail}</dd>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** With less room than the table's 36rem, each invoice is a card: number, client, date, status and balance. */
const SHORT_LIST_CARD: DataTableCard = { title: 'number', facts: ['clientName', 'date', 'status', 'balance'] };
const SHORT_LIST_CARDS_BELOW = '37rem';

function ShortList({
  title,
  invoices,
  empty,
  dateLabel,
  date,
}: {
  title: string;
  invoices: InvoiceListItem[];
  empty: string;
  dateLabel: string;
  date: (invoice: InvoiceListItem) => string;
}) {
  const headingId = useId();
  const columns: DataTableColumn<InvoiceListItem>[] = [
    { id: 'number', header: 'Invoice', rowHeader: true, cell: (invoice) => <InvoiceLink invoice={invoice} /> },
    { id: 'clientName', header: 'Client' },
    { id: 'date', header: dateLabel, nowrap: true, cell: date },
    { id: 'status', header: 'Status', cell: (invoice) => <StatusBadge status={invoice.status} overdue={invoice.overdue} /> },
    { id: 'balance', header: 'Balance', align: 'end', cell: (invoice) => money(invoice.balance, invoice.currency) },
  ];
  return (
    <section className="ui-card invoice-dashboard__list" aria-labelledby={headingId}>
      <h2 id={headingId} className="invoice-section-title">
        {title}
      </h2>
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
    </section>
  );
}

function isUnused(summary: InvoiceSummary): boolean {
  return summary.recentInvoices.length === 0 && summary.drafts.count === 0 && summary.outstanding.count === 0;
}

function Figures({ summary }: { summary: InvoiceSummary }) {
  const m = (cents: number) => money(cents, summary.currency);
  return (
    <>
      <dl className="invoice-figures">
        <Figure
          label="Outstanding"
          amount={m(summary.outstanding.total)}
          detail={count(summary.outstanding.count, 'invoice to be paid', 'invoices to be paid')}
        />
        <Figure
          label="Overdue"
          amount={m(summary.overdue.total)}
          detail={count(summary.overdue.count, 'invoice past its due date', 'invoices past their due date')}
          tone={summary.overdue.count > 0 ? 'danger' : undefined}
        />
        <Figure
          label="Paid this month"
          amount={m(summary.paidThisMonth.total)}
          detail={count(summary.paidThisMonth.count, 'payment received', 'payments received')}
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
          dateLabel="Due"
          date={(invoice) => formatDate(invoice.dueDate)}
        />
        <ShortList
          title="Recent invoices"
          invoices={summary.recentInvoices}
          empty="No invoices yet."
          dateLabel="Issue date"
          date={(invoice) => formatDate(invoice.issueDate)}
        />
      </div>
      <p>
        <Link to={paths.invoiceHistory}>See every invoice in the invoice history</Link>
      </p>
    </>
  );
}

/** Work kept in this browser (after a reload, a crash or a forced sign-out), one link each. */
function UnsavedWorkNotice() {
  const { username } = useAuth();
  const [kept] = useState(() => (username ? unsavedWorkOf(username) : []));
  if (kept.length === 0) return null;
  return (
    <div className="ui-card invoice-unsaved" role="region" aria-label="Unsaved work">
      <p>
        {kept.length === 1 ? 'An invoice you were working on has' : `${kept.length} invoices you were working on have`} unsaved changes kept
        in this browser.
      </p>
      <ul className="ui-link-list">
        {kept.map((work) => (
          <li key={work.draftId ?? 'new'}>
            <Link to={work.draftId === null ? paths.createInvoice : editInvoicePath(work.draftId)}>
              {work.draftId === null ? 'Continue the new invoice' : `Continue draft ${work.draftId}`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NoBusiness() {
  const { hasAnyRole } = useAuth();
  const admin = hasAnyRole([ROLES.admin]);
  return (
    <div className="ui-card invoice-empty">
      <h2 className="invoice-section-title">You cannot invoice for any business yet</h2>
      {admin ? (
        <p>
          Add a business first: its name, address, GST number and bank account appear on every invoice.{' '}
          <Link to={paths.adminBusinesses}>Go to Businesses &amp; Clients</Link>
        </p>
      ) : (
        <p>
          Ask an administrator to add your username to the permitted logins of the business you invoice for. Its invoices and clients then
          appear here.
        </p>
      )}
    </div>
  );
}

export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const businesses = useInvoicingBusinesses();
  const list = businesses.data ?? [];
  const raw = Number(params.get('businessId'));
  // Only a business the user may invoice for is ever asked about (anything else would be a 403).
  const businessId = list.some((b) => b.id === raw) ? raw : undefined;
  const hasBusiness = list.length > 0;
  const summary = useInvoiceSummary(businessId === undefined ? {} : { businessId });

  let content;
  if (businesses.isPending) {
    content = <p role="status">Loading...</p>;
  } else if (businesses.isError) {
    content = (
      <div className="ui-form">
        <StatusMessage tone="error">
          <p>The dashboard could not be loaded.</p>
          <p>{errorMessage(businesses.error, 'Please try again.')}</p>
        </StatusMessage>
        <div className="ui-form__actions">
          <Button variant="secondary" onClick={() => void businesses.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  } else if (!hasBusiness) {
    content = <NoBusiness />;
  } else {
    content = (
      <>
        <UnsavedWorkNotice />
        {list.length > 1 ? (
          <div className="invoice-dashboard__filter">
            <SelectField
              label="Business"
              placeholder="All businesses"
              options={list.map((b) => ({ value: String(b.id), label: b.name }))}
              value={businessId === undefined ? '' : String(businessId)}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value) next.set('businessId', event.target.value);
                else next.delete('businessId');
                setParams(next, { replace: true });
              }}
            />
          </div>
        ) : null}
        {summary.isError ? (
          <div className="ui-form">
            <StatusMessage tone="error">
              <p>The figures could not be loaded.</p>
              <p>{errorMessage(summary.error, 'Please try again.')}</p>
            </StatusMessage>
            <div className="ui-form__actions">
              <Button variant="secondary" onClick={() => void summary.refetch()}>
                Try again
              </Button>
            </div>
          </div>
        ) : summary.data ? (
          isUnused(summary.data) ? (
            <div className="ui-card invoice-empty">
              <h2 className="invoice-section-title">No invoices yet</h2>
              <p>
                Create your first invoice: choose the client, add what you did or supplied, and save it as a draft or issue it. The figures
                appear here as soon as invoices are issued and paid.
              </p>
              <NewInvoiceLink />
            </div>
          ) : (
            <Figures summary={summary.data} />
          )
        ) : (
          <p role="status">Loading...</p>
        )}
      </>
    );
  }

  return (
    <Page
      title="Dashboard"
      description={hasBusiness ? `Invoicing for ${list.map((b) => b.name).join(', ')}.` : undefined}
      actions={hasBusiness ? <NewInvoiceLink /> : undefined}
    >
      <div className="invoice-dashboard">{content}</div>
    </Page>
  );
}

// /dashboard: what is owed, what is late, what came in, for the businesses the user may invoice
// for (all, or one); a 12-month chart; the overdue and recently changed invoices.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useBankAccounts } from '@/api/bank-accounts';
import { errorMessage } from '@/api/errors';
import { useInvoiceSummary, useInvoicingBusinesses } from '@/api/invoices';
import { useQuoteSummary } from '@/api/quotes';
import { useReminderOverview } from '@/api/reminders';
import { useUpcomingInvoices } from '@/api/recurring';
import { ButtonLink } from '@/components/button/button-link';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { ROLES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/session/use-auth';
import { useOffered } from '@/features/server-capabilities/capabilities-context';
import { LinesToMatchPanel } from '../bank-accounts/lines-to-match-panel';
import { Figures, isUnused } from './dashboard-figures';
import { QuotesAwaiting } from '../quotes/quotes-awaiting';
import { UnsavedWorkNotice } from './unsaved-work-notice';
import { UpcomingInvoicesPanel } from '../recurring/upcoming-invoices-panel';
import { RemindersPanel } from '../sending/reminders-panel';
import { ServiceOffersCard } from './service-offers-card';
import '@/components/form/form-layout.css';
import '@/features/billing/shared/invoices.css';
import './dashboard.css';

const NewInvoiceLink = () => <ButtonLink to={paths.createInvoice}>New invoice</ButtonLink>;

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

/** True once `value` has been true: later refetches (another business chosen) do not hide what was shown. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The dashboard: the invoices' figures and each offered part's panel, or what the server offers when it keeps no invoices. */
export function DashboardPage() {
  return useOffered('invoices') ? <InvoicingDashboard /> : <ServiceDashboard />;
}

function ServiceDashboard() {
  const bankAccounts = useOffered('bank-accounts');
  return (
    <Page title="Dashboard">
      <div className="invoice-dashboard">
        <ServiceOffersCard />
        {bankAccounts ? <LinesToMatchPanel /> : null}
      </div>
    </Page>
  );
}

function InvoicingDashboard() {
  const offers = {
    quotes: useOffered('quotes'),
    recurring: useOffered('recurring'),
    bank: useOffered('bank-accounts'),
    sending: useOffered('sending'),
  };
  const [params, setParams] = useSearchParams();
  const businesses = useInvoicingBusinesses();
  const list = businesses.data ?? [];
  const raw = Number(params.get('businessId'));
  // Only a business the user may invoice for is ever asked about (anything else would be a 403).
  const businessId = list.some((b) => b.id === raw) ? raw : undefined;
  const hasBusiness = list.length > 0;
  const summary = useInvoiceSummary(businessId === undefined ? {} : { businessId });
  // Asked at once, beside the businesses and the figures, not once the panels that show them mount.
  // Each part's only when the service offers it (a request to another would be bound to fail).
  const quotes = useQuoteSummary(businessId, offers.quotes);
  useUpcomingInvoices(30, offers.recurring);
  // The lines-to-match panel's too: asked once the figures were in, it was a second round trip (a
  // preflight and the answer) before the page was complete on a slow connection (decision 290).
  useBankAccounts(offers.bank);
  // And the reminders panel's: asked once the panel mounted, it was one more round trip before the
  // largest paint (decision 243).
  useReminderOverview(businessId, offers.sending);
  // The first time, the header's line, the quotes line and the figures appear in one go: nothing on
  // screen is pushed down by an answer that came later (a layout shift on a phone).
  const shown = useOnceTrue(!businesses.isPending && (!hasBusiness || (!summary.isPending && (!offers.quotes || !quotes.isPending))));

  let content;
  if (!shown) {
    content = <p role="status">Loading...</p>;
  } else if (businesses.isError) {
    content = (
      <LoadError
        message="The dashboard could not be loaded."
        detail={errorMessage(businesses.error, 'Please try again.')}
        onRetry={() => void businesses.refetch()}
      />
    );
  } else if (!hasBusiness) {
    content = <NoBusiness />;
  } else {
    content = (
      <>
        <UnsavedWorkNotice />
        {offers.quotes ? <QuotesAwaiting businessId={businessId} /> : null}
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
          <LoadError
            message="The figures could not be loaded."
            detail={errorMessage(summary.error, 'Please try again.')}
            onRetry={() => void summary.refetch()}
          />
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
        {offers.recurring ? <UpcomingInvoicesPanel /> : null}
        {offers.sending ? <RemindersPanel businessId={businessId} /> : null}
        {offers.bank ? <LinesToMatchPanel businessId={businessId} /> : null}
      </>
    );
  }

  return (
    <Page
      title="Dashboard"
      description={shown && hasBusiness ? `Invoicing for ${list.map((b) => b.name).join(', ')}.` : undefined}
      actions={shown && hasBusiness ? <NewInvoiceLink /> : undefined}
    >
      {/* Loading... stands alone: the header grows when the content comes, and an element already
          on screen that it pushed down would count as a layout shift. */}
      {shown ? <div className="invoice-dashboard">{content}</div> : content}
    </Page>
  );
}

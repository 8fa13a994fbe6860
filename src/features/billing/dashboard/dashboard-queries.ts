// What the dashboard asks for first, whatever its address: with a business in it, the page asks for
// all businesses' figures until it knows the user may see that one (src/app/screen-data.ts). Only
// the figures of parts the service offers; on the specification's service, nothing.
import { bankAccountsQuery } from '@/api/bank-accounts';
import { invoiceSummaryQuery, invoicingBusinessesQuery } from '@/api/invoices';
import { quoteSummaryQuery } from '@/api/quotes';
import { upcomingInvoicesQuery } from '@/api/recurring';
import { reminderOverviewQuery } from '@/api/reminders';
import { isOffered, type Capabilities } from '@/lib/capabilities';

export const screenQueries = (_search: URLSearchParams, capabilities: Capabilities) => {
  if (!isOffered(capabilities, 'invoices')) return [];
  const has = (offering: Parameters<typeof isOffered>[1]) => isOffered(capabilities, offering);
  return [
    invoicingBusinessesQuery(),
    invoiceSummaryQuery({}),
    ...(has('quotes') ? [quoteSummaryQuery(undefined)] : []),
    ...(has('recurring') ? [upcomingInvoicesQuery()] : []),
    ...(has('bank-accounts') ? [bankAccountsQuery()] : []),
    ...(has('sending') ? [reminderOverviewQuery(undefined)] : []),
  ];
};

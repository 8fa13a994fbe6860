// What the dashboard asks for first, whatever its address: with a business in it, the page asks for
// all businesses' figures until it knows the user may see that one (src/app/screen-data.ts).
import { bankAccountsQuery } from '@/api/bank-accounts';
import { invoiceSummaryQuery, invoicingBusinessesQuery } from '@/api/invoices';
import { quoteSummaryQuery } from '@/api/quotes';
import { upcomingInvoicesQuery } from '@/api/recurring';
import { reminderOverviewQuery } from '@/api/reminders';

export const screenQueries = () => [
  invoicingBusinessesQuery(),
  invoiceSummaryQuery({}),
  quoteSummaryQuery(undefined),
  upcomingInvoicesQuery(),
  bankAccountsQuery(),
  reminderOverviewQuery(undefined),
];

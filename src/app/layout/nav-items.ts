import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
  /** Other paths on which this item is the current page. */
  alsoCurrentOn?: readonly string[];
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.createInvoice, label: 'Create Invoice' },
  { to: paths.invoiceHistory, label: 'Invoice History' },
  { to: paths.schedules, label: 'Recurring', alsoCurrentOn: [paths.newSchedule] },
  { to: paths.quotes, label: 'Quotes', alsoCurrentOn: [paths.createQuote] },
  { to: paths.gstReturn, label: 'GST return' },
  { to: paths.profile, label: 'My Profile' },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { to: paths.adminUsers, label: 'Users' },
  { to: paths.adminBusinesses, label: 'Businesses & Clients', alsoCurrentOn: [paths.adminClients] },
];

export function isCurrent(item: NavItem, pathname: string): boolean {
  return item.to === pathname || (item.alsoCurrentOn?.includes(pathname) ?? false);
}

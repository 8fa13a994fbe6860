export { BillsListPage as Component } from '@/features/billing/purchases/bills-list-page';

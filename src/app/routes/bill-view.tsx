export { BillViewPage as Component } from '@/features/billing/purchases/bill-view-page';

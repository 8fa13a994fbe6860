export { NewBillPage as Component } from '@/features/billing/purchases/bill-editor-pages';

export { EditBillPage as Component } from '@/features/billing/purchases/bill-editor-pages';

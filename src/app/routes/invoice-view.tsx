export { InvoiceViewPage as Component } from '@/features/invoices/invoice-view-page';

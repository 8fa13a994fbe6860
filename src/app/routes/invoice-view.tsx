export { InvoiceViewPage as Component } from '@/features/billing/invoices/invoice-view-page';

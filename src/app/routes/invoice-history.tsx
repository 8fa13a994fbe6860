export { InvoiceHistoryPage as Component } from '@/features/billing/invoices/invoice-history-page';

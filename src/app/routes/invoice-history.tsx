export { InvoiceHistoryPage as Component } from '@/features/invoices/invoice-history-page';

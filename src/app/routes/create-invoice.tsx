export { CreateInvoicePage as Component } from '@/features/billing/invoices/editor/create-invoice-page';

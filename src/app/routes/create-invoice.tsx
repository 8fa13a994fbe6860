export { CreateInvoicePage as Component } from '@/features/invoices/editor/create-invoice-page';

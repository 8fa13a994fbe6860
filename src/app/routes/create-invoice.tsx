export { CreateInvoicePage as Component } from '@/features/invoices/editor/invoice-editor';

export { EditInvoicePage as Component } from '@/features/invoices/editor/invoice-editor';

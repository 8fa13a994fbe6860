export { EditInvoicePage as Component } from '@/features/invoices/invoice-editor-page';

export { CreateInvoicePage as Component } from '@/features/invoices/invoice-editor-page';

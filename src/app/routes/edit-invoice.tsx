export { EditInvoicePage as Component } from '@/features/invoices/editor/edit-invoice-page';

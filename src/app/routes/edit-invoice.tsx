export { EditInvoicePage as Component } from '@/features/billing/invoices/editor/edit-invoice-page';

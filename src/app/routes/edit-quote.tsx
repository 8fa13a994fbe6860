export { EditQuotePage as Component } from '@/features/invoices/quotes/quote-editor-pages';

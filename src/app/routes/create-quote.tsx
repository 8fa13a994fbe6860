export { CreateQuotePage as Component } from '@/features/invoices/quotes/quote-editor-pages';

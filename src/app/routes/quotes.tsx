export { QuoteListPage as Component } from '@/features/invoices/quotes/quote-list-page';

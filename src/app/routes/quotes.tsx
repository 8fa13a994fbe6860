export { QuoteListPage as Component } from '@/features/billing/quotes/quote-list-page';

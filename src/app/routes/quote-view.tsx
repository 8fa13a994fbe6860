export { QuoteViewPage as Component } from '@/features/invoices/quotes/quote-view-page';

export { QuoteViewPage as Component } from '@/features/billing/quotes/quote-view-page';

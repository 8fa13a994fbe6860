export { CreateQuotePage as Component } from '@/features/billing/quotes/quote-editor-pages';

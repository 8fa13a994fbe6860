export { StatementPage as Component } from '@/features/billing/books/statements/statement-page';

export { StatementPage as Component } from '@/features/invoices/statements/statement-page';

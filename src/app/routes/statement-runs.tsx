export { StatementRunsPage as Component } from '@/features/billing/books/statements/runs/statement-runs-page';

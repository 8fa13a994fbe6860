export { ReportsPage as Component } from '@/features/billing/books/reports/reports-page';

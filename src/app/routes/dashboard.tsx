export { DashboardPage as Component } from '@/features/invoices/dashboard-page';

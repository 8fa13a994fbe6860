export { DashboardPage as Component } from '@/features/billing/dashboard/dashboard-page';

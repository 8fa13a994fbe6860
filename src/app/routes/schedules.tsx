export { SchedulesListPage as Component } from '@/features/invoices/recurring/schedules-list-page';

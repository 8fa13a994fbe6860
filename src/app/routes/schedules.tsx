export { SchedulesListPage as Component } from '@/features/billing/recurring/schedules-list-page';

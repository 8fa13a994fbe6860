export { SchedulePage as Component } from '@/features/billing/recurring/schedule-pages';

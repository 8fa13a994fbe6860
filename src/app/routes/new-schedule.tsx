export { NewSchedulePage as Component } from '@/features/billing/recurring/schedule-pages';

export { SchedulePage as Component } from '@/features/invoices/recurring/schedule-pages';

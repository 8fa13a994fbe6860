export { NewSchedulePage as Component } from '@/features/invoices/recurring/schedule-pages';

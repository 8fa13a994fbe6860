export { OutboxPage as Component } from '@/features/billing/sending/outbox-page';

export { EmailTemplatesPage as Component } from '@/features/billing/sending/email-templates-page';

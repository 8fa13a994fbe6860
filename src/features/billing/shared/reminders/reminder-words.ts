// How a reminder is named on screen (docs/sending.md#reminders), for the invoice's card and the dashboard.
import type { INVOICE_REMINDER_STATE_VALUES } from '@/config/api-values';

/** Why no reminder goes out for an invoice, or that they do. */
export const REMINDER_STATE_WORDS: Record<(typeof INVOICE_REMINDER_STATE_VALUES)[number], string> = {
  ON: 'Payment reminders go out by the business’s rules while this invoice is unpaid.',
  NOT_ISSUED: 'A draft is not reminded: issue it first.',
  SETTLED: 'No more reminders: this invoice is paid, credited or void.',
  BUSINESS_OFF: 'This business sends no payment reminders (Email templates, Payment reminders).',
  CLIENT_OFF: 'Payment reminders are off for this client (on the client’s statement).',
  INVOICE_OFF: 'Payment reminders are off for this invoice.',
  NO_EMAIL: 'No reminder can be sent: neither the invoice nor the client has an email address.',
};

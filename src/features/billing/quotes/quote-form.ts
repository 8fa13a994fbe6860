// The quote editor works on the invoice editor's form (docs/invoicing.md#quotes-and-progress-billing):
// its due date holds the valid-until date and its payment instructions the terms, so the editor's
// parts, checks, totals and kept work serve quotes unchanged. This maps it to and from the API.
import type { InvoicingBusiness, Quote, QuoteInput } from '@/api/types';
import { DEFAULT_QUOTE_VALID_DAYS } from '@/config/quotes';
import { addDays } from '@/lib/calendar-date';
import { emptyForm, formFromInvoice, toInvoiceInput, validateForm, type EditorForm, type FormErrors } from '../shared/editor/editor-form';

export function emptyQuoteForm(today: string, business?: InvoicingBusiness | null): EditorForm {
  return { ...emptyForm(today, business), dueDate: addDays(today, DEFAULT_QUOTE_VALID_DAYS), paymentInstructions: '' };
}

export function formFromQuote(quote: Quote): EditorForm {
  const form = formFromInvoice({ ...quote, dueDate: quote.validUntil, paymentInstructions: quote.terms });
  return { ...form, paymentInstructions: quote.terms ?? '' };
}

export function toQuoteInput(form: EditorForm): QuoteInput {
  const { dueDate, paymentInstructions, ...rest } = toInvoiceInput(form);
  return { ...rest, validUntil: dueDate, ...(paymentInstructions ? { terms: paymentInstructions } : {}) };
}

const RENAMED: Record<string, string> = {
  'Enter the due date.': 'Enter the valid-until date.',
  'The due date cannot be before the issue date.': 'The valid-until date cannot be before the quote date.',
  'Enter the issue date.': 'Enter the quote date.',
  'Choose the business this invoice is from.': 'Choose the business this quote is from.',
};

/** The invoice editor's checks for a draft, in a quote's words. */
export function validateQuoteForm(form: EditorForm): FormErrors {
  const errors = validateForm(form, { issuing: false });
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, RENAMED[message] ?? message]));
}

/** Server field names of a quote, as the form's fields. */
export function formFieldOf(field: string): string {
  return field === 'validUntil' ? 'dueDate' : field === 'terms' ? 'paymentInstructions' : field;
}

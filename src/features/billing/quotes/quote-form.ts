// The quote editor works on the invoice editor's form (docs/invoicing.md#quotes-and-progress-billing):
// its due date holds the valid-until date and its terms field the terms, so the editor's parts,
// checks, totals and kept work serve quotes unchanged. This maps it to and from the API.
import type { InvoicingBusiness, Quote, QuoteInput } from '@/api/types';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { DEFAULT_QUOTE_VALID_DAYS } from '@/config/quotes';
import { addDays } from '@/lib/calendar-date';
import { quoteRequest } from '@/lib/requests/documents';
import { SALE_LINES, type DocumentType } from '@/features/billing/shared/editor/document-type';
import { emptyForm, formFromInvoice, toInvoiceInput, type EditorForm } from '@/features/billing/shared/editor/editor-form';
import { requestProblems, type FormErrors } from '@/features/billing/shared/editor/editor-checks';

export function emptyQuoteForm(today: string, business?: InvoicingBusiness | null): EditorForm {
  return { ...emptyForm(today, business), dueDate: addDays(today, DEFAULT_QUOTE_VALID_DAYS) };
}

export function formFromQuote(quote: Quote): EditorForm {
  return { ...formFromInvoice({ ...quote, dueDate: quote.validUntil }), terms: quote.terms ?? '' };
}

export function toQuoteInput(form: EditorForm): QuoteInput {
  // A quote has no payment instructions: the invoices it is claimed on get the business's.
  const { dueDate, ...rest } = toInvoiceInput({ ...form, paymentInstructions: '' });
  const terms = form.terms.trim();
  return { ...rest, validUntil: dueDate, ...(terms ? { terms } : {}) };
}

/**
 * A quote's kept work from before the form had a terms field held the terms in its payment
 * instructions: put them where the editor now shows them.
 */
export function quoteFormFromKept(form: EditorForm, entryForm: unknown): EditorForm {
  const hadTerms = typeof entryForm === 'object' && entryForm !== null && 'terms' in entryForm;
  return hadTerms ? form : { ...form, terms: form.paymentInstructions, paymentInstructions: '' };
}

/** The quote's checks: the schema the server reads it with, on the editor's fields. */
export function validateQuoteForm(form: EditorForm): FormErrors {
  return requestProblems(quoteRequest, toQuoteInput(form), formFieldOf);
}

/** Server field names of a quote, as the form's fields. */
export function formFieldOf(field: string): string {
  return field === 'validUntil' ? 'dueDate' : field;
}

/** The quote in the editor shell: its dates (quote date, valid until, no payment terms) and terms. */
export const QUOTE_TYPE: DocumentType = {
  previewLabel: 'Preview of the quote',
  dates: {
    heading: 'Dates and reference',
    issueDate: 'Quote date',
    dueDate: 'Valid until',
    paymentTerms: false,
    reference: 'Reference',
    currency: true,
  },
  lines: SALE_LINES,
  notes: {
    heading: 'Terms and notes',
    first: {
      field: 'terms',
      label: 'Terms',
      hint: 'Shown on the quote, e.g. the deposit asked for and how the work is invoiced.',
      maxLength: INVOICE_LIMITS.notesLength,
    },
    notesHint: "Shown on the quote, e.g. the job's address.",
  },
  leaveGuard: true,
};

// The editor's checks: the body's, by the schema the server reads it with (src/lib/requests/documents.ts),
// then the rules of issuing, which the server applies when it issues.
import type { InvoicingBusiness, InvoicingClient } from '@/api/types';
import { nonGstIssuerProblem, taxInvoiceProblems } from '@/lib/invoice-rules';
import { invoiceRequest, LINE_WORDS } from '@/lib/requests/documents';
import type { RequestSchema } from '@/lib/requests/issues';
import { requestErrors } from '@/components/form/request-errors';
import { gstRegistered, liveTotals, toInvoiceInput, type EditorForm } from './editor-form';

export type FormErrors = Record<string, string>;

const ISSUE_MESSAGES = {
  description: LINE_WORDS.description,
  noLines: 'Add at least one line before issuing.',
  zeroTotal: 'An invoice must total more than $0.00 to be issued.',
} as const;

/** The schema's problems with the body of what is on screen, on the editor's fields (`fieldOf`: validUntil → dueDate). */
export function requestProblems(schema: RequestSchema, body: unknown, fieldOf: (field: string) => string = (field) => field): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(requestErrors(schema, body))) {
    if (message !== undefined) errors[field.startsWith('discount.') ? 'discount' : fieldOf(field)] ??= message;
  }
  return errors;
}

/** Adds what stops what is on screen being issued (the server's issue checks, in its words). */
export function addIssueProblems(
  errors: FormErrors,
  form: EditorForm,
  { business, client }: { business?: InvoicingBusiness | null; client?: InvoicingClient | null },
): FormErrors {
  // A field keeps the first problem found with it.
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  form.lines.forEach((line, index) => {
    if (line.description.trim() === '') add(`lines.${index}.description`, ISSUE_MESSAGES.description);
  });
  const { totals } = liveTotals(form);
  if (form.lines.length === 0) add('lines', ISSUE_MESSAGES.noLines);
  else if (totals.total <= 0) add('lines', ISSUE_MESSAGES.zeroTotal);
  const taxInvoice = gstRegistered(business);
  if (business) {
    const problem = nonGstIssuerProblem({ taxInvoice, gst: totals.gst, issuerName: business.name });
    if (problem) add('lines', problem);
  }
  if (client && !errors.clientId) {
    const problems = taxInvoiceProblems({ taxInvoice, total: totals.total, recipient: client });
    if (problems.length > 0) errors.clientId = problems.join(' ');
  }
  return errors;
}

export function validateForm(
  form: EditorForm,
  { issuing, business, client }: { issuing: boolean; business?: InvoicingBusiness | null; client?: InvoicingClient | null },
): FormErrors {
  const errors = requestProblems(invoiceRequest, toInvoiceInput(form));
  return issuing ? addIssueProblems(errors, form, { business, client }) : errors;
}

// What the credit-note form holds, its checks, the request it sends and the preview of what the
// credit note will come to, priced by the same maths as the server (src/lib/credit-math.ts).
import type { CreditKind, CreditNoteRequest, Invoice } from '@/api/types';
import { inclusiveAmountForNet, priceCredit, type PricedCredit } from '@/lib/credit-math';
import { formatQuantity, InvoiceMathError, parseQuantity } from '@/lib/invoice-math';
import { parseMoney } from '@/lib/money';
import { CREDIT_NOTE_WORDS, creditNoteRequest } from '@/lib/requests/credit-notes';
import { requestErrors } from '@/components/form/request-errors';
import type { FieldErrors } from '@/components/form/use-form-submit';

export interface CreditNoteValues {
  kind: CreditKind;
  /** One per invoice line, in order: the quantity to credit ('' for none). */
  quantities: string[];
  amount: string;
  /** Whether `amount` includes GST (as the API takes it) or is before GST ("500.00 plus GST"). */
  amountIncludesGst: boolean;
  reason: string;
  [name: string]: string | string[] | boolean;
}

export const startValues = (invoice: Invoice): CreditNoteValues => ({
  kind: 'LINES',
  quantities: invoice.lines.map(() => ''),
  amount: '',
  amountIncludesGst: true,
  reason: '',
});

/** Whether any of the invoice's amounts carry GST: otherwise an amount with or without GST is the same. */
export const hasGst = (invoice: Invoice) => invoice.taxBreakdown.some((group) => group.gst !== 0);

/** The GST-inclusive amount the API takes, from what was typed (with or without GST); null when unreadable. */
function inclusiveAmount(invoice: Invoice, values: CreditNoteValues): number | null {
  const typed = parseMoney(values.amount);
  if (typed === null || values.amountIncludesGst || !hasGst(invoice)) return typed;
  return inclusiveAmountForNet(creditable(invoice), typed);
}

/** What is left to credit of each line, as text ("2.5"). */
export const quantityLeft = (line: Invoice['lines'][number]) =>
  formatQuantity(Math.max((parseQuantity(line.quantity) ?? 0) - (parseQuantity(line.creditedQuantity ?? '0') ?? 0), 0));

/** The request, without the reason's checks; null when a number typed cannot be read. */
function requestLines(invoice: Invoice, values: CreditNoteValues) {
  return invoice.lines.flatMap((line, index) => {
    const text = (values.quantities[index] ?? '').trim();
    return text === '' || text === '0' ? [] : [{ position: line.position, quantity: text }];
  });
}

export function toRequest(invoice: Invoice, values: CreditNoteValues): CreditNoteRequest {
  const base = { version: invoice.version, reason: values.reason.trim() };
  if (values.kind === 'FULL') return { ...base, kind: 'FULL' };
  if (values.kind === 'AMOUNT') return { ...base, kind: 'AMOUNT', amount: inclusiveAmount(invoice, values) ?? 0 };
  return { ...base, kind: 'LINES', lines: requestLines(invoice, values) };
}

const creditable = (invoice: Invoice) => ({
  pricesIncludeGst: invoice.pricesIncludeGst,
  lines: invoice.lines,
  taxBreakdown: invoice.taxBreakdown,
  creditedBreakdown: invoice.creditedBreakdown ?? [],
});

/** Maps the maths' field names (lines.N of the request) onto the form's (lines.I of the invoice). */
function formField(invoice: Invoice, values: CreditNoteValues, field: string): string {
  const match = /^lines\.(\d+)\.(quantity|position)$/.exec(field);
  if (!match) return field;
  const sent = requestLines(invoice, values)[Number(match[1])];
  const index = invoice.lines.findIndex((line) => line.position === sent?.position);
  return `lines.${index}.quantity`;
}

/** The credit note the values make, or the problems by field. */
export function previewCredit(invoice: Invoice, values: CreditNoteValues): { credit: PricedCredit } | { errors: Record<string, string> } {
  if (values.kind === 'AMOUNT' && (parseMoney(values.amount) ?? 0) <= 0) return { errors: { amount: CREDIT_NOTE_WORDS.amount } };
  const request = toRequest(invoice, values);
  try {
    return {
      credit: priceCredit(
        creditable(invoice),
        request.kind === 'AMOUNT'
          ? { kind: 'AMOUNT', amount: request.amount ?? 0 }
          : request.kind === 'LINES'
            ? { kind: 'LINES', lines: request.lines ?? [] }
            : { kind: 'FULL' },
      ),
    };
  } catch (error) {
    if (!(error instanceof InvoiceMathError)) throw error;
    return { errors: Object.fromEntries(error.problems.map((p) => [formField(invoice, values, p.field), p.message])) };
  }
}

/** The request's problems by the shared schema (the server's words), then what the credit maths finds. */
export function validateCreditNote(invoice: Invoice, values: CreditNoteValues): FieldErrors {
  const preview = previewCredit(invoice, values);
  return { ...requestErrors(creditNoteRequest, toRequest(invoice, values)), ...('errors' in preview ? preview.errors : {}) };
}

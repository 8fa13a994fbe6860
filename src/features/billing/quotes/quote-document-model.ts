// The quote's document, from a saved quote or from the editor's form: the invoice document's model
// with the quote's extras (valid until, terms, variations, acceptance line).
import type { InvoicingBusiness, InvoicingClient, PublicQuote, Quote } from '@/api/types';
import { quoteLabel } from '@/lib/quote-rules';
import { documentFromForm } from '@/features/billing/shared/editor/editor-document';
import type { EditorForm, LiveTotals } from '@/features/billing/shared/editor/editor-form';
import { documentFromInvoice, type InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';
import { QUOTE_STATUS_LABELS } from '@/features/billing/shared/invoice-labels';
import { quoteState } from './quote-labels';

/** What a quote's document is made from: a saved quote, or the one its client's link opens. */
type QuoteDocumentSource = Omit<PublicQuote, 'number'> & Partial<Pick<Quote, 'number'>> & Pick<Quote, 'replacedBy'>;

function stampOf(quote: QuoteDocumentSource): string | null {
  if (quote.replacedBy) return `Replaced by ${quoteLabel(quote.replacedBy)}`;
  const state = quoteState({ ...quote, replaced: false });
  return state === 'DRAFT' ? 'Draft – not yet sent' : state === 'SENT' ? null : QUOTE_STATUS_LABELS[state];
}

export function documentFromQuote(quote: QuoteDocumentSource): InvoiceDocumentModel {
  const base = documentFromInvoice({
    ...quote,
    status: quote.status === 'DRAFT' ? 'DRAFT' : 'ISSUED',
    dueDate: quote.validUntil,
    overdue: false,
    taxInvoice: Boolean(quote.issuer.gstNumber?.trim()),
    paid: 0,
    balance: quote.total,
  });
  return {
    ...base,
    title: 'Quote',
    number: quote.number ? quoteLabel(quote) : null,
    paymentInstructions: null,
    quote: {
      validUntil: quote.validUntil,
      terms: quote.terms?.trim() || null,
      stamp: stampOf(quote),
      variations: quote.variations.map(({ reference, description, total }) => ({ reference, description, total })),
      contractTotal: quote.variations.length > 0 ? quote.contractTotal : null,
    },
  };
}

/** The editor's live preview of a draft quote. */
export function previewFromQuoteForm(
  form: EditorForm,
  live: LiveTotals,
  business: InvoicingBusiness | null,
  client: InvoicingClient | null,
  number: string | null,
): InvoiceDocumentModel {
  const base = documentFromForm(form, live, business, client);
  return {
    ...base,
    title: 'Quote',
    number,
    paymentInstructions: null,
    quote: {
      validUntil: form.dueDate,
      terms: form.terms.trim() || null,
      stamp: 'Draft – not yet sent',
      variations: [],
      contractTotal: null,
    },
  };
}

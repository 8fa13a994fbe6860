// The business's latest documents, whose values fill a template's preview (docs/sending.md#templates):
// the latest issued invoice (for invoice and reminder templates), sent quote and credit note.
import { useCreditNotes } from '@/api/credit-notes';
import { useInvoices } from '@/api/invoices';
import { useQuotes } from '@/api/quotes';
import type { EmailTemplateKind } from '@/api/types';
import { PUBLIC_DOCUMENT_PREFIX } from '@/config/document-links';
import type { Placeholder } from '@/lib/email-templates';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import { useOffered } from '@/features/server-capabilities/capabilities-context';

export type SampleValues = Partial<Record<Placeholder, string>>;

/** What {link} shows in a preview: each email gets the document's own link when it is sent. */
const SAMPLE_LINK = `${window.location.origin}${PUBLIC_DOCUMENT_PREFIX}…`;

export function useTemplateSamples(businessId: number): Partial<Record<EmailTemplateKind, SampleValues>> {
  const invoice = useInvoices({ businessId, size: 1, status: ['ISSUED', 'PARTIALLY_PAID', 'PAID'] }).data?.content[0];
  // A quote's and a credit note's only from a service that keeps them.
  const quote = useQuotes({ businessId, size: 1, status: ['SENT', 'ACCEPTED'] }, useOffered('quotes')).data?.content[0];
  const note = useCreditNotes({ businessId, size: 1 }, useOffered('credit-notes')).data?.content[0];
  const invoiceValues = invoice && {
    client: invoice.clientName,
    business: invoice.businessName,
    number: invoice.number ?? '',
    total: money(invoice.total, invoice.currency),
    balance: money(invoice.balance, invoice.currency),
    dueDate: displayDate(invoice.dueDate),
    link: SAMPLE_LINK,
  };
  return {
    ...(invoiceValues ? { INVOICE: invoiceValues, REMINDER: invoiceValues } : {}),
    ...(quote
      ? {
          QUOTE: {
            client: quote.clientName,
            business: quote.businessName,
            number: quote.number ?? '',
            total: money(quote.total, quote.currency),
            validUntil: displayDate(quote.validUntil),
            link: SAMPLE_LINK,
          },
        }
      : {}),
    ...(note
      ? {
          CREDIT_NOTE: {
            client: note.clientName,
            business: note.businessName,
            number: note.number,
            total: money(note.total, note.currency),
            invoiceNumber: note.invoiceNumber,
            link: SAMPLE_LINK,
          },
        }
      : {}),
  };
}

// A sent quote as the send dialog takes it (docs/sending.md): its template values and its PDF.
import type { Quote } from '@/api/types';
import type { InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';
import { pdfFileName } from '@/features/billing/shared/document/pdf-file-name';
import { displayDate } from '@/features/billing/shared/invoice-labels';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';
import { commonValues } from '@/features/billing/shared/send/sendable-values';

export function sendableQuote(quote: Quote, doc: InvoiceDocumentModel): SendableDocument {
  const number = doc.number ?? quote.number ?? '';
  return {
    type: 'QUOTE',
    id: quote.id,
    number,
    title: `Email quote ${number}`,
    businessId: quote.businessId,
    clientEmail: quote.recipient.email,
    values: { ...commonValues({ ...quote, number }), validUntil: displayDate(quote.validUntil) },
    fileName: pdfFileName(doc, quote.id),
    makePdf: async () => (await import('@/features/billing/shared/document/invoice-pdf')).buildInvoicePdf(doc),
  };
}

// An issued invoice as the send dialog takes it (docs/sending.md): its template values and its PDF.
import type { Invoice } from '@/api/types';
import type { InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';
import { pdfFileName } from '@/features/billing/shared/document/pdf-file-name';
import { displayDate, money } from '@/features/billing/shared/invoice-labels';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';
import { commonValues } from '@/features/billing/shared/send/sendable-values';

export function sendableInvoice(invoice: Invoice, doc: InvoiceDocumentModel): SendableDocument {
  const number = invoice.number ?? '';
  return {
    type: 'INVOICE',
    id: invoice.id,
    number,
    title: `Email invoice ${number}`,
    businessId: invoice.businessId,
    clientEmail: invoice.recipient.email,
    values: {
      ...commonValues({ ...invoice, number }),
      balance: money(invoice.balance, invoice.currency),
      dueDate: displayDate(invoice.dueDate),
    },
    fileName: pdfFileName(doc, invoice.id),
    makePdf: async () => (await import('@/features/billing/shared/document/invoice-pdf')).buildInvoicePdf(doc),
  };
}

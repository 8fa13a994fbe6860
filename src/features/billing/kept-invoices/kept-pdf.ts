// The PDF of an invoice made on the specification's service: the same writer as a saved invoice's,
// loaded only when asked.
import type { InvoiceDocumentModel } from '../shared/document/invoice-document-model';

export async function downloadKeptPdf(document: InvoiceDocumentModel): Promise<void> {
  const { downloadInvoicePdf } = await import('../shared/document/invoice-pdf');
  await downloadInvoicePdf(document);
}

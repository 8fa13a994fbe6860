// The credit note as a PDF, drawn with the invoice PDF's parts (invoice-pdf.ts, lazy like it).
import { block, colorsOf, downloadPdf, finish, header, lines, partiesWith } from '@/features/billing/shared/document/invoice-pdf';
import { displayDate as formatDate, money } from '@/features/billing/shared/invoice-labels';
import { MARGIN, PdfWriter, RIGHT } from '@/features/billing/shared/document/pdf-writer';
import { creditNoteTotals, type CreditNoteDocumentModel } from './credit-note-document-model';

export async function buildCreditNotePdf(doc: CreditNoteDocumentModel): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: `${doc.title} ${doc.number} – ${doc.issuer.name}`,
    author: doc.issuer.name,
    subject: `${doc.title} ${doc.number} for ${doc.recipient.name ?? ''}`.trim(),
    text: JSON.stringify(doc),
  });
  const c = colorsOf(w);
  header(w, doc, c);
  partiesWith(
    w,
    doc,
    [
      ['Credit note number', doc.number],
      ['Date', formatDate(doc.issueDate)],
      ['Original invoice', doc.invoiceNumber],
      ['Invoice date', formatDate(doc.invoiceIssueDate)],
    ],
    c,
    'CREDIT TO',
  );
  block(w, 'Reason', doc.reason, c);
  if (doc.lines.length > 0) lines(w, doc, c);
  else block(w, 'What is credited', doc.corrected, c);
  w.ensure(creditNoteTotals(doc).length * 16 + 20);
  w.y -= 8;
  for (const row of creditNoteTotals(doc)) {
    const size = row.strong ? 11 : 10;
    w.text(row.name, 300, w.y, { size, bold: row.strong, color: row.strong ? c.ink : c.muted });
    w.text(money(row.cents, doc.currency), RIGHT, w.y, { size, bold: row.strong, align: 'right' });
    w.y -= row.strong ? 18 : 15;
  }
  if (!doc.taxInvoice) {
    w.ensure(20);
    w.y -= 12;
    w.text(`${doc.issuer.name} is not registered for GST.`, MARGIN, w.y, { size: 8.5, color: c.muted });
  }
  return finish(w, `${doc.title} ${doc.number}`, c);
}

/** Builds the PDF and hands it to the browser as a download, named by the number. */
export async function downloadCreditNotePdf(doc: CreditNoteDocumentModel): Promise<void> {
  downloadPdf(await buildCreditNotePdf(doc), `${doc.number.replace(/[^\w.-]+/g, '-')}.pdf`);
}

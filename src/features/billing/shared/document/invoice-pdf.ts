// The invoice (and, with the same parts, the credit note: credit-notes/credit-note-pdf.ts) as a real PDF, made in the browser (pdf-writer.ts loads pdf-lib only when asked).
// Text is drawn in embedded Noto Sans (pdf-writer.ts), so it is real, selectable text as typed (no
// images, no eval: fine under the CSP). The parts are drawn top to bottom, flowing onto new pages.
import { downloadBlob } from '@/lib/download';
import { formatQuantity, parseQuantity } from '@/lib/invoice-math';
import { breakdownLabel, issuerLines, recipientLines, type InvoiceDocumentModel } from './invoice-document-model';
import { ACCEPTANCE_LINE, metaRows } from './document-parts';
import { money } from '../invoice-labels';
import { MARGIN, PdfWriter, RIGHT } from './pdf-writer';
import { pdfFileName } from './pdf-file-name';

export type Colors = ReturnType<typeof colorsOf>;

export const colorsOf = (w: PdfWriter) => ({
  ink: w.rgb(0.078, 0.125, 0.169),
  muted: w.rgb(0.29, 0.345, 0.4),
  brand: w.rgb(0.031, 0.227, 0.314),
  rule: w.rgb(0.79, 0.82, 0.85),
  draft: w.rgb(0.54, 0.29, 0),
  void: w.rgb(0.71, 0.14, 0.09),
});


type HeaderModel = Pick<InvoiceDocumentModel, 'issuer' | 'taxInvoice'> & {
  quote?: InvoiceDocumentModel['quote'];
  title: string;
  status?: InvoiceDocumentModel['status'];
  voidReason?: string | null;
};

const ISSUER_WIDTH = 260;
const RECIPIENT_WIDTH = 300;
const META_X = 360;

/** Title on the left with the draft or void stamp, the issuer on the right, then a rule. */
export function header(w: PdfWriter, doc: HeaderModel, c: Colors) {
  w.text(doc.title, MARGIN, w.y - 20, { size: 22, bold: true, color: c.brand });
  let issuerY = w.y + 3;
  for (const line of w.wrap(doc.issuer.name, ISSUER_WIDTH, { size: 12, bold: true })) {
    issuerY -= 13;
    w.text(line, RIGHT, issuerY, { size: 12, bold: true, align: 'right' });
  }
  for (const line of issuerLines(doc).flatMap((each) => w.wrap(each, ISSUER_WIDTH, { size: 9 }))) {
    issuerY -= 13;
    w.text(line, RIGHT, issuerY, { size: 9, align: 'right' });
  }
  let stampY = w.y - 40;
  if (doc.quote?.stamp) w.text(doc.quote.stamp.toUpperCase(), MARGIN, stampY, { bold: true, color: c.draft });
  else if (doc.status === 'DRAFT' && !doc.quote) w.text('DRAFT - NOT YET ISSUED', MARGIN, stampY, { bold: true, color: c.draft });
  if (doc.status === 'VOID') {
    for (const line of w.wrap(`VOID${doc.voidReason ? `: ${doc.voidReason}` : ''}`, 260, { bold: true })) {
      w.text(line, MARGIN, stampY, { bold: true, color: c.void });
      stampY -= 12;
    }
  }
  w.y = Math.min(issuerY, stampY) - 14;
  w.rule(w.y, 1.5, c.brand);
  w.y -= 22;
}

/** Bill to on the left; the invoice's number, dates and reference on the right. */
function parties(w: PdfWriter, doc: InvoiceDocumentModel, c: Colors) {
  partiesWith(w, doc, metaRows(doc), c);
}

/** The recipient under `heading` on the left, `meta` (name, value) rows on the right. */
export function partiesWith(
  w: PdfWriter,
  doc: Pick<InvoiceDocumentModel, 'recipient'>,
  meta: Array<[string, string]>,
  c: Colors,
  heading = 'BILL TO',
) {
  let metaY = w.y;
  for (const [name, value] of meta) {
    w.text(name, META_X, metaY, { size: 9, color: c.muted });
    // A value too long for the room beside its name goes under it, wrapped to the column.
    const beside = RIGHT - META_X - w.width(name, { size: 9 }) - 10;
    const valueLines = w.wrap(value, beside, { bold: true });
    for (const line of valueLines.length > 1 ? w.wrap(value, RIGHT - META_X, { bold: true }) : valueLines) {
      if (valueLines.length > 1) metaY -= 13;
      w.text(line, RIGHT, metaY, { bold: true, align: 'right' });
    }
    metaY -= 14;
  }
  w.text(heading, MARGIN, w.y, { size: 8, bold: true, color: c.muted });
  const page = w.pageCount;
  for (const [index, each] of recipientLines(doc).entries()) {
    for (const line of w.wrap(each, RECIPIENT_WIDTH, { bold: index === 0 })) {
      w.ensure(13);
      w.y -= 13;
      w.text(line, MARGIN, w.y, { bold: index === 0 });
    }
  }
  // A recipient long enough to run onto the next page carries on there, below the meta rows.
  w.y = (w.pageCount === page ? Math.min(w.y, metaY) : w.y) - 24;
}

const COLUMNS = { description: MARGIN, qty: 330, unit: 420, tax: 465, amount: RIGHT };
const DESCRIPTION_WIDTH = 240;

/** The lines, with the column headings again on every page they flow onto. */
export function lines(w: PdfWriter, doc: Pick<InvoiceDocumentModel, 'lines' | 'pricesIncludeGst' | 'currency'>, c: Colors) {
  const m = (cents: number) => money(cents, doc.currency);
  const heading = { size: 8, bold: true, color: c.muted } as const;
  const tableHeader = () => {
    w.text('DESCRIPTION', COLUMNS.description, w.y, heading);
    w.text('QTY', COLUMNS.qty, w.y, { ...heading, align: 'right' });
    w.text(doc.pricesIncludeGst ? 'UNIT PRICE (INCL. GST)' : 'UNIT PRICE', COLUMNS.unit, w.y, { ...heading, align: 'right' });
    w.text('GST', COLUMNS.tax, w.y, { ...heading, align: 'right' });
    w.text('AMOUNT', COLUMNS.amount, w.y, { ...heading, align: 'right' });
    w.y -= 6;
    w.rule(w.y, 0.8, c.muted);
    w.y -= 14;
  };
  tableHeader();
  if (doc.lines.length === 0) {
    w.text('No lines yet.', MARGIN, w.y, { color: c.muted });
    w.y -= 16;
  }
  for (const line of doc.lines) {
    const descriptionLines = w.wrap(line.description || '-', DESCRIPTION_WIDTH);
    if (w.ensure(descriptionLines.length * 12 + 8)) tableHeader();
    const milli = parseQuantity(line.quantity);
    w.text(milli === null ? line.quantity : formatQuantity(milli), COLUMNS.qty, w.y, { align: 'right' });
    w.text(m(line.unitPrice), COLUMNS.unit, w.y, { align: 'right' });
    w.text(line.tax, COLUMNS.tax, w.y, { align: 'right' });
    w.text(m(line.amount), COLUMNS.amount, w.y, { align: 'right' });
    for (const part of descriptionLines) {
      // A description taller than a page carries on onto the next, under the headings again.
      if (w.ensure(12)) tableHeader();
      w.text(part, COLUMNS.description, w.y);
      w.y -= 12;
    }
    w.y -= 2;
    w.rule(w.y + 6, 0.5, c.rule);
    w.y -= 6;
  }
}

/** The totals, right-aligned: discount, GST by rate, total, paid and the balance. */
function totals(w: PdfWriter, doc: InvoiceDocumentModel, c: Colors) {
  const m = (cents: number) => money(cents, doc.currency);
  const showGst = doc.taxInvoice || doc.gst !== 0;
  const rows: Array<{ name: string; value: string; strong?: boolean; small?: boolean }> = [];
  if (doc.discountTotal > 0) {
    rows.push({ name: 'Lines total', value: m(doc.linesTotal) });
    rows.push({ name: doc.discountLabel ?? 'Discount', value: `-${m(doc.discountTotal)}` });
  }
  if (showGst) {
    rows.push({ name: 'Subtotal (excl. GST)', value: m(doc.subtotal) });
    for (const entry of doc.taxBreakdown) {
      rows.push({ name: breakdownLabel(entry, m), value: entry.taxCode === 'STANDARD' ? m(entry.gst) : '-', small: true });
    }
    rows.push({ name: 'Total GST', value: m(doc.gst) });
  }
  rows.push({ name: showGst ? 'Total (incl. GST)' : 'Total', value: m(doc.total), strong: true });
  if (doc.credited > 0 && !doc.quote) rows.push({ name: 'Credit notes', value: `-${m(doc.credited)}` });
  if (doc.paid > 0 && !doc.quote) rows.push({ name: 'Amount paid', value: `-${m(doc.paid)}` });
  if (doc.status !== 'VOID' && !doc.quote) rows.push({ name: 'Balance due', value: m(doc.balance), strong: true });
  w.ensure(rows.length * 16 + 20);
  w.y -= 8;
  for (const row of rows) {
    const size = row.strong ? 11 : row.small ? 8.5 : 10;
    w.text(row.name, 330, w.y, { size, bold: row.strong, color: row.strong ? c.ink : c.muted });
    w.text(row.value, RIGHT, w.y, { size, bold: row.strong, align: 'right' });
    w.y -= row.strong ? 18 : 15;
  }
  if (doc.pricesIncludeGst && showGst) {
    w.text('Prices include GST.', 330, w.y, { size: 8.5, color: c.muted });
    w.y -= 14;
  }
}

/** A headed block of text across the page (payment instructions, notes); nothing when empty. */
export function block(w: PdfWriter, heading: string, body: string | null, c: Colors) {
  if (!body) return;
  const bodyLines = w.wrap(body, RIGHT - MARGIN);
  w.ensure(28 + bodyLines.length * 13);
  w.y -= 10;
  w.text(heading.toUpperCase(), MARGIN, w.y, { size: 8, bold: true, color: c.muted });
  for (const line of bodyLines) {
    w.y -= 13;
    if (w.ensure(13)) w.y -= 13;
    w.text(line, MARGIN, w.y);
  }
  w.y -= 8;
}

/** A quote's variations, terms and acceptance line; an invoice's claim on its quote. */
function quoteBlocks(w: PdfWriter, doc: InvoiceDocumentModel, c: Colors) {
  block(w, 'Quote', doc.claim ?? null, c);
  const quote = doc.quote;
  if (!quote) return;
  const m = (cents: number) => money(cents, doc.currency);
  const variations = quote.variations.map((v) => `${v.reference}: ${v.description} - ${m(v.total)}`);
  if (quote.contractTotal !== null) variations.push(`Total with variations: ${m(quote.contractTotal)}`);
  block(w, 'Variations', variations.length > 0 ? variations.join('\n') : null, c);
  block(w, 'Terms', quote.terms, c);
  w.ensure(40);
  w.y -= 28;
  w.text(ACCEPTANCE_LINE, MARGIN, w.y);
  w.y -= 14;
}

/** Builds the PDF's bytes. */
export async function buildInvoicePdf(doc: InvoiceDocumentModel): Promise<Uint8Array> {
  const label = doc.number ?? 'Draft';
  const w = await PdfWriter.create({
    title: `${doc.title} ${label} – ${doc.issuer.name}`,
    author: doc.issuer.name,
    subject: `${doc.title} ${label} for ${doc.recipient.name ?? ''}`.trim(),
    text: JSON.stringify(doc),
  });
  const c = colorsOf(w);
  header(w, doc, c);
  parties(w, doc, c);
  lines(w, doc, c);
  totals(w, doc, c);
  block(w, 'Payment instructions', doc.paymentInstructions, c);
  block(w, 'Notes', doc.notes, c);
  quoteBlocks(w, doc, c);
  if (!doc.taxInvoice) {
    w.ensure(20);
    w.y -= 12;
    w.text(`${doc.issuer.name} is not registered for GST.`, MARGIN, w.y, { size: 8.5, color: c.muted });
  }
  return finish(w, `${doc.title} ${label}`, c);
}

/** The footer on every page ("Tax Invoice RENO-0042", "Page 1 of 2"), then the bytes. */
export function finish(w: PdfWriter, footer: string, c: Colors): Promise<Uint8Array> {
  w.onEveryPage((index, count) => {
    w.text(footer, MARGIN, 32, { size: 8, color: c.muted });
    w.text(`Page ${index + 1} of ${count}`, RIGHT, 32, { size: 8, color: c.muted, align: 'right' });
  });
  return w.save();
}

/** Hands PDF bytes to the browser as a download. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
}

/** Builds the PDF and hands it to the browser as a download. */
export async function downloadInvoicePdf(doc: InvoiceDocumentModel, id?: number): Promise<void> {
  downloadPdf(await buildInvoicePdf(doc), pdfFileName(doc, id));
}

// The invoice as a real PDF, made in the browser. pdf-lib is imported only here, dynamically, so
// it lands in its own chunk that loads when someone asks for a PDF. Text is drawn with the
// standard Helvetica fonts, so it is real, selectable text (no images, no eval: fine under the CSP).
import { LOCALE } from '@/config/locale';
import { downloadBlob } from '@/lib/download';
import { formatQuantity, parseQuantity } from '@/lib/invoice-math';
import { breakdownLabel, issuerLines, recipientLines, type InvoiceDocumentModel } from './invoice-document-model';
import { displayDate as formatDate, money } from './invoice-labels';

type PdfLib = typeof import('pdf-lib');
type Font = Awaited<ReturnType<import('pdf-lib').PDFDocument['embedFont']>>;
type PdfPage = ReturnType<import('pdf-lib').PDFDocument['addPage']>;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const RIGHT = A4[0] - MARGIN;
const BOTTOM = 64;

/** The file name a download gets: the number, or the draft's id. */
export function pdfFileName(doc: Pick<InvoiceDocumentModel, 'number'>, id: number): string {
  return `${(doc.number ?? `draft-${id}`).replace(/[^\w.-]+/g, '-')}.pdf`;
}

/** Builds the PDF's bytes. */
export async function buildInvoicePdf(doc: InvoiceDocumentModel): Promise<Uint8Array> {
  const lib: PdfLib = await import('pdf-lib');
  const { PDFDocument, StandardFonts, rgb } = lib;
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  // Helvetica's WinAnsi set lacks some letters (e.g. macrons): fall back to the base letter.
  const safe = (value: string) =>
    Array.from(value)
      .map((char) => {
        if (supported.has(char.codePointAt(0) ?? 0)) return char;
        const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        return Array.from(base).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? base : '?';
      })
      .join('')
      .replace(/[\r\t]/g, ' ');

  const ink = rgb(0.078, 0.125, 0.169);
  const muted = rgb(0.29, 0.345, 0.4);
  const brand = rgb(0.031, 0.227, 0.314);
  const rule = rgb(0.79, 0.82, 0.85);
  const m = (cents: number) => money(cents, doc.currency);

  const label = doc.number ?? 'Draft';
  pdf.setTitle(`${doc.title} ${label} – ${doc.issuer.name}`);
  pdf.setAuthor(doc.issuer.name);
  pdf.setSubject(`${doc.title} ${label} for ${doc.recipient.name ?? ''}`.trim());
  pdf.setCreator('Invoicing');
  pdf.setLanguage(LOCALE);

  const pages: PdfPage[] = [];
  let page = pdf.addPage(A4);
  pages.push(page);
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, at: number, { size = 10, font = regular, color = ink, align = 'left' } = {}) => {
    const clean = safe(value);
    const width = font.widthOfTextAtSize(clean, size);
    const left = align === 'right' ? x - width : x;
    page.drawText(clean, { x: left, y: at, size, font, color });
  };
  const wrap = (value: string, width: number, font: Font, size: number): string[] => {
    const out: string[] = [];
    for (const paragraph of safe(value).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const attempt = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(attempt, size) <= width) {
          line = attempt;
          continue;
        }
        if (line) out.push(line);
        // A single word wider than the column is cut.
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      out.push(line);
    }
    return out.length > 0 ? out : [''];
  };
  const newPage = () => {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < BOTTOM) {
      newPage();
      return true;
    }
    return false;
  };

  // Header: title on the left, the issuer on the right.
  text(doc.title, MARGIN, y - 20, { size: 22, font: bold, color: brand });
  let issuerY = y - 10;
  text(doc.issuer.name, RIGHT, issuerY, { size: 12, font: bold, align: 'right' });
  for (const line of issuerLines(doc)) {
    issuerY -= 13;
    text(line, RIGHT, issuerY, { size: 9, align: 'right' });
  }
  let stampY = y - 40;
  if (doc.status === 'DRAFT') text('DRAFT - NOT YET ISSUED', MARGIN, stampY, { size: 10, font: bold, color: rgb(0.54, 0.29, 0) });
  if (doc.status === 'VOID') {
    for (const line of wrap(`VOID${doc.voidReason ? `: ${doc.voidReason}` : ''}`, 260, bold, 10)) {
      text(line, MARGIN, stampY, { size: 10, font: bold, color: rgb(0.71, 0.14, 0.09) });
      stampY -= 12;
    }
  }
  y = Math.min(issuerY, stampY) - 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 1.5, color: brand });
  y -= 22;

  // Bill to, and the invoice's number and dates.
  const top = y;
  text('BILL TO', MARGIN, y, { size: 8, font: bold, color: muted });
  for (const [index, line] of recipientLines(doc).entries()) {
    y -= 13;
    text(line, MARGIN, y, { size: 10, font: index === 0 ? bold : regular });
  }
  let metaY = top;
  const meta: Array<[string, string]> = [
    ['Invoice number', doc.number ?? 'Assigned when issued'],
    ['Issue date', formatDate(doc.issueDate)],
    ['Due date', formatDate(doc.dueDate)],
  ];
  if (doc.reference) meta.push(['Reference', doc.reference]);
  for (const [name, value] of meta) {
    text(name, 360, metaY, { size: 9, color: muted });
    text(value, RIGHT, metaY, { size: 10, font: bold, align: 'right' });
    metaY -= 14;
  }
  y = Math.min(y, metaY) - 24;

  // Lines.
  const columns = { description: MARGIN, qty: 330, unit: 420, tax: 465, amount: RIGHT };
  const descriptionWidth = 240;
  const tableHeader = () => {
    text('DESCRIPTION', columns.description, y, { size: 8, font: bold, color: muted });
    text('QTY', columns.qty, y, { size: 8, font: bold, color: muted, align: 'right' });
    text(doc.pricesIncludeGst ? 'UNIT PRICE (INCL. GST)' : 'UNIT PRICE', columns.unit, y, {
      size: 8,
      font: bold,
      color: muted,
      align: 'right',
    });
    text('GST', columns.tax, y, { size: 8, font: bold, color: muted, align: 'right' });
    text('AMOUNT', columns.amount, y, { size: 8, font: bold, color: muted, align: 'right' });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.8, color: muted });
    y -= 14;
  };
  tableHeader();
  if (doc.lines.length === 0) {
    text('No lines yet.', MARGIN, y, { size: 10, color: muted });
    y -= 16;
  }
  for (const line of doc.lines) {
    const descriptionLines = wrap(line.description || '-', descriptionWidth, regular, 10);
    const height = descriptionLines.length * 12 + 8;
    if (ensure(height)) tableHeader();
    const milli = parseQuantity(line.quantity);
    text(milli === null ? line.quantity : formatQuantity(milli), columns.qty, y, { align: 'right' });
    text(m(line.unitPrice), columns.unit, y, { align: 'right' });
    text(line.tax, columns.tax, y, { align: 'right' });
    text(m(line.amount), columns.amount, y, { align: 'right' });
    for (const part of descriptionLines) {
      text(part, columns.description, y);
      y -= 12;
    }
    y -= 2;
    page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: RIGHT, y: y + 6 }, thickness: 0.5, color: rule });
    y -= 6;
  }

  // Totals, right-aligned.
  const showGst = doc.taxInvoice || doc.gst !== 0;
  const totals: Array<{ name: string; value: string; strong?: boolean; small?: boolean }> = [];
  if (doc.discountTotal > 0) {
    totals.push({ name: 'Lines total', value: m(doc.linesTotal) });
    totals.push({ name: doc.discountLabel ?? 'Discount', value: `-${m(doc.discountTotal)}` });
  }
  if (showGst) {
    totals.push({ name: 'Subtotal (excl. GST)', value: m(doc.subtotal) });
    for (const entry of doc.taxBreakdown) {
      totals.push({ name: breakdownLabel(entry, m), value: entry.taxCode === 'STANDARD' ? m(entry.gst) : '-', small: true });
    }
    totals.push({ name: 'Total GST', value: m(doc.gst) });
  }
  totals.push({ name: showGst ? 'Total (incl. GST)' : 'Total', value: m(doc.total), strong: true });
  if (doc.paid > 0) totals.push({ name: 'Amount paid', value: `-${m(doc.paid)}` });
  if (doc.status !== 'VOID') totals.push({ name: 'Balance due', value: m(doc.balance), strong: true });
  ensure(totals.length * 16 + 20);
  y -= 8;
  for (const row of totals) {
    const font = row.strong ? bold : regular;
    const size = row.strong ? 11 : row.small ? 8.5 : 10;
    text(row.name, 330, y, { size, font, color: row.strong ? ink : muted });
    text(row.value, RIGHT, y, { size, font, align: 'right' });
    y -= row.strong ? 18 : 15;
  }
  if (doc.pricesIncludeGst && showGst) {
    text('Prices include GST.', 330, y, { size: 8.5, color: muted });
    y -= 14;
  }

  // Payment instructions and notes, full width.
  const block = (heading: string, body: string | null) => {
    if (!body) return;
    const bodyLines = wrap(body, RIGHT - MARGIN, regular, 10);
    ensure(28 + bodyLines.length * 13);
    y -= 10;
    text(heading.toUpperCase(), MARGIN, y, { size: 8, font: bold, color: muted });
    for (const line of bodyLines) {
      y -= 13;
      if (ensure(13)) y -= 13;
      text(line, MARGIN, y);
    }
    y -= 8;
  };
  block('Payment instructions', doc.paymentInstructions);
  block('Notes', doc.notes);
  if (!doc.taxInvoice) {
    ensure(20);
    y -= 12;
    text(`${doc.issuer.name} is not registered for GST.`, MARGIN, y, { size: 8.5, color: muted });
  }

  // Footer on every page.
  pages.forEach((each, index) => {
    page = each;
    text(`${doc.title} ${label}`, MARGIN, 32, { size: 8, color: muted });
    text(`Page ${index + 1} of ${pages.length}`, RIGHT, 32, { size: 8, color: muted, align: 'right' });
  });

  return pdf.save();
}

/** Builds the PDF and hands it to the browser as a download. */
export async function downloadInvoicePdf(doc: InvoiceDocumentModel, id: number): Promise<void> {
  const bytes = await buildInvoicePdf(doc);
  downloadBlob(pdfFileName(doc, id), new Blob([bytes as BlobPart], { type: 'application/pdf' }));
}

// A statement as a PDF through the one PDF writer (billing/shared/document/pdf-writer.ts), from the same model as the
// screen: title and what it covers, the business on the right, the client, the table, the totals.
import { downloadBlob } from '@/lib/download';
import { MARGIN, PdfWriter, RIGHT } from '@/features/billing/shared/document/pdf-writer';
import type { StatementModel } from './statement-model';

/** Where each column starts (left-aligned) or ends (right-aligned). */
const COLUMN_X = [MARGIN, 120, 215, 330, 420, RIGHT];
const PARTY_WIDTH = 260;

export async function buildStatementPdf(doc: StatementModel): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: `${doc.title} – ${doc.recipient.name}`,
    author: doc.issuer.name,
    subject: `${doc.title} ${doc.covers}`,
    text: JSON.stringify(doc),
  });
  const muted = w.rgb(0.29, 0.345, 0.4);
  const brand = w.rgb(0.031, 0.227, 0.314);
  w.text(doc.title, MARGIN, w.y - 20, { size: 20, bold: true, color: brand });
  w.text(doc.covers, MARGIN, w.y - 38, { size: 10, color: muted });
  let issuerY = w.y + 3;
  for (const line of w.wrap(doc.issuer.name, PARTY_WIDTH, { size: 12, bold: true })) {
    issuerY -= 13;
    w.text(line, RIGHT, issuerY, { size: 12, bold: true, align: 'right' });
  }
  for (const line of doc.issuer.lines.flatMap((each) => w.wrap(each, PARTY_WIDTH, { size: 9 }))) {
    issuerY -= 13;
    w.text(line, RIGHT, issuerY, { size: 9, align: 'right' });
  }
  w.y = Math.min(issuerY, w.y - 40) - 14;
  w.rule(w.y, 1.5, brand);
  w.y -= 22;
  w.text('STATEMENT FOR', MARGIN, w.y, { size: 8, bold: true, color: muted });
  for (const [index, each] of [doc.recipient.name, ...doc.recipient.lines].entries()) {
    for (const line of w.wrap(each, PARTY_WIDTH, { bold: index === 0 })) {
      w.y -= 13;
      w.text(line, MARGIN, w.y, { bold: index === 0 });
    }
  }
  w.y -= 28;
  const align = (index: number) => (doc.columns[index]?.align === 'end' ? 'right' : 'left');
  const header = () => {
    doc.columns.forEach((column, index) =>
      w.text(column.label.toUpperCase(), COLUMN_X[index] ?? RIGHT, w.y, { size: 8, bold: true, color: muted, align: align(index) }),
    );
    w.y -= 6;
    w.rule(w.y, 0.8, muted);
    w.y -= 14;
  };
  header();
  if (doc.rows.length === 0) {
    w.text(doc.emptyMessage, MARGIN, w.y, { color: muted });
    w.y -= 16;
  }
  for (const row of doc.rows) {
    if (w.ensure(16)) header();
    row.forEach((cell, index) => w.text(cell, COLUMN_X[index] ?? RIGHT, w.y, { size: 9, align: align(index) }));
    w.y -= 15;
  }
  w.ensure(doc.totals.length * 16 + 20);
  w.y -= 10;
  for (const total of doc.totals) {
    w.text(total.label, 330, w.y, { size: total.strong ? 11 : 10, bold: total.strong, color: total.strong ? undefined : muted });
    w.text(total.value, RIGHT, w.y, { size: total.strong ? 11 : 10, bold: total.strong, align: 'right' });
    w.y -= total.strong ? 18 : 15;
  }
  w.onEveryPage((index, count) => {
    w.text(`${doc.title} – ${doc.recipient.name}`, MARGIN, 32, { size: 8, color: muted });
    w.text(`Page ${index + 1} of ${count}`, RIGHT, 32, { size: 8, color: muted, align: 'right' });
  });
  return w.save();
}

export async function downloadStatementPdf(doc: StatementModel): Promise<void> {
  const bytes = await buildStatementPdf(doc);
  downloadBlob(`${doc.fileName}.pdf`, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
}

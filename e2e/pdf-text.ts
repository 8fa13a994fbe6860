// Reads the text a PDF shows: the strings of its text-showing operators (Tj, TJ, ', "), from every
// content stream, decoded. Text found this way is real text in the page, selectable and searchable
// (not a picture of text).
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return out;
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|\d{1,3})/g, (_, escape: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[escape] ?? String.fromCharCode(parseInt(escape, 8));
  });
}

/** The strings shown by the PDF's pages, one per text operator, in drawing order. */
export async function pdfText(bytes: Uint8Array): Promise<{ strings: string[]; fonts: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const strings: string[] = [];
  const fonts = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      strings.push(match[1] !== undefined ? decodeHex(match[1]) : decodeLiteral(match[2] ?? ''));
    }
  }
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const text = object.toString();
    const base = /\/BaseFont\s*\/([\w-]+)/.exec(text);
    if (base?.[1]) fonts.add(base[1]);
  }
  return { strings, fonts: [...fonts] };
}

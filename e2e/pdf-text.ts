// Reads the text a PDF shows: per text object (BT … ET, one drawn line), the strings of its
// text-showing operators, decoded through each font's ToUnicode map, with a marked span's
// ActualText in place of the glyphs it covers. Text found this way is real text in the page,
// selectable and searchable (not a picture of text).
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

const utf16 = (hex: string) => {
  const bytes = Buffer.from(hex.replace(/\s+/g, ''), 'hex');
  const start = bytes[0] === 0xfe && bytes[1] === 0xff ? 2 : 0;
  let out = '';
  for (let i = start; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes.readUInt16BE(i));
  return out;
};

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|\d{1,3})/g, (_, escape: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[escape] ?? String.fromCharCode(parseInt(escape, 8));
  });
}

function streamText(pdf: PDFDocument, object: PDFObject | undefined): string {
  const resolved = object instanceof PDFRef ? pdf.context.lookup(object) : object;
  if (resolved instanceof PDFArray)
    return resolved
      .asArray()
      .map((part) => streamText(pdf, part))
      .join('\n');
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
  return '';
}

/** A font's code → text map from its ToUnicode CMap (null: a simple font, one byte a letter). */
function toUnicode(pdf: PDFDocument, font: PDFDict): Map<string, string> | null {
  const cmap = streamText(pdf, font.get(PDFName.of('ToUnicode')));
  if (!cmap) return null;
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', text = ''] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code.toUpperCase(), utf16(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = '', to = '', text = ''] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let code = parseInt(from, 16), offset = 0; code <= parseInt(to, 16); code += 1, offset += 1) {
        const first = utf16(text);
        map.set(
          code.toString(16).toUpperCase().padStart(from.length, '0'),
          first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + offset),
        );
      }
    }
  }
  return map;
}

function decodeShown(token: string, map: Map<string, string> | null): string {
  if (token.startsWith('(')) return decodeLiteral(token.slice(1, -1));
  const hex = token.slice(1, -1).replace(/\s+/g, '').toUpperCase();
  if (!map) return Buffer.from(hex, 'hex').toString('latin1');
  const width = [...map.keys()][0]?.length ?? 4;
  let out = '';
  for (let i = 0; i < hex.length; i += width) out += map.get(hex.slice(i, i + width)) ?? '\uFFFD';
  return out;
}

const TOKEN = /<<|>>|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\/[^\s/[\]()<>{}%]+|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/** The strings shown by the PDF's pages, one per text object, in drawing order; the fonts' names. */
export async function pdfText(bytes: Uint8Array): Promise<{ strings: string[]; fonts: string[] }> {
  const pdf = await PDFDocument.load(bytes);
  const strings: string[] = [];
  const fonts = new Set<string>();
  for (const page of pdf.getPages()) {
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string> | null>();
    for (const [key, ref] of fontDict?.entries() ?? []) {
      const font = pdf.context.lookup(ref, PDFDict);
      maps.set(key.asString(), toUnicode(pdf, font));
      const base = font.lookupMaybe(PDFName.of('BaseFont'), PDFName)?.asString().slice(1);
      // Embedded subsets carry a tag: "ABCDEF+NotoSans-Regular" or pdf-lib's "NotoSans-Regular-1234".
      if (base) fonts.add(base.replace(/^[A-Z]{6}\+/, '').replace(/-\d+$/, ''));
    }
    let stack: string[] = [];
    let line: string | null = null;
    let font: Map<string, string> | null = null;
    let actualDepth = 0;
    for (const [token] of streamText(pdf, page.node.Contents()).matchAll(TOKEN)) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        stack.push(token);
        continue;
      }
      if (token === 'BT') line = '';
      else if (token === 'ET' && line !== null) {
        strings.push(line);
        line = null;
      } else if (token === 'Tf') font = maps.get(stack[0] ?? '') ?? null;
      else if (token === 'BDC') {
        const at = stack.indexOf('/ActualText');
        if (at >= 0 && actualDepth === 0) {
          const value = stack[at + 1] ?? '';
          line = (line ?? '') + (value.startsWith('(') ? decodeLiteral(value.slice(1, -1)) : utf16(value.slice(1, -1)));
          actualDepth = 1;
        } else if (actualDepth > 0) actualDepth += 1;
      } else if (token === 'EMC' && actualDepth > 0) actualDepth -= 1;
      else if ((token === 'Tj' || token === "'" || token === '"' || token === 'TJ') && actualDepth === 0) {
        const shown = stack.filter((part) => part.startsWith('<') || part.startsWith('('));
        line = (line ?? '') + shown.map((part) => decodeShown(part, font)).join('');
      }
      stack = [];
    }
  }
  return { strings, fonts: [...fonts] };
}

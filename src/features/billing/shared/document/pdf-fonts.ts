// The PDFs' typeface: Noto Sans (SIL Open Font License 1.1, public/fonts/NotoSans-OFL.txt), from
// @fontsource/noto-sans, which cuts it by script into small WOFF files. A document fetches only the
// slices its text needs (regular and bold), and pdf-lib embeds only the glyphs it draws. Imported
// by pdf-writer.ts, so none of this is in the app until someone asks for a PDF. See
// docs/decisions/170-pdf-font-noto-sans-slices.md.
import unicodeRanges from '@fontsource/noto-sans/unicode.json';
import cyrillicExtRegular from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url';
import cyrillicExtBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-700-normal.woff?url';
import cyrillicRegular from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import cyrillicBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import greekExtRegular from '@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?url';
import greekExtBold from '@fontsource/noto-sans/files/noto-sans-greek-ext-700-normal.woff?url';
import greekRegular from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url';
import greekBold from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff?url';
import latinExtRegular from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import latinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import vietnameseRegular from '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url';
import vietnameseBold from '@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff?url';
import { fetchFontFile } from './pdf-font-file';

interface FontSlice {
  name: keyof typeof unicodeRanges;
  regular: string;
  bold: string;
}

/** In the order a character looks for its glyph: Latin first. */
const SLICES: FontSlice[] = [
  { name: 'latin', regular: latinRegular, bold: latinBold },
  { name: 'latin-ext', regular: latinExtRegular, bold: latinExtBold },
  { name: 'vietnamese', regular: vietnameseRegular, bold: vietnameseBold },
  { name: 'greek', regular: greekRegular, bold: greekBold },
  { name: 'greek-ext', regular: greekExtRegular, bold: greekExtBold },
  { name: 'cyrillic', regular: cyrillicRegular, bold: cyrillicBold },
  { name: 'cyrillic-ext', regular: cyrillicExtRegular, bold: cyrillicExtBold },
];

/** "U+0100-02BA,U+0304" as [from, to] pairs. */
function parseRanges(css: string): Array<[number, number]> {
  return css.split(',').map((part) => {
    const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const RANGES = new Map(SLICES.map((slice) => [slice.name, parseRanges(unicodeRanges[slice.name])]));

/** The slices whose ranges hold a character of `text`; Latin always (the labels are Latin). */
export function slicesFor(text: string): FontSlice[] {
  const codePoints = new Set(Array.from(text, (char) => char.codePointAt(0) ?? 0));
  return SLICES.filter(
    (slice) =>
      slice.name === 'latin' || [...codePoints].some((cp) => (RANGES.get(slice.name) ?? []).some(([from, to]) => cp >= from && cp <= to)),
  );
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const body = new Response(bytes as BodyInit).body;
  if (!body) throw new Error('Could not read the PDF font');
  return new Uint8Array(await new Response(body.pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
}

/**
 * A WOFF 1.0 file as the TrueType font it wraps: each table inflated, a new table directory. (The
 * font library reads WOFF, but its subsetter then breaks on composite glyphs such as "Ō"; it
 * subsets a plain TrueType font fine.)
 */
async function sfntFromWoff(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const entry = 44 + index * 20;
      const offset = view.getUint32(entry + 4);
      const compressed = view.getUint32(entry + 8);
      const length = view.getUint32(entry + 12);
      const raw = woff.subarray(offset, offset + compressed);
      return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data: compressed < length ? await inflate(raw) : raw };
    }),
  );
  const padded = (length: number) => (length + 3) & ~3;
  const out = new Uint8Array(tables.reduce((size, table) => size + padded(table.data.length), 12 + 16 * count));
  const head = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  head.setUint32(0, flavor);
  head.setUint16(4, count);
  head.setUint16(6, power * 16);
  head.setUint16(8, Math.log2(power));
  head.setUint16(10, count * 16 - power * 16);
  let at = 12 + 16 * count;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    head.setUint32(entry, table.tag);
    head.setUint32(entry + 4, table.checksum);
    head.setUint32(entry + 8, at);
    head.setUint32(entry + 12, table.data.length);
    out.set(table.data, at);
    at += padded(table.data.length);
  });
  return out;
}

/** Faces already read, by URL: a statement run makes hundreds of PDFs with the same two faces. */
const faces = new Map<string, Promise<Uint8Array>>();

/** The TrueType bytes of one slice's face (read once per page load; a failed read is tried again next time). */
export function loadFace(url: string): Promise<Uint8Array> {
  let face = faces.get(url);
  if (!face) {
    face = fetchFontFile(url).then((file) => sfntFromWoff(new Uint8Array(file)));
    faces.set(url, face);
    face.catch(() => faces.delete(url));
  }
  return face;
}

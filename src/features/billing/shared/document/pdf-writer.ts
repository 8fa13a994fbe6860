// A page-flowing writer over pdf-lib for the PDFs: A4 pages, a cursor (`y`) that moves down, text
// in Noto Sans (pdf-fonts.ts: every Latin, Greek and Cyrillic letter as typed), wrapping at line
// breaks and at the width, rules, and a new page when the next block would not fit. pdf-lib and the
// fonts are imported here, dynamically, so they load only when someone asks for a PDF.
//
// A character none of the fonts has (other scripts, emoji) prints as "�", and the typed text goes
// with it as the PDF's ActualText, so copying, searching and text extraction still give it back.
import { LOCALE } from '@/config/locale';
import { loadFace, slicesFor } from './pdf-fonts';

type PdfLib = typeof import('pdf-lib');
type PdfDocument = import('pdf-lib').PDFDocument;
type Font = import('pdf-lib').PDFFont;
type PdfPage = ReturnType<PdfDocument['addPage']>;
type Color = ReturnType<PdfLib['rgb']>;

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const RIGHT = A4[0] - MARGIN;
const BOTTOM = 64;
const NOT_COVERED = '\uFFFD';
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
// Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, their presentation forms).
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]|\uD802[\uDC00-\uDFFF]|\uD83A[\uDC00-\uDFFF]/;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  align?: 'left' | 'right';
}

interface Face {
  font: Font;
  chars: Set<number>;
}

/** A stretch of one line in one font; `face` null: no font has it. */
interface Run {
  text: string;
  face: Face | null;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemesOf = (text: string) => Array.from(graphemes.segment(text), (part) => part.segment);

/** One line as typed: tabs as spaces, other control characters (which print nothing) left out. */
function oneLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ''); // eslint-disable-line no-control-regex
}

/** The lines of a text, split at every kind of line break. */
function linesOf(value: string): string[] {
  return value.split(LINE_BREAK).map(oneLine);
}

export class PdfWriter {
  /** The cursor: where the next line is drawn, from the bottom of the page. */
  y = A4[1] - MARGIN;
  private readonly pages: PdfPage[] = [];
  private page: PdfPage;
  private readonly fontKeys = new Map<PdfPage, Map<Font, import('pdf-lib').PDFName>>();
  private readonly widths = new Map<string, number>();

  private constructor(
    private readonly pdf: PdfDocument,
    private readonly faces: { regular: Face[]; bold: Face[] },
    private readonly lib: PdfLib,
  ) {
    this.page = pdf.addPage(A4);
    this.pages.push(this.page);
  }

  get rgb(): PdfLib['rgb'] {
    return this.lib.rgb;
  }

  /** `text`: every text the document will show, so the writer loads the font slices it needs. */
  static async create(meta: { title: string; author: string; subject: string; text: string }): Promise<PdfWriter> {
    const slices = slicesFor(meta.text);
    const [lib, fontkit, regular, bold] = await Promise.all([
      import('pdf-lib'),
      import('@pdf-lib/fontkit'),
      Promise.all(slices.map((slice) => loadFace(slice.regular))),
      Promise.all(slices.map((slice) => loadFace(slice.bold))),
    ]);
    const pdf = await lib.PDFDocument.create();
    pdf.registerFontkit(fontkit.default);
    const embed = (files: Uint8Array[]) =>
      Promise.all(
        files.map(async (bytes) => {
          const font = await pdf.embedFont(bytes, { subset: true });
          return { font, chars: new Set(font.getCharacterSet()) };
        }),
      );
    const faces = { regular: await embed(regular), bold: await embed(bold) };
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setCreator('Invoicing');
    pdf.setLanguage(LOCALE);
    return new PdfWriter(pdf, faces, lib);
  }

  /** The line in runs of one font each, right-to-left stretches in the order they are seen. */
  private runs(line: string, bold: boolean): Run[] {
    const faces = bold ? this.faces.bold : this.faces.regular;
    const faceOf = (grapheme: string) =>
      faces.find((face) => Array.from(grapheme).every((char) => face.chars.has(char.codePointAt(0) ?? 0))) ?? null;
    const runs: Run[] = [];
    for (const grapheme of visualOrder(graphemesOf(oneLine(line)))) {
      const face = faceOf(grapheme);
      const last = runs.at(-1);
      // Each character no font has is a run of its own, so its ActualText sits where it is drawn.
      if (last && face && last.face === face) last.text += grapheme;
      else runs.push({ text: grapheme, face });
    }
    return runs;
  }

  private fallbackFace(bold: boolean): Face {
    const face = (bold ? this.faces.bold : this.faces.regular)[0];
    if (!face) throw new Error('No PDF font loaded');
    return face;
  }

  /** The width of one line of text at `size`. */
  width(value: string, { size = 10, bold = false }: Pick<TextStyle, 'size' | 'bold'> = {}): number {
    return this.runs(value, bold).reduce(
      (sum, run) => sum + (run.face ?? this.fallbackFace(bold)).font.widthOfTextAtSize(run.face ? run.text : NOT_COVERED, size),
      0,
    );
  }

  private graphemeWidth(grapheme: string, size: number, bold: boolean): number {
    const key = `${bold ? 'b' : 'r'}${size}:${grapheme}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.width(grapheme, { size, bold });
      this.widths.set(key, width);
    }
    return width;
  }

  private fontKey(font: Font) {
    let keys = this.fontKeys.get(this.page);
    if (!keys) this.fontKeys.set(this.page, (keys = new Map<Font, import('pdf-lib').PDFName>()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  /** One line of text (a line break in it prints as a space: use `wrap` for text that has lines). */
  text(
    value: string,
    x: number,
    at: number,
    { size = 10, bold = false, color = this.lib.rgb(0.078, 0.125, 0.169), align = 'left' }: TextStyle = {},
  ) {
    const line = linesOf(value).join(' ');
    const { PDFHexString, PDFName, PDFOperator } = this.lib;
    const ops = this.lib;
    const left = align === 'right' ? x - this.width(line, { size, bold }) : x;
    const operators = [ops.pushGraphicsState(), ops.beginText(), ops.setFillingColor(color), ops.moveText(left, at)];
    for (const run of this.runs(line, bold)) {
      if (run.face) {
        operators.push(ops.setFontAndSize(this.fontKey(run.face.font), size), ops.showText(run.face.font.encodeText(run.text)));
        continue;
      }
      const { font } = this.fallbackFace(bold);
      const actual = `<</ActualText ${PDFHexString.fromText(run.text).toString()}>>`;
      operators.push(
        PDFOperator.of(ops.PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actual]),
        ops.setFontAndSize(this.fontKey(font), size),
        ops.showText(font.encodeText(NOT_COVERED)),
        ops.endMarkedContent(),
      );
    }
    operators.push(ops.endText(), ops.popGraphicsState());
    this.page.pushOperators(...operators);
  }

  /** The text in lines no wider than `width`: its own line breaks kept, a word wider than that cut. */
  wrap(value: string, width: number, { size = 10, bold = false }: Pick<TextStyle, 'size' | 'bold'> = {}): string[] {
    const measure = (text: string) => graphemesOf(text).reduce((sum, g) => sum + this.graphemeWidth(g, size, bold), 0);
    const spaceWidth = this.graphemeWidth(' ', size, bold);
    const out: string[] = [];
    for (const paragraph of linesOf(value)) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const wordWidth = measure(word);
        if (line && lineWidth + spaceWidth + wordWidth <= width) {
          line += ` ${word}`;
          lineWidth += spaceWidth + wordWidth;
          continue;
        }
        if (line) out.push(line);
        line = '';
        lineWidth = 0;
        for (const grapheme of graphemesOf(word)) {
          const next = this.graphemeWidth(grapheme, size, bold);
          if (line && lineWidth + next > width) {
            out.push(line);
            line = '';
            lineWidth = 0;
          }
          line += grapheme;
          lineWidth += next;
        }
      }
      out.push(line);
    }
    return out.length > 0 ? out : [''];
  }

  /** A rule across the page at `at`. */
  rule(at: number, thickness: number, color: Color) {
    this.page.drawLine({ start: { x: MARGIN, y: at }, end: { x: RIGHT, y: at }, thickness, color });
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Starts a new page when `height` more would pass the bottom margin; true when it did. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
    return true;
  }

  /** Draws on every page once the content is done (a footer with "Page 1 of 3"). */
  onEveryPage(draw: (index: number, count: number) => void) {
    this.pages.forEach((each, index) => {
      this.page = each;
      draw(index, this.pages.length);
    });
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}

/**
 * Graphemes in the order they are drawn, left to right: a word with right-to-left letters reversed.
 * Such letters print as "�" today, so this only puts their ActualText where text extraction (which
 * reads a right-to-left word from its right end) expects it; it is no full bidi algorithm.
 */
function visualOrder(logical: string[]): string[] {
  const out: string[] = [];
  let word: string[] = [];
  const flush = () => {
    out.push(...(word.some((grapheme) => RTL.test(grapheme)) ? word.reverse() : word));
    word = [];
  };
  for (const grapheme of logical) {
    if (/^\s+$/.test(grapheme)) {
      flush();
      out.push(grapheme);
    } else word.push(grapheme);
  }
  flush();
  return out;
}

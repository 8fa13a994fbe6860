// A page-flowing writer over pdf-lib for the invoice PDF: A4 pages, a cursor (`y`) that moves down,
// text in Helvetica (letters it lacks fall back to their base letter), wrapping, rules, and a new
// page when the next block would not fit. pdf-lib is imported here, dynamically, so it loads only
// when someone asks for a PDF.
import { LOCALE } from '@/config/locale';

type PdfLib = typeof import('pdf-lib');
type PdfDocument = import('pdf-lib').PDFDocument;
type Font = Awaited<ReturnType<PdfDocument['embedFont']>>;
type PdfPage = ReturnType<PdfDocument['addPage']>;
type Color = ReturnType<PdfLib['rgb']>;

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const RIGHT = A4[0] - MARGIN;
const BOTTOM = 64;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  align?: 'left' | 'right';
}

export class PdfWriter {
  /** The cursor: where the next line is drawn, from the bottom of the page. */
  y = A4[1] - MARGIN;
  private readonly pages: PdfPage[] = [];
  private page: PdfPage;
  private readonly supported: Set<number>;

  private constructor(
    private readonly pdf: PdfDocument,
    private readonly fonts: { regular: Font; bold: Font },
    readonly rgb: PdfLib['rgb'],
  ) {
    this.page = pdf.addPage(A4);
    this.pages.push(this.page);
    this.supported = new Set(fonts.regular.getCharacterSet());
  }

  static async create(meta: { title: string; author: string; subject: string }): Promise<PdfWriter> {
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setCreator('Invoicing');
    pdf.setLanguage(LOCALE);
    return new PdfWriter(pdf, fonts, rgb);
  }

  /** Helvetica's WinAnsi set lacks some letters (e.g. macrons): fall back to the base letter. */
  private safe(value: string): string {
    return Array.from(value)
      .map((char) => {
        if (this.supported.has(char.codePointAt(0) ?? 0)) return char;
        const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        return Array.from(base).every((c) => this.supported.has(c.codePointAt(0) ?? 0)) ? base : '?';
      })
      .join('')
      .replace(/[\r\t]/g, ' ');
  }

  text(
    value: string,
    x: number,
    at: number,
    { size = 10, bold = false, color = this.rgb(0.078, 0.125, 0.169), align = 'left' }: TextStyle = {},
  ) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const clean = this.safe(value);
    const left = align === 'right' ? x - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: left, y: at, size, font, color });
  }

  /** The text in lines no wider than `width`; a single word wider than that is cut. */
  wrap(value: string, width: number, { size = 10, bold = false }: Pick<TextStyle, 'size' | 'bold'> = {}): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
    const out: string[] = [];
    for (const paragraph of this.safe(value).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const attempt = line ? `${line} ${word}` : word;
        if (fits(attempt)) {
          line = attempt;
          continue;
        }
        if (line) out.push(line);
        let rest = word;
        while (!fits(rest) && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      out.push(line);
    }
    return out.length > 0 ? out : [''];
  }

  /** A rule across the page at `at`. */
  rule(at: number, thickness: number, color: Color) {
    this.page.drawLine({ start: { x: MARGIN, y: at }, end: { x: RIGHT, y: at }, thickness, color });
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

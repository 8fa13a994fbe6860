// The file name a document's PDF gets (a download, an email's attachment): its number, or the draft's
// id (a client's link opens numbered documents only, and knows no id). Apart from the PDF writer, so a page can name the file without loading the PDF code.

export function pdfFileName(doc: { number?: string | null | undefined }, id?: number): string {
  return `${(doc.number ?? (id === undefined ? 'draft' : `draft-${id}`)).replace(/[^\w.-]+/g, '-')}.pdf`;
}

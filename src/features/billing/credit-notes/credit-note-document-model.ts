// What a credit note document shows (NZ supply correction information): the issuer and its GST
// number, the date, the original invoice's number and date, what is corrected (lines or amount)
// and why, the GST credited and the invoice's corrected GST. One model for the page, print and PDF.
import type { CreditNote, PublicCreditNote } from '@/api/types';
import { documentLine, type DocumentLine, type InvoiceDocumentModel } from '@/features/billing/shared/document/invoice-document-model';

export interface CreditNoteDocumentModel extends Pick<
  InvoiceDocumentModel,
  'taxInvoice' | 'currency' | 'pricesIncludeGst' | 'issuer' | 'recipient' | 'taxBreakdown'
> {
  title: 'Credit Note';
  number: string;
  issueDate: string;
  invoiceNumber: string;
  invoiceIssueDate: string;
  reason: string;
  /** What is credited, in words, when it is not lines: "The whole invoice", "An amount of the invoice". */
  corrected: string | null;
  lines: DocumentLine[];
  subtotal: number;
  gst: number;
  total: number;
  invoiceTotal: number;
  invoiceGst: number;
  correctedTotal: number;
  correctedGst: number;
}

const CORRECTED: Record<CreditNote['kind'], string | null> = {
  FULL: 'The whole invoice (all that was left to credit).',
  AMOUNT: 'An amount of the invoice, split over its GST rates in proportion.',
  LINES: null,
};

/** A saved credit note, or the one its client's link opens: PublicCreditNote is what both have. */
export function documentFromCreditNote(note: PublicCreditNote): CreditNoteDocumentModel {
  return {
    title: 'Credit Note',
    taxInvoice: note.taxInvoice,
    currency: note.currency,
    // Credited lines are shown at the invoice's unit prices, before its discount.
    pricesIncludeGst: false,
    issuer: note.issuer,
    recipient: note.recipient,
    number: note.number,
    issueDate: note.issueDate,
    invoiceNumber: note.invoiceNumber,
    invoiceIssueDate: note.invoiceIssueDate,
    reason: note.reason,
    corrected: CORRECTED[note.kind],
    lines: note.lines.map(documentLine),
    taxBreakdown: note.taxBreakdown,
    subtotal: note.subtotal,
    gst: note.gst,
    total: note.total,
    invoiceTotal: note.invoiceTotal,
    invoiceGst: note.invoiceGst,
    correctedTotal: note.correctedTotal,
    correctedGst: note.correctedGst,
  };
}

/** The totals block, in order: what this credit note credits, then the invoice as issued and corrected. */
export function creditNoteTotals(doc: CreditNoteDocumentModel): Array<{ name: string; cents: number; strong?: boolean }> {
  const gstRows = doc.taxInvoice || doc.gst > 0;
  return [
    ...(gstRows
      ? [
          { name: 'Credit (excl. GST)', cents: doc.subtotal },
          { name: 'GST credited', cents: doc.gst },
        ]
      : []),
    { name: gstRows ? 'Total credited (incl. GST)' : 'Total credited', cents: doc.total, strong: true },
    { name: `Invoice ${doc.invoiceNumber} total as issued`, cents: doc.invoiceTotal },
    { name: 'Invoice total as corrected', cents: doc.correctedTotal },
    ...(gstRows
      ? [
          { name: 'Invoice GST as issued', cents: doc.invoiceGst },
          { name: 'Invoice GST as corrected', cents: doc.correctedGst, strong: true },
        ]
      : []),
  ];
}

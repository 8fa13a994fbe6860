// What the send dialog needs of a document (invoice, quote or credit note): who it goes to, the
// values of its template's placeholders, and how to make its PDF (docs/sending.md).
import type { EmailDocumentType } from '@/api/types';
import type { Placeholder } from '@/lib/email-templates';

export interface SendableDocument {
  type: EmailDocumentType;
  id: number;
  number: string;
  businessId: number;
  /** The client's address on record, prefilled in To. */
  clientEmail: string | undefined;
  /** The values of the template's placeholders, as the client will read them. */
  values: Partial<Record<Placeholder, string>>;
  fileName: string;
  /** Made when Send is pressed, by the same code as Download PDF. */
  makePdf: () => Promise<Uint8Array>;
}

/** What the document's type is called in the dialog's title. */
export const DOCUMENT_WORDS: Record<EmailDocumentType, string> = { INVOICE: 'invoice', QUOTE: 'quote', CREDIT_NOTE: 'credit note' };

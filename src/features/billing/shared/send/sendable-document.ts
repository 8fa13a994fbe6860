// What the send dialog needs of a document (invoice, quote, credit note or statement): who it goes to, the
// values of its template's placeholders, and how to make its PDF (docs/sending.md).
import type { EmailDocumentType } from '@/api/types';
import type { Placeholder } from '@/lib/email-templates';

export interface SendableDocument {
  type: EmailDocumentType;
  id: number;
  number: string;
  /** The dialog's title, e.g. "Email invoice RENO-0042". */
  title: string;
  businessId: number;
  /** The client's address on record, prefilled in To. */
  clientEmail: string | undefined;
  /** The values of the template's placeholders, as the client will read them. */
  values: Partial<Record<Placeholder, string>>;
  fileName: string;
  /** Made when Send is pressed, by the same code as Download PDF. */
  makePdf: () => Promise<Uint8Array>;
}

// A credit note as the send dialog takes it (docs/sending.md): its template values and its PDF.
import type { CreditNote } from '@/api/types';
import { pdfFileName } from '@/features/billing/shared/document/pdf-file-name';
import type { SendableDocument } from '@/features/billing/shared/send/sendable-document';
import { commonValues } from '@/features/billing/shared/send/sendable-values';
import type { CreditNoteDocumentModel } from './credit-note-document-model';

export function sendableCreditNote(note: CreditNote, doc: CreditNoteDocumentModel): SendableDocument {
  return {
    type: 'CREDIT_NOTE',
    id: note.id,
    number: note.number,
    title: `Email credit note ${note.number}`,
    businessId: note.businessId,
    clientEmail: note.recipient.email,
    values: { ...commonValues(note), invoiceNumber: note.invoiceNumber },
    fileName: pdfFileName(note, note.id),
    makePdf: async () => (await import('./credit-note-pdf')).buildCreditNotePdf(doc),
  };
}

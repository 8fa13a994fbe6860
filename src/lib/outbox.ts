// The mock backend's outbox (docs/sending.md#the-outbox): what its mail catcher answers, for the
// Outbox screen that exists only in mock builds. Not part of openapi.yaml: the Spring service
// sends real email and has no outbox.

/** Under the backend's base URL, beside the mock's other controls (docs/mock-backend.md). */
export const OUTBOX_PATH = '__mock/outbox';

export const outboxEmailPath = (id: number) => `${OUTBOX_PATH}/${id}`;
export const outboxAttachmentPath = (id: number) => `${OUTBOX_PATH}/${id}/attachment`;

export interface OutboxEmail {
  id: number;
  documentType: 'INVOICE' | 'QUOTE' | 'CREDIT_NOTE' | 'STATEMENT';
  documentId: number;
  documentNumber: string;
  to: string[];
  cc: string[];
  subject: string;
  message: string;
  sentBy: string;
  sentAt: string;
  /** A payment reminder the service sent by its rules (docs/sending.md#reminders). */
  reminder: boolean;
  /** Absent on a reminder, which carries no PDF. */
  attachment?: {
    fileName: string;
    size: number;
    /** False when the browser's saved demo data no longer holds the PDF (only the latest are kept). */
    kept: boolean;
  };
}

export interface OutboxList {
  /** Newest first. */
  emails: OutboxEmail[];
}

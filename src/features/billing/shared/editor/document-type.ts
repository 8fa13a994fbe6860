// A document type is configuration for the editor shell (editor-shell.tsx): its words and which
// fields its sections show. Invoices and a schedule's invoice template are here; quotes keep theirs
// beside them (quotes/quote-form.ts). How to add one: docs/architecture.md#document-editor.
import { INVOICE_LIMITS } from '@/config/invoicing';

/** Which date fields a document shows, and their names. */
export interface DatesConfig {
  heading: string;
  /** The issue date's label; null: no issue date (a schedule's template). */
  issueDate: string | null;
  /** The due date's label; null: none. */
  dueDate: string | null;
  /** Payment terms that set the due date. */
  paymentTerms: boolean;
  reference: string;
  /** A choice of currency (a purchase is in NZD). */
  currency: boolean;
}

const INVOICE_DATES: DatesConfig = {
  heading: 'Dates and reference',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  paymentTerms: true,
  reference: 'Reference or PO number',
  currency: true,
};

const TEMPLATE_DATES: DatesConfig = { ...INVOICE_DATES, heading: 'Terms and reference', issueDate: null, dueDate: null };

/** The section's heading, the field beside the notes, and the hints, per document type. */
export interface NotesConfig {
  heading: string;
  first: { field: 'paymentInstructions' | 'terms'; label: string; hint: string; maxLength: number };
  notesHint: string;
}

const INVOICE_NOTES: NotesConfig = {
  heading: 'Notes and payment',
  first: {
    field: 'paymentInstructions',
    label: 'Payment instructions',
    hint: "The business's bank account by default.",
    maxLength: INVOICE_LIMITS.paymentInstructionsLength,
  },
  notesHint: "Shown on the invoice, e.g. a thank-you or the job's address.",
};

/** The lines: which GST treatments a line may have, a discount, an account per line. */
export interface LinesConfig {
  /** A sale's (by the business's GST registration) or a purchase's (NO_GST too: the supplier is not registered). */
  treatments: 'sale' | 'purchase';
  /** A discount on the lines total (sales documents). */
  discount: boolean;
  /** An expense account on each line (purchases). */
  accounts: boolean;
}

export const SALE_LINES: LinesConfig = { treatments: 'sale', discount: true, accounts: false };

/** What makes one kind of document's editor: its words and which fields its sections show. */
export interface DocumentType {
  /** The preview's accessible name, e.g. "Preview of the quote". */
  previewLabel: string;
  dates: DatesConfig;
  lines: LinesConfig;
  /** Null: no notes section (a purchase). */
  notes: NotesConfig | null;
  /** Ask before leaving with unsaved work. */
  leaveGuard: boolean;
}

export const INVOICE_TYPE: DocumentType = {
  previewLabel: 'Preview of the invoice',
  dates: INVOICE_DATES,
  lines: SALE_LINES,
  notes: INVOICE_NOTES,
  leaveGuard: true,
};

/** A schedule's invoice template. Its editor has asked nothing on leaving so far. */
export const TEMPLATE_TYPE: DocumentType = {
  previewLabel: 'Preview of the first invoice',
  dates: TEMPLATE_DATES,
  lines: SALE_LINES,
  notes: INVOICE_NOTES,
  leaveGuard: false,
};

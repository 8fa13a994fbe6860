export { CreditNoteViewPage as Component } from '@/features/invoices/credit-notes/credit-note-view-page';

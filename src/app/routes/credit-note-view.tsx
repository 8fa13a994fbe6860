export { CreditNoteViewPage as Component } from '@/features/billing/credit-notes/credit-note-view-page';

export { CreateCreditNotePage as Component } from '@/features/invoices/credit-notes/create-credit-note-page';

export { CreateCreditNotePage as Component } from '@/features/billing/credit-notes/create-credit-note-page';

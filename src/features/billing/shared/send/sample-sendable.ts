// For stories: seeded credit note 1, RENO-CN-0001 of Kiwi Home Renovations Ltd
// (mocks/seed/seed-credit-notes.ts), as the send dialog sees it, with a tiny PDF.
import type { SendableDocument } from './sendable-document';

export const SAMPLE_SENDABLE: SendableDocument = {
  type: 'CREDIT_NOTE',
  id: 1,
  number: 'RENO-CN-0001',
  title: 'Email credit note RENO-CN-0001',
  businessId: 1,
  clientEmail: 'mere@example.com',
  values: {
    client: 'Mere Tūhoe',
    business: 'Kiwi Home Renovations Ltd',
    number: 'RENO-CN-0001',
    total: '$115.00',
    invoiceNumber: 'RENO-0038',
  },
  fileName: 'RENO-CN-0001.pdf',
  makePdf: () => Promise.resolve(new TextEncoder().encode('%PDF-1.7\n%%EOF\n')),
};

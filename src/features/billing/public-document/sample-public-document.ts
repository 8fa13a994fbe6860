// A quote as its link opens it, for the public page's stories and tests.
import type { PublicDocument, PublicQuote } from '@/api/types';

export const SAMPLE_QUOTE: PublicQuote = {
  status: 'SENT',
  expired: false,
  number: 'RENO-Q-0012',
  revision: 1,
  issuer: {
    name: 'Kiwi Home Renovations Ltd',
    addressLines: ['18 Karangahape Road', 'Auckland 1010'],
    gstNumber: '49-091-850',
  },
  recipient: { name: 'Mere Tane', addressLines: ['8 Ponsonby Road', 'Auckland 1011'] },
  issueDate: '2026-11-20',
  validUntil: '2026-12-20',
  currency: 'NZD',
  pricesIncludeGst: false,
  terms: 'A 30% deposit confirms the booking.',
  lines: [
    {
      position: 1,
      description: 'Bathroom strip-out and demolition',
      quantity: '1',
      unitPrice: 185000,
      taxCode: 'STANDARD',
      taxRate: 1500,
      amount: 185000,
    },
  ],
  linesTotal: 185000,
  discountTotal: 0,
  subtotal: 185000,
  gst: 27750,
  total: 212750,
  taxBreakdown: [{ taxCode: 'STANDARD', taxRate: 1500, net: 185000, gst: 27750, total: 212750 }],
  variations: [],
  contractTotal: 212750,
};

export const SAMPLE_PUBLIC_QUOTE: PublicDocument = {
  documentType: 'QUOTE',
  expiresAt: '2027-02-18T01:00:00Z',
  business: {
    name: 'Kiwi Home Renovations Ltd',
    addressLines: ['18 Karangahape Road', 'Auckland 1010'],
    phone: '+64 9 555 0142',
    email: 'accounts@kiwihomereno.co.nz',
    gstNumber: '49-091-850',
  },
  quote: SAMPLE_QUOTE,
};

/** The same quote after its client accepted it through the link. */
export const SAMPLE_ACCEPTED_QUOTE: PublicDocument = {
  ...SAMPLE_PUBLIC_QUOTE,
  quote: { ...SAMPLE_QUOTE, status: 'ACCEPTED', acceptedAt: '2026-11-21T02:15:00Z' },
  answer: { outcome: 'ACCEPTED', name: 'Mere Tane', at: '2026-11-21T02:15:00Z' },
};

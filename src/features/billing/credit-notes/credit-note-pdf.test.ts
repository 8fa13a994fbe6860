import { describe, expect, it } from 'vitest';
import type { CreditNote } from '@/api/types';
import { pdfText } from '../../../../e2e/pdf-text';
import { documentFromCreditNote } from './credit-note-document-model';
import { buildCreditNotePdf } from './credit-note-pdf';

const note: CreditNote = {
  id: 3,
  number: 'RENO-CN-0003',
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  clientId: 1,
  clientName: 'Sophie Turner',
  invoiceId: 7,
  invoiceNumber: 'RENO-0042',
  invoiceIssueDate: '2026-11-01',
  issueDate: '2026-11-20',
  currency: 'NZD',
  kind: 'LINES',
  reason: 'Two sheets of plasterboard returned unused.',
  taxInvoice: true,
  issuer: { code: 'BUS-0001', name: 'Kiwi Home Renovations Ltd', addressLines: ['18 Karangahape Road'], gstNumber: '49-091-850' },
  recipient: { name: 'Sophie Turner', addressLines: ['1 Queen Street'] },
  lines: [
    { position: 2, description: 'Plasterboard supply', quantity: '2', unitPrice: 3250, taxCode: 'STANDARD', taxRate: 1500, amount: 6500 },
  ],
  taxBreakdown: [{ taxCode: 'STANDARD', taxRate: 1500, net: 6500, gst: 975, total: 7475 }],
  subtotal: 6500,
  gst: 975,
  total: 7475,
  invoiceTotal: 179550,
  invoiceGst: 17550,
  correctedTotal: 172075,
  correctedGst: 16575,
  createdBy: 'user',
  createdAt: '2026-11-20T01:00:00.000Z',
};

describe('the credit note PDF', () => {
  it('carries the supply correction information as real text', async () => {
    const { strings } = await pdfText(await buildCreditNotePdf(documentFromCreditNote(note)));
    const text = strings.join('\n');
    for (const expected of [
      'Credit Note',
      'Kiwi Home Renovations Ltd',
      'GST number: 49-091-850',
      'RENO-CN-0003',
      'RENO-0042',
      '20 Nov 2026',
      '1 Nov 2026',
      'Two sheets of plasterboard returned unused.',
      'Plasterboard supply',
      'GST credited',
      '$9.75',
      'Invoice GST as corrected',
      '$165.75',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('heads the recipient "CREDIT TO", as the page does', async () => {
    const { strings } = await pdfText(await buildCreditNotePdf(documentFromCreditNote(note)));
    expect(strings).toContain('CREDIT TO');
    expect(strings).not.toContain('BILL TO');
  });
});

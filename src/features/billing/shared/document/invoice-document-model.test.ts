import { describe, expect, it } from 'vitest';
import { issuerLines, recipientLines, type InvoiceDocumentModel } from './invoice-document-model';

const issuer = {
  code: 'BUS-0001',
  name: 'Kiwi Home Renovations Ltd',
  addressLines: ['18 Karangahape Road', 'Auckland 1010'],
  phone: '09 555 0100',
  email: '',
  gstNumber: '49-091-850',
};

describe('the lines of the parties on an invoice document', () => {
  it('lists the issuer’s address and contacts, and its GST number only on a tax invoice', () => {
    const lines = (taxInvoice: boolean) => issuerLines({ taxInvoice, issuer });
    expect(lines(true)).toEqual(['18 Karangahape Road', 'Auckland 1010', '09 555 0100', 'GST number: 49-091-850']);
    expect(lines(false)).toEqual(['18 Karangahape Road', 'Auckland 1010', '09 555 0100']);
  });

  it('starts "Bill to" with the client’s name, adds a different business name, and leaves out blanks', () => {
    const lines = (recipient: InvoiceDocumentModel['recipient']) => recipientLines({ recipient });
    expect(
      lines({
        name: 'Mere Tūhoe',
        businessName: 'Tūhoe Holdings',
        addressLines: ['1 Queen Street', ' '],
        email: 'mere@example.nz',
        gstNumber: '123-456-789',
      }),
    ).toEqual(['Mere Tūhoe', 'Tūhoe Holdings', '1 Queen Street', 'mere@example.nz', 'GST number: 123-456-789']);
    expect(lines({ name: 'Priya Patel', businessName: 'Priya Patel', addressLines: [] })).toEqual(['Priya Patel']);
  });
});

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/types';
import { missingPdfTools, pdftotext } from '@/testing/pdf-tools';
import { pdfText } from '../../../../../e2e/pdf-text';
import { documentFromInvoice, type InvoiceDocumentModel } from './invoice-document-model';
import { buildInvoicePdf } from './invoice-pdf';
import { pdfFileName } from './pdf-file-name';

function model(overrides: Partial<InvoiceDocumentModel> = {}): InvoiceDocumentModel {
  const invoice: Invoice = {
    id: 7,
    version: 2,
    status: 'PARTIALLY_PAID',
    overdue: false,
    number: 'RENO-0042',
    taxInvoice: true,
    businessId: 1,
    clientId: 1,
    issuer: {
      code: 'BUS-0001',
      name: 'Kiwi Home Renovations Ltd',
      addressLines: ['18 Karangahape Road', 'Auckland 1010'],
      gstNumber: '49-091-850',
    },
    recipient: { name: 'Mere Tūhoe', addressLines: ['1 Queen Street'] },
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    currency: 'NZD',
    pricesIncludeGst: false,
    lines: [
      {
        position: 1,
        description: 'Tiling labour (m²)',
        quantity: '12.5',
        unitPrice: 8500,
        taxCode: 'STANDARD',
        taxRate: 1500,
        amount: 106250,
      },
      { position: 2, description: 'Council fee', quantity: '1', unitPrice: 45000, taxCode: 'EXEMPT', taxRate: 0, amount: 45000 },
    ],
    linesTotal: 151250,
    discountTotal: 0,
    subtotal: 151250,
    gst: 15938,
    total: 167188,
    paid: 50000,
    balance: 117188,
    taxBreakdown: [
      { taxCode: 'STANDARD', taxRate: 1500, net: 106250, gst: 15938, total: 122188 },
      { taxCode: 'EXEMPT', taxRate: 0, net: 45000, gst: 0, total: 45000 },
    ],
    paymentInstructions: 'Please pay into ASB account 12-3045-0678912-00, quoting the invoice number.',
    payments: [],
    events: [],
    createdBy: 'user',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  };
  return { ...documentFromInvoice(invoice), ...overrides };
}

describe('the invoice PDF', () => {
  it('holds the number, the totals and the GST number as real text', async () => {
    const bytes = await buildInvoicePdf(model());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const [page] = pdf.getPages();
    expect(page?.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe('Tax Invoice RENO-0042 – Kiwi Home Renovations Ltd');
    const { strings, fonts } = await pdfText(bytes);
    expect(fonts).toEqual(expect.arrayContaining(['NotoSans-Regular', 'NotoSans-Bold']));
    expect(strings).toEqual(
      expect.arrayContaining([
        'Tax Invoice',
        'RENO-0042',
        'GST number: 49-091-850',
        'Total (incl. GST)',
        '$1,671.88',
        '$159.38',
        'Amount paid',
        '-$500.00',
        'Balance due',
        '$1,171.88',
        'GST 15% on $1,062.50',
        'Exempt supplies $450.00',
        'Tiling labour (m²)',
      ]),
    );
    // The name as typed, macron and all.
    expect(strings).toContain('Mere Tūhoe');
  });

  it('titles a document from a business without a GST number "Invoice" and says it is not registered', async () => {
    const { strings } = await pdfText(await buildInvoicePdf(model({ title: 'Invoice', taxInvoice: false, gst: 0, taxBreakdown: [] })));
    expect(strings).toContain('Invoice');
    expect(strings).not.toContain('Tax Invoice');
    expect(strings).toContain('Kiwi Home Renovations Ltd is not registered for GST.');
  });

  it('runs over as many pages as the lines need, numbering them', async () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({
      key: index,
      description: `Line ${index + 1}: a description long enough to wrap onto a second line in the description column of the table`,
      quantity: '1',
      unitPrice: 100,
      tax: '15%',
      amount: 100,
    }));
    const bytes = await buildInvoicePdf(model({ lines }));
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(5);
    const { strings } = await pdfText(bytes);
    expect(strings).toContain(`Page ${pages} of ${pages}`);
    expect(strings.some((s) => s.startsWith('Line 200:'))).toBe(true);
  });

  it('prints line breaks as lines, never as "?"', async () => {
    const doc = model({
      notes: 'Thanks for your business.\nPlease call before delivery.',
      paymentInstructions: 'ASB 12-3045-0678912-00\r\nReference: RENO-0042',
      issuer: { name: 'Kiwi Home\nRenovations Ltd', addressLines: ['18 Karangahape Road\nAuckland 1010'] },
      lines: [{ key: 1, description: 'Tiling labour\nBathroom floor', quantity: '1', unitPrice: 100, tax: '15%', amount: 100 }],
    });
    const { strings } = await pdfText(await buildInvoicePdf(doc));
    for (const line of [
      'Thanks for your business.',
      'Please call before delivery.',
      'ASB 12-3045-0678912-00',
      'Reference: RENO-0042',
      'Kiwi Home',
      'Renovations Ltd',
      '18 Karangahape Road',
      'Auckland 1010',
      'Tiling labour',
      'Bathroom floor',
    ]) {
      expect(strings).toContain(line);
    }
    expect(strings.filter((each) => each.includes('?'))).toEqual([]);
  });

  it("prints a quote's variations and terms line by line", async () => {
    const quote = {
      validUntil: '2026-12-01',
      terms: 'Deposit 30 %.\nBalance on completion.',
      stamp: null,
      variations: [{ reference: 'V1', description: 'Extra tiling\nShower niche', total: 73600 }],
      contractTotal: 751238,
    };
    const { strings } = await pdfText(await buildInvoicePdf(model({ title: 'Quote', quote })));
    expect(strings).toEqual(expect.arrayContaining(['V1: Extra tiling', 'Shower niche - $736.00', 'Total with variations: $7,512.38']));
    expect(strings).toEqual(expect.arrayContaining(['Deposit 30 %.', 'Balance on completion.']));
  });

  it('prints every name as typed: macrons, Greek, Cyrillic; other scripts come back as text', async () => {
    const doc = model({
      recipient: {
        name: 'Tāne Parata',
        businessName: 'Ōtautahi Ōkārito Ltd',
        addressLines: ['Αθήνα 105 57', 'Москва, ул. Арбат', '東京都 渋谷区'],
      },
    });
    const bytes = await buildInvoicePdf(doc);
    const { strings } = await pdfText(bytes);
    expect(strings).toEqual(
      expect.arrayContaining(['Tāne Parata', 'Ōtautahi Ōkārito Ltd', 'Αθήνα 105 57', 'Москва, ул. Арбат', '東京都 渋谷区']),
    );
  });

  it('keeps a one-page invoice under 100 KB, fonts included', async () => {
    const doc = model({
      recipient: { name: 'Tāne Parata', addressLines: ['Ōtautahi', 'Αθήνα', 'Москва'] },
      notes: 'Ngā mihi nui.\nThank you.',
    });
    const bytes = await buildInvoicePdf(doc);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(bytes.length).toBeLessThan(100 * 1024);
  });

  // pdftotext reads only what is on the page: text drawn below its edge is lost to it, as on paper.
  it.skipIf(missingPdfTools !== '')('carries a description taller than a page onto the next page, losing no line', async () => {
    const description = Array.from({ length: 90 }, (_, index) => `Step ${index + 1}`).join('\n');
    const bytes = await buildInvoicePdf(
      model({ lines: [{ key: 1, description, quantity: '1', unitPrice: 100, tax: '15%', amount: 100 }] }),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const printed = pdftotext(bytes).split('\n');
    for (let step = 1; step <= 90; step += 1) expect(printed).toContain(`Step ${step}`);
  });

  it('names the file after the number, or the draft', () => {
    expect(pdfFileName({ number: 'RENO-0042' }, 7)).toBe('RENO-0042.pdf');
    expect(pdfFileName({ number: null }, 7)).toBe('draft-7.pdf');
  });
});

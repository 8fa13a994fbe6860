// Property: whatever people type (line breaks, macrons, Greek and Cyrillic, long unbroken words,
// right-to-left text, emoji, Chinese), every PDF is a valid file (`qpdf --check`) and other software
// reads back every field as typed (`pdftotext`).
//
// How the comparison reads the text:
// - Whitespace is layout: the PDF wraps at spaces, at line breaks and inside words too long for
//   their column, so both sides are compared with all whitespace removed.
// - The footer on every page ("Tax Invoice RENO-0042", "Page 2 of 3") is page furniture between the
//   parts of a field that runs across a page break; it is removed from the extracted text.
// - Text is compared in Unicode NFC (what is drawn; canonically the same text).
// - Scripts without glyphs in the PDF font (right-to-left, CJK, emoji: docs/invoicing.md#pdf) print
//   as "�" but carry the typed text as ActualText; pdftotext wraps right-to-left text in bidi
//   embedding marks (U+202A–U+202E, U+2066–U+2069), which are removed before comparing. Nothing
//   else is forgiven: every character must come back, in order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/types';
import { missingPdfTools, pdftotext, qpdfCheck } from '@/testing/pdf-tools';
import { documentFromInvoice, type InvoiceDocumentModel } from './invoice-document-model';
import { buildInvoicePdf } from './invoice-pdf';

const WORDS = [
  'Tāne',
  'Parata',
  'Ōtautahi',
  'Whakatū',
  'Te Whanganui-a-Tara',
  'Zoë',
  'Ærøskøbing',
  'Łódź',
  'Ελληνικά',
  'Москва',
  'Việt',
  'שלום',
  'مرحبا',
  '你好',
  '😀',
  '👩‍💻',
  '🇳🇿',
  '👍🏽',
  'R&D',
  '(50%)',
  '$1,234.56',
  '"quoted"',
  'm²',
];
const word = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
  // A word longer than any column: it must be cut, never lost.
  fc.stringMatching(/^[a-zāēīōū]{60,140}$/),
);
/** Words joined by spaces and line breaks, never blank. */
const typedUpTo = (words: number) =>
  fc.array(fc.tuple(word, fc.constantFrom(' ', ' ', ' ', '\n', '\r\n', '\n\n')), { minLength: 1, maxLength: words }).map((parts) =>
    parts
      .map(([each, gap]) => each + gap)
      .join('')
      .trim(),
  );
const typed = typedUpTo(14);
/** A name or an address line: at most 200 characters, as the API allows. */
const short = typedUpTo(4).filter((value) => value.length <= 200);

const document = fc.record({
  issuerName: short,
  issuerAddress: fc.array(short, { maxLength: 3 }),
  recipientName: short,
  recipientAddress: fc.array(short, { maxLength: 3 }),
  descriptions: fc.array(typed, { minLength: 1, maxLength: 4 }),
  reference: fc.option(short, { nil: null }),
  paymentInstructions: fc.option(typed, { nil: null }),
  notes: fc.option(typed, { nil: null }),
});

type Fields = typeof document extends fc.Arbitrary<infer T> ? T : never;

function model(fields: Fields): InvoiceDocumentModel {
  const invoice: Invoice = {
    id: 7,
    version: 1,
    status: 'ISSUED',
    overdue: false,
    number: 'RENO-0042',
    taxInvoice: true,
    businessId: 1,
    clientId: 1,
    issuer: { code: 'BUS-0001', name: fields.issuerName, addressLines: fields.issuerAddress, gstNumber: '49-091-850' },
    recipient: { name: fields.recipientName, addressLines: fields.recipientAddress },
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    reference: fields.reference ?? undefined,
    currency: 'NZD',
    pricesIncludeGst: false,
    lines: fields.descriptions.map((description, index) => ({
      position: index + 1,
      description,
      quantity: '1',
      unitPrice: 10000,
      taxCode: 'STANDARD' as const,
      taxRate: 1500,
      amount: 10000,
    })),
    linesTotal: 10000 * fields.descriptions.length,
    discountTotal: 0,
    subtotal: 10000 * fields.descriptions.length,
    gst: 1500 * fields.descriptions.length,
    total: 11500 * fields.descriptions.length,
    paid: 0,
    balance: 11500 * fields.descriptions.length,
    taxBreakdown: [],
    paymentInstructions: fields.paymentInstructions ?? undefined,
    notes: fields.notes ?? undefined,
    payments: [],
    events: [],
    createdBy: 'user',
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  };
  return documentFromInvoice(invoice);
}

/** The comparison rules above, applied to either side. */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, '');

describe('PDFs of random text', () => {
  it('pass qpdf --check and give back every field as typed', async () => {
    // Never skipped: without the tools this check would prove nothing (npm test installs them).
    expect(missingPdfTools, 'qpdf and pdftotext are needed: apt-get install -y qpdf poppler-utils').toBe('');
    await fc.assert(
      fc.asyncProperty(document, async (fields) => {
        const bytes = await buildInvoicePdf(model(fields));
        const check = qpdfCheck(bytes);
        expect(check.status, check.output).toBe(0);
        const extracted = comparable(pdftotext(bytes).replace(/Tax Invoice RENO-0042|Page \d+ of \d+/g, ''));
        const expected = [
          fields.issuerName,
          ...fields.issuerAddress,
          fields.recipientName,
          ...fields.recipientAddress,
          ...fields.descriptions,
          fields.reference,
          fields.paymentInstructions,
          fields.notes,
        ].filter((value): value is string => value !== null);
        for (const value of expected) expect(extracted).toContain(comparable(value));
      }),
      // Each run makes a PDF and runs two programs: no shrinking, the counterexample is printed as found.
      { numRuns: 25, endOnFailure: true },
    );
  }, 180_000);
});

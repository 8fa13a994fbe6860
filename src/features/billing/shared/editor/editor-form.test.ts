import { describe, expect, it } from 'vitest';
import type { InvoicingBusiness, InvoicingClient } from '@/api/types';
import {
  emptyForm,
  EXEMPT_TAX,
  livePurchaseTotals,
  liveTotals,
  newLine,
  readPercent,
  STANDARD_TAX,
  toInvoiceInput,
  type EditorForm,
} from './editor-form';
import { validateForm } from './editor-checks';
import { editorReducer } from './editor-reducer';

const gstBusiness: InvoicingBusiness = {
  id: 1,
  code: 'BUS-0001',
  name: 'Kiwi Home Renovations Ltd',
  addressLines: [],
  gstNumber: '49-091-850',
  bankProvider: 'ASB',
  bankAccountNumber: '12-3045-0678912-00',
  nextInvoiceNumber: 'RENO-0042',
};
const noGstBusiness: InvoicingBusiness = {
  id: 3,
  code: 'BUS-0003',
  name: 'Southern Lakes Rentals',
  addressLines: [],
  bankProvider: 'ANZ',
  bankAccountNumber: '06-0901-0456789-00',
  nextInvoiceNumber: 'SLR-0007',
};
const anonymous: InvoicingClient = { id: 9, businessId: 1, name: 'Walk-in', addressLines: [] };

function form(overrides: Partial<EditorForm> = {}): EditorForm {
  return { ...emptyForm('2026-11-22', gstBusiness), clientId: 4, ...overrides };
}

const line = (description: string, quantity: string, unitPrice: string, tax = STANDARD_TAX) => ({
  ...newLine(tax),
  description,
  quantity,
  unitPrice,
});

describe('the editor form', () => {
  it('starts today, due in 14 days, with the business bank account as payment instructions', () => {
    const start = emptyForm('2026-11-22', gstBusiness);
    expect(start.issueDate).toBe('2026-11-22');
    expect(start.dueDate).toBe('2026-12-06');
    expect(start.paymentInstructions).toBe('Please pay into ASB account 12-3045-0678912-00, quoting the invoice number.');
    expect(start.lines).toHaveLength(1);
    expect(start.lines[0]?.tax).toBe(STANDARD_TAX);
  });

  it('starts lines exempt for a business without a GST number, and switches them when the business changes', () => {
    expect(emptyForm('2026-11-22', noGstBusiness).lines[0]?.tax).toBe(EXEMPT_TAX);
    const switched = editorReducer(form(), { type: 'business', business: noGstBusiness, previous: gstBusiness });
    expect(switched.lines.every((l) => l.tax === EXEMPT_TAX)).toBe(true);
    expect(switched.clientId).toBeNull();
    expect(switched.paymentInstructions).toBe('Please pay into ANZ account 06-0901-0456789-00, quoting the invoice number.');
    const back = editorReducer(switched, { type: 'business', business: gstBusiness, previous: noGstBusiness });
    expect(back.lines.every((l) => l.tax === STANDARD_TAX)).toBe(true);
  });

  it('on a purchase, a new business clears the supplier, the quote and the accounts, and leaves the GST as printed', () => {
    const purchase = {
      ...form(),
      supplierId: 4,
      quoteId: 7,
      lines: [
        { ...newLine('NO_GST:0'), accountId: '2' },
        { ...newLine(STANDARD_TAX), accountId: '3' },
      ],
    };
    const switched = editorReducer(purchase, { type: 'business', business: noGstBusiness, previous: gstBusiness, purchase: true });
    expect(switched).toMatchObject({ businessId: 3, supplierId: null, quoteId: null });
    expect(switched.lines.map((l) => [l.tax, l.accountId])).toEqual([
      ['NO_GST:0', ''],
      [STANDARD_TAX, ''],
    ]);
  });

  it('totals a purchase as the server does: NO_GST lines carry no GST, and there is no discount', () => {
    const purchase = {
      ...form(),
      pricesIncludeGst: true,
      discountKind: 'AMOUNT' as const,
      discountValue: '10',
      lines: [
        { ...newLine(STANDARD_TAX), quantity: '1', unitPrice: '115' },
        { ...newLine('NO_GST:0'), quantity: '2', unitPrice: '50' },
      ],
    };
    const { totals } = livePurchaseTotals(purchase);
    expect([totals.subtotal, totals.gst, totals.total, totals.discountTotal]).toEqual([20_000, 1500, 21_500, 0]);
    expect(totals.taxBreakdown.map((group) => group.taxCode)).toEqual(['STANDARD', 'NO_GST']);
  });

  it('keeps payment instructions the person wrote when the business changes', () => {
    const written = form({ paymentInstructions: 'Cash on completion.' });
    expect(editorReducer(written, { type: 'business', business: noGstBusiness, previous: gstBusiness }).paymentInstructions).toBe(
      'Cash on completion.',
    );
  });

  it('moves the due date with the issue date, keeping the terms; terms set the due date', () => {
    const moved = editorReducer(form({ dueDate: '2026-12-22' }), { type: 'issueDate', value: '2026-12-01' });
    expect(moved.dueDate).toBe('2026-12-31');
    expect(editorReducer(moved, { type: 'terms', days: 7 }).dueDate).toBe('2026-12-08');
  });

  it('moves, adds and removes lines by key', () => {
    const three = form({ lines: [line('a', '1', '1'), line('b', '1', '1'), line('c', '1', '1')] });
    const [a, b, c] = three.lines;
    const moved = editorReducer(three, { type: 'moveLine', key: c?.key ?? '', by: -1 });
    expect(moved.lines.map((l) => l.description)).toEqual(['a', 'c', 'b']);
    expect(editorReducer(moved, { type: 'moveLine', key: a?.key ?? '', by: -1 })).toBe(moved);
    const removed = editorReducer(moved, { type: 'removeLine', key: b?.key ?? '' });
    expect(removed.lines.map((l) => l.description)).toEqual(['a', 'c']);
    expect(editorReducer(removed, { type: 'addLine', tax: EXEMPT_TAX }).lines.at(-1)?.tax).toBe(EXEMPT_TAX);
  });

  it('totals what is on screen with the shared calculator; empty or unreadable numbers count as 0', () => {
    const live = liveTotals(
      form({ lines: [line('a', '1', '1200'), line('b', '12.5', '85'), line('c', '', '420'), line('d', '2', 'abc')] }),
    );
    expect(live.totals.lineAmounts).toEqual([120000, 106250, 0, 0]);
    expect(live.totals.gst).toBe(33938); // 2,262.50 × 15 % = 339.375 → 339.38
    expect(live.totals.total).toBe(260188);
  });

  it('applies GST-inclusive prices and discounts', () => {
    const inclusive = liveTotals(form({ pricesIncludeGst: true, lines: [line('a', '1', '115')] })).totals;
    expect(inclusive).toMatchObject({ total: 11500, gst: 1500, subtotal: 10000 });
    const percent = liveTotals(form({ discountKind: 'PERCENT', discountValue: '10', lines: [line('a', '1', '100')] }));
    expect(percent.totals).toMatchObject({ discountTotal: 1000, subtotal: 9000, gst: 1350 });
    const tooMuch = liveTotals(form({ discountKind: 'AMOUNT', discountValue: '500', lines: [line('a', '1', '100')] }));
    expect(tooMuch.discountApplied).toBe(false);
    expect(tooMuch.totals.total).toBe(11500);
  });

  it('reads percentages up to 100 with two decimals', () => {
    expect(readPercent('12.5')).toBe(1250);
    expect(readPercent('100 %')).toBe(10000);
    expect(readPercent('100.01')).toBeNull();
    expect(readPercent('1.234')).toBeNull();
  });

  it('asks for business, client, dates and readable numbers before saving', () => {
    const errors = validateForm(form({ businessId: null, clientId: null, dueDate: '2026-11-01', lines: [line('', '1.2345', '-5')] }), {
      issuing: false,
    });
    expect(errors).toEqual({
      businessId: 'Choose the business this invoice is from.',
      clientId: 'Choose the client.',
      dueDate: 'The due date cannot be before the issue date.',
      'lines.0.quantity': 'Enter a quantity from 0 to 100,000 with up to 3 decimals, e.g. 1.5.',
      'lines.0.unitPrice': 'Enter a unit price from $0.00 to $1,000,000.00.',
    });
  });

  it('asks for more before issuing: descriptions, a total above zero, no GST from a business without a GST number', () => {
    expect(validateForm(form({ lines: [line('', '1', '10')] }), { issuing: true, business: gstBusiness })).toEqual({
      'lines.0.description': 'Describe the line.',
    });
    expect(validateForm(form({ lines: [line('Free', '1', '0')] }), { issuing: true, business: gstBusiness }).lines).toBe(
      'An invoice must total more than $0.00 to be issued.',
    );
    expect(validateForm(form({ lines: [] }), { issuing: true, business: gstBusiness }).lines).toBe('Add at least one line before issuing.');
    const gstFromNonGst = validateForm(form({ businessId: 3, lines: [line('Rent', '1', '100', STANDARD_TAX)] }), {
      issuing: true,
      business: noGstBusiness,
    });
    expect(gstFromNonGst.lines).toBe(
      'Southern Lakes Rentals has no GST number, so its invoices cannot charge GST. Set every line to exempt (no GST), or add the GST number to the business first.',
    );
  });

  it('refuses to issue a tax invoice over $1,000 to a client with no address, phone or email', () => {
    const errors = validateForm(form({ lines: [line('Deck', '1', '1000')] }), { issuing: true, business: gstBusiness, client: anonymous });
    expect(errors.clientId).toBe(
      "A tax invoice over $1,000.00 including GST must show the client's address, phone number or email address. Add one of them to the client before issuing.",
    );
  });

  it('flags a line or an invoice over the maximum amounts on the field, and keeps totalling', () => {
    const huge = form({ lines: [line('Whole street', '100000', '1000000'), line('Fence', '2', '150')] });
    expect(validateForm(huge, { issuing: false })['lines.0.unitPrice']).toBe(
      'A line can come to at most $100,000,000.00. Lower the quantity or the unit price, or split it over several lines.',
    );
    // The line over the maximum counts as 0 until corrected; the rest is still totalled.
    expect(liveTotals(huge).totals.subtotal).toBe(30_000);

    const twoBig = form({ lines: [line('Tower A', '60', '1000000'), line('Tower B', '60', '1000000')] });
    expect(validateForm(twoBig, { issuing: false }).lines).toBe(
      'An invoice can total at most $100,000,000.00. Split the work over several invoices.',
    );
    expect(liveTotals(twoBig).totals.total).toBe(13_800_000_000);
  });

  it('writes the API body: trimmed text, exact quantities, cents, rates only for standard lines', () => {
    const input = toInvoiceInput(
      form({
        reference: '  PO-1 ',
        notes: '',
        discountKind: 'AMOUNT',
        discountValue: '$10.50',
        lines: [line(' Tiling ', '12.50', '1,085.5'), line('Fee', '1', '23', EXEMPT_TAX)],
      }),
    );
    expect(input).toMatchObject({
      businessId: 1,
      clientId: 4,
      reference: 'PO-1',
      discount: { type: 'AMOUNT', amount: 1050 },
      lines: [
        { description: 'Tiling', quantity: '12.5', unitPrice: 108550, taxCode: 'STANDARD', taxRate: 1500 },
        { description: 'Fee', quantity: '1', unitPrice: 2300, taxCode: 'EXEMPT' },
      ],
    });
    expect(input).not.toHaveProperty('notes');
    expect(input.lines[1]).not.toHaveProperty('taxRate');
  });
});

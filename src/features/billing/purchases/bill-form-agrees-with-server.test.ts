// The bill editor and the server agree (decision 195): bad input typed into the editor's form is
// flagged on the field the server's 400 names, in the same words; and for random purchases the
// editor's live totals and GST claimable are what the server records for the body it sends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bill, Supplier } from '@/api/types';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { livePurchaseTotals, newLine, STANDARD_TAX, type EditorForm, type TaxChoice } from '@/features/billing/shared/editor/editor-form';
import { call } from '../../../../mocks/testing/call';
import { asUser, today } from '../../../../mocks/testing/invoices';
import { emptyBillForm, toBillInput, validateBillForm } from './bill-form';
import { BILL_KINDS } from './bill-kinds';
import { purchaseClaim } from './bill-preview';

const line = (description: string, quantity: string, unitPrice: string, tax: TaxChoice = STANDARD_TAX, accountId = '1') => ({
  ...newLine(tax),
  description,
  quantity,
  unitPrice,
  accountId,
});

/** A bill of Kiwi Home Renovations (business 1) from Placemakers (supplier 1) that the server takes, changed by `overrides`. */
function typed(overrides: Partial<EditorForm>): EditorForm {
  return { ...emptyBillForm(today()), businessId: 1, supplierId: 1, lines: [line('Framing timber', '2', '40')], ...overrides };
}

type Case = [name: string, overrides: Partial<EditorForm>, field: string, serverField: string];

const CASES: Case[] = [
  ['no business chosen', { businessId: null }, 'businessId', 'businessId'],
  ['no supplier chosen', { supplierId: null }, 'supplierId', 'supplierId'],
  ['no date', { issueDate: '' }, 'issueDate', 'date'],
  ['a due date before the date', { issueDate: '2026-11-20', dueDate: '2026-11-19' }, 'dueDate', 'dueDate'],
  ['no lines', { lines: [] }, 'lines', 'lines'],
  ['a line with no description', { lines: [line('  ', '1', '10')] }, 'lines.0.description', 'lines.0.description'],
  ['a negative quantity', { lines: [line('Timber', '-1', '10')] }, 'lines.0.quantity', 'lines.0.quantity'],
  ['a price that cannot be read', { lines: [line('Timber', '1', 'ten dollars')] }, 'lines.0.unitPrice', 'lines.0.unitPrice'],
  ['a line without an account', { lines: [line('Timber', '1', '10', STANDARD_TAX, '')] }, 'lines.0.accountId', 'lines.0.accountId'],
  [
    'a description too long',
    { lines: [line('x'.repeat(INVOICE_LIMITS.descriptionLength + 1), '1', '10')] },
    'lines.0.description',
    'lines.0.description',
  ],
];

describe('the bill editor and the server agree', () => {
  it.each(CASES)('a bill with %s', async (_name, overrides, field, serverField) => {
    const form = typed(overrides);
    const message = validateBillForm(form, BILL_KINDS.BILL, false)[field];
    expect(message).toEqual(expect.any(String));
    const { status, json } = await call('POST', '/api/bills', { token: await asUser(), body: toBillInput(form, BILL_KINDS.BILL, false) });
    expect(status).toBe(400);
    expect(json.errors).toContainEqual({ field: serverField, message });
  });

  it('on the totals and the GST claimable of random purchases, to the cent', async () => {
    const token = await asUser();
    const suppliers = (await call('GET', '/api/businesses/1/suppliers', { token })).json as unknown as Supplier[];
    const price = fc
      .tuple(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 99 }))
      .map(([d, c]) => `${d}.${String(c).padStart(2, '0')}`);
    const quantity = fc
      .tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 999 }))
      .map(([w, f]) => `${w}.${String(f).padStart(3, '0')}`);
    const tax = fc.constantFrom<TaxChoice>(STANDARD_TAX, 'ZERO:0', 'EXEMPT:0', 'NO_GST:0');
    const purchase = fc.record({
      supplier: fc.constantFrom(...suppliers),
      pricesIncludeGst: fc.boolean(),
      lines: fc.array(fc.tuple(quantity, price, tax), { minLength: 1, maxLength: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(purchase, async ({ supplier, pricesIncludeGst, lines }) => {
        const form = typed({
          supplierId: supplier.id,
          pricesIncludeGst,
          lines: lines.map(([q, p, t], index) => line(`Item ${index + 1}`, q, p, t)),
        });
        expect(validateBillForm(form, BILL_KINDS.BILL, false)).toEqual({});
        const { totals } = livePurchaseTotals(form);
        const { status, json } = await call('POST', '/api/bills', { token, body: toBillInput(form, BILL_KINDS.BILL, false) });
        expect(status, JSON.stringify(json)).toBe(201);
        const bill = json as unknown as Bill;
        expect(bill.lines.map((l) => l.amount)).toEqual(totals.lineAmounts);
        expect([bill.subtotal, bill.gst, bill.total]).toEqual([totals.subtotal, totals.gst, totals.total]);
        expect(bill.gstClaimed).toBe(purchaseClaim(totals, supplier).claimed);
      }),
      { numRuns: 40 },
    );
  });
});

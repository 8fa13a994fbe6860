// The quote editor and the server say the same words for the same bad input (decision 195): typed
// into the editor's form and checked as the editor checks it, then the body it would send goes to
// the mock backend, whose 400 must name the same field in the same words.
import { describe, expect, it } from 'vitest';
import { call } from '../../../../mocks/testing/call';
import { asUser, today } from '../../../../mocks/testing/invoices';
import { emptyForm, EXEMPT_TAX, newLine, type EditorForm } from '@/features/billing/shared/editor/editor-form';
import { formFieldOf, toQuoteInput, validateQuoteForm } from './quote-form';

const line = (description: string, quantity: string, unitPrice: string) => ({ ...newLine(EXEMPT_TAX), description, quantity, unitPrice });

/** A draft quote of Kiwi Home Renovations (business 1) for its client 1 that the server takes, changed by `overrides`. */
function typed(overrides: Partial<EditorForm>): EditorForm {
  return { ...emptyForm(today()), businessId: 1, clientId: 1, lines: [line('Tiling', '2', '150')], ...overrides };
}

describe('the quote editor and the server agree', () => {
  it.each<[name: string, overrides: Partial<EditorForm>, field: string, words: string]>([
    ['no business chosen', { businessId: null }, 'businessId', 'Choose the business this quote is from.'],
    ['no quote date', { issueDate: '' }, 'issueDate', 'Enter the quote date.'],
    ['no valid-until date', { dueDate: '' }, 'dueDate', 'Enter the valid-until date.'],
    [
      'valid until before the quote date',
      { issueDate: '2026-11-20', dueDate: '2026-11-19' },
      'dueDate',
      'The valid-until date cannot be before the quote date.',
    ],
    [
      'a quantity with four decimals',
      { lines: [line('Tiling', '1.2345', '150')] },
      'lines.0.quantity',
      'Enter a quantity from 0 to 100,000 with up to 3 decimals, e.g. 1.5.',
    ],
    [
      'a discount over the lines total',
      { discountKind: 'AMOUNT', discountValue: '1000' },
      'discount',
      'Enter a discount amount from $0.00 up to the lines total.',
    ],
  ])('a quote with %s', async (_name, overrides, field, words) => {
    const form = typed(overrides);
    expect(validateQuoteForm(form)[field]).toBe(words);
    const { status, json } = await call('POST', '/api/quotes', { token: await asUser(), body: toQuoteInput(form) });
    expect(status).toBe(400);
    const errors = (json.errors as Array<{ field: string; message: string }>).map((error) => ({
      field: error.field.startsWith('discount.') ? 'discount' : formFieldOf(error.field),
      message: error.message,
    }));
    expect(errors).toContainEqual({ field, message: words });
  });
});

// The invoice editor and the server say the same words for the same bad input (decision 195): each case is
// typed into the editor's form, checked as the editor checks it before saving, then the body the
// editor would send goes to the mock backend, whose 400 must name the same field in the same words.
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '@/config/invoicing';
import { call } from '../../../../../mocks/testing/call';
import { asUser, today } from '../../../../../mocks/testing/invoices';
import { emptyForm, EXEMPT_TAX, newLine, toInvoiceInput, type EditorForm } from './editor-form';
import { validateForm } from './editor-checks';

const line = (description: string, quantity: string, unitPrice: string) => ({ ...newLine(EXEMPT_TAX), description, quantity, unitPrice });

/** A draft of Kiwi Home Renovations (business 1) for its client 1 that the server takes, changed by `overrides`. */
function typed(overrides: Partial<EditorForm>): EditorForm {
  return { ...emptyForm(today()), businessId: 1, clientId: 1, lines: [line('Tiling', '2', '150')], ...overrides };
}

/** Typed input, the field the editor flags and the field the server names. */
type Case = [name: string, overrides: Partial<EditorForm>, field: string, serverField?: string];

const DOCUMENT_CASES: Case[] = [
  ['no business chosen', { businessId: null }, 'businessId'],
  ['no client chosen', { clientId: null }, 'clientId'],
  ['no issue date', { issueDate: '' }, 'issueDate'],
  ['a due date before the issue date', { issueDate: '2026-11-20', dueDate: '2026-11-19' }, 'dueDate'],
  ['a quantity with four decimals', { lines: [line('Tiling', '1.2345', '150')] }, 'lines.0.quantity'],
  ['a price that cannot be read', { lines: [line('Tiling', '1', 'ten dollars')] }, 'lines.0.unitPrice'],
  ['a line over the maximum', { lines: [line('Whole street', '100000', '1000000')] }, 'lines.0.unitPrice'],
  ['a description too long', { lines: [line('x'.repeat(INVOICE_LIMITS.descriptionLength + 1), '1', '10')] }, 'lines.0.description'],
  ['a discount over the lines total', { discountKind: 'AMOUNT', discountValue: '1000' }, 'discount', 'discount.amount'],
  ['a discount over 100 %', { discountKind: 'PERCENT', discountValue: '101' }, 'discount', 'discount.rate'],
];

async function serverErrors(path: string, body: unknown, token: string) {
  const { status, json } = await call('POST', path, { token, body });
  expect(status).toBe(400);
  return json.errors as Array<{ field: string; message: string }>;
}

describe('the invoice editor and the server agree', () => {
  it.each(DOCUMENT_CASES)('an invoice with %s', async (_name, overrides, field, serverField = field) => {
    const form = typed(overrides);
    const message = validateForm(form, { issuing: false })[field];
    expect(message).toEqual(expect.any(String));
    expect(await serverErrors('/api/invoices', toInvoiceInput(form), await asUser())).toContainEqual({ field: serverField, message });
  });
});

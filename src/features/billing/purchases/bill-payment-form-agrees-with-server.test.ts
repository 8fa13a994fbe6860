// The bill payment form and the server say the same words for the same bad input (decision 210):
// typed into the form and checked with the bill it shows, then the body it would send goes to the
// mock backend, whose 400 must name the same field in the same words.
import { describe, expect, it } from 'vitest';
import type { Bill } from '@/api/types';
import { addDays, formatDate } from '@/lib/calendar-date';
import { call } from '../../../../mocks/testing/call';
import { postPurchase, purchaseLine } from '../../../../mocks/testing/bills';
import { asUser, today } from '../../../../mocks/testing/invoices';
import { toBillPaymentBody, validateBillPayment, type BillPaymentValues } from './bill-payment-form';

/** An approved bill of business 1 from Placemakers, dated two days ago, owing $50.00. */
const owingBill = (token: string): Promise<Bill> =>
  postPurchase(token, { date: addDays(today(), -2), dueDate: addDays(today(), 20), lines: [purchaseLine('Timber', 5000)] });

describe('the bill payment form and the server agree', () => {
  it.each<[name: string, typed: (bill: Bill) => Partial<BillPaymentValues>, field: string, words: (bill: Bill) => string]>([
    ['no amount', () => ({ amount: '' }), 'amount', () => 'Enter the amount paid, e.g. 250.00.'],
    ['an amount of 0', () => ({ amount: '0' }), 'amount', () => 'Enter the amount paid, e.g. 250.00.'],
    ['more than is owed', () => ({ amount: '50.01' }), 'amount', () => 'The payment cannot be more than the $50.00 still owed.'],
    ['no date', () => ({ paidOn: '' }), 'paidOn', () => 'Enter the date it was paid.'],
    ['a date after today', () => ({ paidOn: addDays(today(), 1) }), 'paidOn', () => 'The payment date cannot be in the future.'],
    [
      "a date before the bill's",
      (bill) => ({ paidOn: addDays(bill.date, -1) }),
      'paidOn',
      (bill) => `The payment date cannot be before the bill’s date, ${formatDate(bill.date)}.`,
    ],
  ])('a payment with %s', async (_name, overrides, field, words) => {
    const token = await asUser();
    const bill = await owingBill(token);
    const values = { amount: '20.00', paidOn: today(), reference: '', ...overrides(bill) };
    expect(validateBillPayment(bill, today(), values)[field as keyof BillPaymentValues]).toBe(words(bill));
    const { status, json } = await call('POST', `/api/bills/${bill.id}/payments`, { token, body: toBillPaymentBody(values) });
    expect(status).toBe(400);
    expect(json.errors).toContainEqual({ field, message: words(bill) });
  });

  it('the form finds nothing wrong with a payment the server records', async () => {
    const token = await asUser();
    const bill = await owingBill(token);
    const values = { amount: '20.00', paidOn: today(), reference: 'Online banking' };
    expect(validateBillPayment(bill, today(), values)).toEqual({});
    expect((await call('POST', `/api/bills/${bill.id}/payments`, { token, body: toBillPaymentBody(values) })).status).toBe(200);
  });
});

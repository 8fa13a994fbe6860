// A purchase made through the mock for a test: by default an approved bill of the seed's business 1
// from supplier 1 (Placemakers), dated yesterday, prices as printed including GST.
import { expect } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { today } from '../runtime/clock';
import type { Bill } from '../handlers/types';
import { call } from './call';

/** One line on the Materials account (account 1) at 15 % GST. */
export const purchaseLine = (description: string, unitPrice: number, overrides: Record<string, unknown> = {}) => ({
  description,
  quantity: '1',
  unitPrice,
  taxCode: 'STANDARD',
  accountId: 1,
  ...overrides,
});

/** Creates the purchase (the body's defaults overridden as given) and expects it recorded. */
export async function postPurchase(token: string, body: Record<string, unknown>): Promise<Bill> {
  const answer = await call('POST', '/api/bills', {
    token,
    body: { businessId: 1, kind: 'BILL', supplierId: 1, date: addDays(today(), -1), pricesIncludeGst: true, approve: true, ...body },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as Bill;
}

// The documented maximums (INVOICE_LIMITS, openapi.yaml): amounts past them are a 400 naming the
// field, never a 500 or an amount that is not a safe integer.
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '../../src/config/invoicing';
import { addDays, todayIn } from '../../src/lib/calendar-date';
import { MATH_MESSAGES } from '../../src/lib/invoice-math';
import { call, tokenFor } from '../testing/call';

type Line = { description: string; quantity: string; unitPrice: number; taxCode: string; taxRate?: number };

const line = (quantity: string, unitPrice: number, taxRate?: number): Line => ({
  description: 'Work',
  quantity,
  unitPrice,
  taxCode: 'STANDARD',
  ...(taxRate === undefined ? {} : { taxRate }),
});

const draft = (lines: Line[]) => ({ businessId: 1, clientId: 1, issueDate: todayIn(), dueDate: addDays(todayIn(), 14), lines });

interface Problem {
  status: number;
  detail: string;
  errors: Array<{ field: string; message: string }>;
}

async function refused(method: string, path: string, body: unknown) {
  const { status, contentType, json } = await call(method, path, { token: await tokenFor('user', 'user123'), body });
  expect(status).toBe(400);
  expect(contentType).toContain('application/problem+json');
  return json as unknown as Problem;
}

describe('invoice amounts at the documented maximums', () => {
  it('refuses 500 lines of 100,000 × $1,000,000.00 with 400 naming each unit price, at 15 % and at 100 % GST', async () => {
    for (const taxRate of [undefined, 10_000]) {
      const lines = Array.from({ length: 500 }, () => line('100000', INVOICE_LIMITS.maxUnitPriceCents, taxRate));
      const problem = await refused('POST', '/api/invoices', draft(lines));
      expect(problem.errors).toHaveLength(500);
      expect(problem.errors[3]).toEqual({ field: 'lines.3.unitPrice', message: MATH_MESSAGES.lineAmount });
      expect(problem.detail).toBe(`lines.0.unitPrice: ${MATH_MESSAGES.lineAmount}`);
    }
  });

  it('names the one line over the maximum, and a total over it on `lines`, when creating and replacing a draft', async () => {
    const ok = line('1', 10_000);
    const oneTooMany = await refused('POST', '/api/invoices', draft([ok, ok, ok, line('100.001', INVOICE_LIMITS.maxUnitPriceCents)]));
    expect(oneTooMany.errors).toEqual([{ field: 'lines.3.unitPrice', message: MATH_MESSAGES.lineAmount }]);

    // $90,000,000.00 + 15 % GST passes $100,000,000.00.
    const created = await call('POST', '/api/invoices', { token: await tokenFor('user', 'user123'), body: draft([ok]) });
    const replaced = await refused('PUT', `/api/invoices/${String(created.json.id)}`, {
      ...draft([line('90', INVOICE_LIMITS.maxUnitPriceCents)]),
      version: 0,
    });
    expect(replaced.errors).toEqual([{ field: 'lines', message: MATH_MESSAGES.total }]);
  });

  it('refuses prices and rates that are not safe integers, naming the field', async () => {
    const problem = await refused('POST', '/api/invoices', draft([line('1', 2 ** 60), line('1', 1e300), line('1', 100, 1e20)]));
    expect(problem.errors.map((e) => e.field)).toEqual(['lines.0.unitPrice', 'lines.1.unitPrice', 'lines.2.taxRate']);
  });

  it('accepts an invoice of exactly $100,000,000.00', async () => {
    const { status, json } = await call('POST', '/api/invoices', {
      token: await tokenFor('user', 'user123'),
      body: { ...draft([line('100', INVOICE_LIMITS.maxUnitPriceCents)]), pricesIncludeGst: true },
    });
    expect(status).toBe(201);
    expect(json.total).toBe(INVOICE_LIMITS.maxTotalCents);
  });
});

describe('a discount the calculator cannot read', () => {
  // Found by the hostile-request fuzz (MOCK_FUZZ_SEED=24): a discount that is a date string reached
  // the calculator as a percentage with no rate, and the server answered 500.
  it.each([
    ['a string', '10000-01-01'],
    ['a percentage without its rate', { type: 'PERCENT' }],
    ['an amount that is text', { type: 'AMOUNT', amount: '5' }],
    ['an unknown kind', { type: 'HALF', rate: 500 }],
  ])('is a 400 naming the discount, not a 500: %s', async (_label, discount) => {
    for (const path of ['/api/invoices', '/api/schedules']) {
      const body =
        path === '/api/invoices'
          ? { ...draft([line('1', 1000)]), discount }
          : {
              businessId: 1,
              clientId: 1,
              frequency: 'WEEKLY',
              startDate: addDays(todayIn(), 1),
              endType: 'NEVER',
              mode: 'ISSUE',
              paymentTermsDays: 7,
              lines: [line('1', 1000)],
              discount,
            };
      const problem = await refused('POST', path, body);
      expect(problem.errors.map((error) => error.field.split('.')[0])).toContain('discount');
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { activityStatement, ageingBucket, outstandingStatement, signedAmount, type Movement, type MovementKind } from './statement';

const invoice = (id: number, date: string, amount: number, dueDate = addDays(date, 20)): Movement => ({
  kind: 'INVOICE',
  id,
  invoiceId: id,
  date,
  dueDate,
  number: `INV-${String(id).padStart(4, '0')}`,
  amount,
});
const against = (kind: MovementKind, id: number, invoiceId: number | undefined, date: string, amount: number): Movement => ({
  kind,
  id,
  ...(invoiceId === undefined ? {} : { invoiceId }),
  date,
  number: kind === 'CREDIT_NOTE' || kind === 'REFUND' ? `CN-${id}` : `INV-${String(invoiceId).padStart(4, '0')}`,
  amount,
});

describe('activityStatement', () => {
  // Hand-computed: 1,150.00 invoiced before the range; in it a payment, a credit note, a new
  // invoice and a refund of credit owed.
  const movements: Movement[] = [
    invoice(1, '2026-01-10', 115000),
    against('PAYMENT', 11, 1, '2026-01-31', 50000),
    invoice(2, '2026-02-05', 23000),
    against('PAYMENT', 12, 1, '2026-02-10', 65000),
    against('CREDIT_NOTE', 21, 2, '2026-02-12', 23000),
    against('PAYMENT', 13, 2, '2026-02-14', 1000),
    against('REFUND', 31, 2, '2026-02-20', 1000),
    invoice(3, '2026-03-01', 9999),
  ];

  it('opens with what was owed before the range and runs the balance to the closing balance', () => {
    const statement = activityStatement(movements, '2026-02-01', '2026-02-28');
    expect(statement.openingBalance).toBe(65000);
    expect(statement.lines.map((line) => [line.kind, line.amount, line.balance])).toEqual([
      ['INVOICE', 23000, 88000],
      ['PAYMENT', 65000, 23000],
      ['CREDIT_NOTE', 23000, 0],
      ['PAYMENT', 1000, -1000],
      ['REFUND', 1000, 0],
    ]);
    expect(statement.totalCharged).toBe(24000);
    expect(statement.totalCredited).toBe(89000);
    expect(statement.closingBalance).toBe(0);
  });

  it('puts documents before money on the same day', () => {
    const sameDay = [against('PAYMENT', 5, 1, '2026-01-10', 100), invoice(1, '2026-01-10', 100)];
    expect(activityStatement(sameDay, '2026-01-01', '2026-01-31').lines.map((line) => line.kind)).toEqual(['INVOICE', 'PAYMENT']);
  });
});

describe('outstandingStatement', () => {
  it('lists what is still owed as at the date, with credit owed from an overpayment', () => {
    const movements: Movement[] = [
      invoice(1, '2026-01-10', 115000, '2026-01-20'),
      against('PAYMENT', 11, 1, '2026-01-31', 50000),
      invoice(2, '2026-02-05', 23000, '2026-02-25'),
      against('CREDIT_NOTE', 21, 2, '2026-02-06', 3000),
      against('PAYMENT', 12, 2, '2026-02-07', 25000),
      against('PAYMENT', 13, 1, '2026-04-01', 65000),
    ];
    const statement = outstandingStatement(movements, '2026-03-01');
    expect(statement.items.map((item) => [item.number, item.balance, item.daysPastDue, item.bucket])).toEqual([
      ['INV-0001', 65000, 40, 'DAYS_31_60'],
    ]);
    expect(statement.totalOutstanding).toBe(65000);
    expect(statement.creditOwed).toBe(5000);
    expect(statement.netBalance).toBe(60000);
    expect(statement.buckets.DAYS_31_60).toBe(65000);
    expect(statement.buckets.CURRENT).toBe(0);
  });

  it('takes refunds off the credit owed', () => {
    const movements = [
      invoice(1, '2026-01-10', 1000),
      against('PAYMENT', 2, 1, '2026-01-11', 1500),
      against('REFUND', 3, 1, '2026-01-12', 200),
    ];
    const statement = outstandingStatement(movements, '2026-01-31');
    expect(statement.items).toEqual([]);
    expect(statement.creditOwed).toBe(300);
  });
});

describe('ageingBucket', () => {
  it.each([
    [-5, 'CURRENT'],
    [0, 'CURRENT'],
    [1, 'DAYS_1_30'],
    [30, 'DAYS_1_30'],
    [31, 'DAYS_31_60'],
    [60, 'DAYS_31_60'],
    [61, 'DAYS_61_90'],
    [90, 'DAYS_61_90'],
    [91, 'OVER_90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(ageingBucket(days)).toBe(bucket);
  });

  it('ages an invoice by its due date', () => {
    const statement = outstandingStatement([invoice(1, '2026-01-01', 100, '2026-01-31')], '2026-03-02');
    expect(statement.items[0]).toMatchObject({ daysPastDue: 30, bucket: 'DAYS_1_30' });
  });
});

// Random documents: invoices, and payments, credit notes and refunds against them (or none).
const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2025-01-01', n));
const movementArb = fc.record({
  kind: fc.constantFrom<MovementKind>('INVOICE', 'INVOICE', 'PAYMENT', 'CREDIT_NOTE', 'REFUND'),
  date: day,
  amount: fc.integer({ min: 0, max: 10_000_000 }),
  invoiceId: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
  id: fc.integer({ min: 1, max: 1_000_000 }),
});
const movementsArb = fc.array(movementArb, { maxLength: 60 }).map((list) =>
  list.map((m, index): Movement => {
    const id = m.kind === 'INVOICE' ? index + 1 : m.id;
    return { ...m, id, invoiceId: m.kind === 'INVOICE' ? id : m.invoiceId, number: `N-${index}`, dueDate: addDays(m.date, 20) };
  }),
);
const rangeArb = fc.tuple(day, day).map(([a, b]): [string, string] => (a <= b ? [a, b] : [b, a]));

describe('statement properties', () => {
  it('opening plus the movements is the closing balance, and each line moves the balance by its amount', () => {
    fc.assert(
      fc.property(movementsArb, rangeArb, (movements, [from, to]) => {
        const statement = activityStatement(movements, from, to);
        let balance = statement.openingBalance;
        for (const line of statement.lines) {
          const previous = balance;
          balance += signedAmount(line);
          expect(line.balance).toBe(balance);
          // Charges never lower the balance, credits never raise it.
          if (line.kind === 'INVOICE' || line.kind === 'REFUND') expect(line.balance).toBeGreaterThanOrEqual(previous);
          else expect(line.balance).toBeLessThanOrEqual(previous);
        }
        expect(statement.closingBalance).toBe(balance);
        expect(statement.closingBalance).toBe(statement.openingBalance + statement.totalCharged - statement.totalCredited);
        const before = activityStatement(movements, '2000-01-01', addDays(from, -1));
        expect(statement.openingBalance).toBe(before.closingBalance);
      }),
    );
  });

  it('the outstanding statement agrees with the activity statement at the same date', () => {
    fc.assert(
      fc.property(movementsArb, day, (movements, asAt) => {
        const outstanding = outstandingStatement(movements, asAt);
        const activity = activityStatement(movements, '2000-01-01', asAt);
        expect(outstanding.netBalance).toBe(activity.closingBalance);
        expect(Object.values(outstanding.buckets).reduce((a, b) => a + b, 0)).toBe(outstanding.totalOutstanding);
        expect(outstanding.creditOwed).toBeGreaterThanOrEqual(0);
        for (const item of outstanding.items) expect(item.balance).toBeGreaterThan(0);
      }),
    );
  });
});

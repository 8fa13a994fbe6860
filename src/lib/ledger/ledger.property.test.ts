// For any sequence of invoices, payments, credit notes, refunds, client credit, bills, expenses,
// supplier credit notes, bill payments and voids, on either GST basis, registered or not: every
// journal balances, the trial balance balances at every date, and receivables, payables and the
// client's credit equal what the documents leave open on each day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODES as A, DEFAULT_CHART } from './chart';
import { imbalance } from './journal';
import { balancesAt, trialBalance } from './reports';
import { BooksModel, type RawLine, type Step } from './testing/books-model';

const lineArb: fc.Arbitrary<RawLine> = fc.record({
  milli: fc.integer({ min: 1, max: 5_000 }),
  unitPrice: fc.integer({ min: 1, max: 300_000 }),
  taxCode: fc.constantFrom('STANDARD', 'STANDARD', 'ZERO', 'EXEMPT', 'NO_GST'),
  account: fc.integer({ min: 1, max: 4 }),
});

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<Step['kind']>(
    'invoice',
    'invoice',
    'pay',
    'pay',
    'credit',
    'refund',
    'void',
    'overpay',
    'creditRefund',
    'bill',
    'bill',
    'expense',
    'billPay',
    'billPay',
    'billCredit',
    'billVoid',
  ),
  pick: fc.nat(20),
  share: fc.integer({ min: 1, max: 1000 }),
  days: fc.integer({ min: 0, max: 20 }),
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  inclusive: fc.boolean(),
  supplierHasGstNumber: fc.boolean(),
  fromCredit: fc.boolean(),
});

const policyArb = fc.record({ registered: fc.boolean(), basis: fc.constantFrom('INVOICE' as const, 'PAYMENTS' as const) });

describe('the ledger of any sequence of documents', () => {
  it('balances every journal and the trial balance at every date; receivables, payables and client credit match the documents', () => {
    fc.assert(
      fc.property(policyArb, fc.array(stepArb, { minLength: 1, maxLength: 40 }), (policy, steps) => {
        const model = new BooksModel(policy);
        for (const step of steps) {
          model.apply(step);
          const journals = model.journals();
          for (const journal of journals) expect(imbalance(journal)).toBe(0);
          const balances = balancesAt(journals, model.date);
          expect(balances.get(A.receivables) ?? 0).toBe(model.receivables());
          expect(-(balances.get(A.payables) ?? 0) || 0).toBe(model.payables());
          expect(-(balances.get(A.clientCredit) ?? 0) || 0).toBe(model.clientCredit());
        }
        const journals = model.journals();
        for (const date of new Set(journals.map((journal) => journal.date))) {
          const trial = trialBalance(journals, date, DEFAULT_CHART);
          expect(trial.totalDebit).toBe(trial.totalCredit);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves no GST waiting once every document is settled, on the payments basis', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 30 }), (steps) => {
        const model = new BooksModel({ registered: true, basis: 'PAYMENTS' });
        for (const step of steps) model.apply(step);
        model.settleEverything();
        const balances = balancesAt(model.journals(), model.date);
        expect(balances.get(A.gstPending) ?? 0).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCredit,
  addCreditedQuantities,
  creditableTotal,
  priceCredit,
  remainingByGroup,
  settlement,
  statusAfterSettlement,
  type CreditableInvoice,
  type CreditRequest,
} from './credit-math';
import { creditableInvoiceOf as invoiceOf } from '@/testing/creditable-invoice';
import { formatQuantity, InvoiceMathError, parseQuantity } from './invoice-math';

/** The invoice after a credit note, as the server stores it. */
function afterCredit(invoice: CreditableInvoice, request: CreditRequest): CreditableInvoice {
  const credit = priceCredit(invoice, request);
  return {
    ...invoice,
    lines: addCreditedQuantities(invoice.lines, credit.lines),
    creditedBreakdown: addCredit(invoice.creditedBreakdown, credit.taxBreakdown),
  };
}

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InvoiceMathError) return error.problems.map((p) => `${p.field}: ${p.message}`);
    throw error;
  }
  return [];
}

const renovation = invoiceOf([
  { quantity: '1', unitPrice: 10_000, taxCode: 'STANDARD' },
  { quantity: '2', unitPrice: 2_500, taxCode: 'STANDARD' },
]);

describe('priceCredit, by example', () => {
  it('credits all that is left, GST and all', () => {
    expect(priceCredit(renovation, { kind: 'FULL' })).toMatchObject({ subtotal: 15_000, gst: 2_250, total: 17_250 });
  });

  it('credits one of two units of a line at its rate (GST-exclusive entry)', () => {
    const credit = priceCredit(renovation, { kind: 'LINES', lines: [{ position: 2, quantity: '1' }] });
    expect(credit).toMatchObject({ subtotal: 2_500, gst: 375, total: 2_875 });
    expect(credit.lines).toEqual([expect.objectContaining({ position: 2, quantity: '1', unitPrice: 2_500, amount: 2_500 })]);
  });

  it('splits an amount over the rates in proportion to what is left, GST 3/23 of each share', () => {
    const mixed = invoiceOf(
      [
        { quantity: '1', unitPrice: 11_500, taxCode: 'STANDARD' },
        { quantity: '1', unitPrice: 10_000, taxCode: 'EXEMPT' },
      ],
      true,
    );
    const credit = priceCredit(mixed, { kind: 'AMOUNT', amount: 10_750 });
    expect(credit.taxBreakdown).toEqual([
      { taxCode: 'STANDARD', taxRate: 1500, net: 5_000, gst: 750, total: 5_750 },
      { taxCode: 'EXEMPT', taxRate: 0, net: 5_000, gst: 0, total: 5_000 },
    ]);
  });

  it('gives a line its share of the invoice discount', () => {
    const discounted = invoiceOf(
      [
        { quantity: '1', unitPrice: 10_000, taxCode: 'STANDARD' },
        { quantity: '1', unitPrice: 10_000, taxCode: 'STANDARD' },
      ],
      false,
      { type: 'PERCENT', rate: 1000 },
    );
    expect(priceCredit(discounted, { kind: 'LINES', lines: [{ position: 1, quantity: '1' }] })).toMatchObject({
      subtotal: 9_000,
      gst: 1_350,
    });
  });

  it('refuses more than is left, naming the field', () => {
    const half = afterCredit(renovation, { kind: 'AMOUNT', amount: 10_000 });
    expect(problemsOf(() => priceCredit(half, { kind: 'AMOUNT', amount: 7_251 }))).toEqual([
      'amount: A credit cannot be more than the $72.50 left to credit on the invoice.',
    ]);
    expect(problemsOf(() => priceCredit(renovation, { kind: 'LINES', lines: [{ position: 2, quantity: '2.5' }] }))).toEqual([
      'lines.0.quantity: Enter a quantity above 0 and at most the 2 left to credit of line 2.',
    ]);
    const done = afterCredit(renovation, { kind: 'FULL' });
    expect(problemsOf(() => priceCredit(done, { kind: 'FULL' }))).toEqual(['kind: Nothing is left to credit on this invoice.']);
  });

  it('refuses a line credited twice in one request, an unknown line and an empty choice', () => {
    expect(
      problemsOf(() =>
        priceCredit(renovation, {
          kind: 'LINES',
          lines: [
            { position: 1, quantity: '1' },
            { position: 1, quantity: '1' },
            { position: 9, quantity: '1' },
          ],
        }),
      ),
    ).toEqual(['lines.1.position: Choose a line of the invoice, once.', 'lines.2.position: Choose a line of the invoice, once.']);
    expect(problemsOf(() => priceCredit(renovation, { kind: 'LINES', lines: [] }))).toEqual(['lines: Choose at least one line to credit.']);
  });
});

describe('settlement', () => {
  it('shows the credit owed when the invoice was paid beyond its corrected total', () => {
    expect(settlement({ total: 17_250, paid: 10_000, credited: 8_625, refunded: 0 })).toEqual({ balance: 0, creditOwed: 1_375 });
    expect(settlement({ total: 17_250, paid: 10_000, credited: 8_625, refunded: 1_375 })).toEqual({ balance: 0, creditOwed: 0 });
    expect(settlement({ total: 17_250, paid: 5_000, credited: 2_875, refunded: 0 })).toEqual({ balance: 9_375, creditOwed: 0 });
  });

  it('names the status: CREDITED once all is credited, PAID when payments cover the corrected total', () => {
    expect(statusAfterSettlement({ total: 100, paid: 0, credited: 100 })).toBe('CREDITED');
    expect(statusAfterSettlement({ total: 100, paid: 60, credited: 40 })).toBe('PAID');
    expect(statusAfterSettlement({ total: 100, paid: 50, credited: 40 })).toBe('PARTIALLY_PAID');
    expect(statusAfterSettlement({ total: 100, paid: 0, credited: 40 })).toBe('ISSUED');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random invoices and random sequences of credit notes.

const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: 5_000 }).map((milli) => formatQuantity(milli)),
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  taxCode: fc.constantFrom('STANDARD', 'STANDARD', 'ZERO', 'EXEMPT' as const),
  taxRate: fc.constantFrom(1500, 1250),
});

const invoiceArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
    pricesIncludeGst: fc.boolean(),
    percent: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  })
  .map(({ lines, pricesIncludeGst, percent }) =>
    invoiceOf(
      lines.map((line) => ({ ...line, taxRate: line.taxCode === 'STANDARD' ? line.taxRate : null })),
      pricesIncludeGst,
      percent === undefined ? undefined : { type: 'PERCENT', rate: percent },
    ),
  )
  .filter((invoice) => creditableTotal(invoice) > 0);

/** A step picks a kind; its numbers are scaled to the invoice when applied. */
const stepArb = fc.record({
  kind: fc.constantFrom('LINES', 'AMOUNT', 'AMOUNT', 'LINES', 'FULL' as const),
  fraction: fc.double({ min: 0, max: 1.2, noNaN: true }),
  pick: fc.nat(),
});

function requestFor(
  invoice: CreditableInvoice,
  step: { kind: 'LINES' | 'AMOUNT' | 'FULL'; fraction: number; pick: number },
): CreditRequest {
  if (step.kind === 'FULL') return { kind: 'FULL' };
  if (step.kind === 'AMOUNT') return { kind: 'AMOUNT', amount: Math.max(1, Math.round(creditableTotal(invoice) * step.fraction)) };
  const line = invoice.lines[step.pick % invoice.lines.length];
  const left = (parseQuantity(line?.quantity ?? '0') ?? 0) - (parseQuantity(line?.creditedQuantity ?? '0') ?? 0);
  return {
    kind: 'LINES',
    lines: [{ position: line?.position ?? 1, quantity: formatQuantity(Math.max(1, Math.round(left * step.fraction))) }],
  };
}

describe('credit maths, properties', () => {
  it('never credits more than the invoice, per rate, in total, net and GST', () => {
    fc.assert(
      fc.property(invoiceArb, fc.array(stepArb, { maxLength: 8 }), (start, steps) => {
        let invoice = start;
        for (const step of steps) {
          const before = remainingByGroup(invoice);
          let credit;
          try {
            credit = priceCredit(invoice, requestFor(invoice, step));
          } catch (error) {
            expect(error).toBeInstanceOf(InvoiceMathError);
            continue;
          }
          expect(credit.total).toBeGreaterThan(0);
          expect(credit.total).toBe(credit.subtotal + credit.gst);
          for (const group of credit.taxBreakdown) {
            const left = before.find((g) => g.taxCode === group.taxCode && g.taxRate === group.taxRate);
            expect(group.total).toBeLessThanOrEqual(left?.total ?? 0);
            expect(group.gst).toBeLessThanOrEqual(left?.gst ?? 0);
            expect(group.net).toBeLessThanOrEqual(left?.net ?? 0);
            expect(Math.min(group.gst, group.net)).toBeGreaterThanOrEqual(0);
          }
          invoice = {
            ...invoice,
            lines: addCreditedQuantities(invoice.lines, credit.lines),
            creditedBreakdown: addCredit(invoice.creditedBreakdown, credit.taxBreakdown),
          };
          for (const left of remainingByGroup(invoice)) expect(Math.min(left.total, left.gst, left.net)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('credits exactly the invoice GST per rate once everything is credited', () => {
    fc.assert(
      fc.property(invoiceArb, fc.array(stepArb, { maxLength: 6 }), (start, steps) => {
        let invoice = start;
        for (const step of steps) {
          try {
            invoice = afterCredit(invoice, requestFor(invoice, step));
          } catch {
            // a refused credit changes nothing
          }
        }
        if (creditableTotal(invoice) > 0) invoice = afterCredit(invoice, { kind: 'FULL' });
        const credited = remainingByGroup({ taxBreakdown: invoice.taxBreakdown, creditedBreakdown: [] }).map((group) => {
          const sum = invoice.creditedBreakdown.find((c) => c.taxCode === group.taxCode && c.taxRate === group.taxRate);
          return { ...group, net: sum?.net ?? 0, gst: sum?.gst ?? 0, total: sum?.total ?? 0 };
        });
        expect(credited).toEqual(invoice.taxBreakdown.map((group) => ({ ...group })));
      }),
    );
  });

  it('crediting every line in full credits each group to the cent', () => {
    fc.assert(
      fc.property(invoiceArb, (invoice) => {
        const lines = invoice.lines.map((line) => ({ position: line.position, quantity: line.quantity }));
        const credit = priceCredit(invoice, { kind: 'LINES', lines });
        expect(credit.total).toBe(creditableTotal(invoice));
        expect(credit.gst).toBe(invoice.taxBreakdown.reduce((sum, group) => sum + group.gst, 0));
      }),
    );
  });

  it('balances reconcile: balance − credit owed = total − credited − paid + refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (total, paidShare, creditShare, refundShare) => {
          // Payments never pass the balance at the time; credits come after them; refunds never pass the credit owed.
          const paid = Math.floor(total * paidShare);
          const credited = Math.floor(total * creditShare);
          const overpaid = Math.max(paid - (total - credited), 0);
          const refunded = Math.floor(overpaid * refundShare);
          const { balance, creditOwed } = settlement({ total, paid, credited, refunded });
          expect(balance - creditOwed).toBe(total - credited - paid + refunded);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(creditOwed).toBeGreaterThanOrEqual(0);
          expect(balance === 0 || creditOwed === 0).toBe(true);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateInvoice, formatQuantity, lineAmount, parseQuantity, type TaxCode } from './invoice-math';
import { sumCents } from './money';
import {
  claimedByLine,
  groupsTotal,
  isClaimProblem,
  percentOf,
  planClaim,
  quotableGroups,
  remainingGroups,
  type ClaimRequest,
  type GroupAmount,
  type LineClaim,
  type PricedContent,
  type QuoteLine,
} from './quote-claims';

const lineArb = fc
  .record({
    milli: fc.integer({ min: 1, max: 20_000 }),
    unitPrice: fc.integer({ min: 1, max: 500_000 }),
    taxCode: fc.constantFrom<TaxCode>('STANDARD', 'STANDARD', 'STANDARD', 'ZERO', 'EXEMPT'),
    rate: fc.constantFrom(1500, 1500, 900, 1250),
  })
  .map(({ milli, unitPrice, taxCode, rate }): QuoteLine => ({
    description: 'Work',
    quantity: formatQuantity(milli),
    unitPrice,
    taxCode,
    ...(taxCode === 'STANDARD' ? { taxRate: rate } : {}),
  }));

const quoteArb: fc.Arbitrary<PricedContent> = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    pricesIncludeGst: fc.boolean(),
    discountKind: fc.constantFrom('none', 'percent', 'amount'),
    rate: fc.integer({ min: 0, max: 5000 }),
    share: fc.double({ min: 0, max: 0.5, noNaN: true }),
  })
  .map(({ lines, pricesIncludeGst, discountKind, rate, share }) => {
    if (discountKind === 'none') return { lines, pricesIncludeGst };
    if (discountKind === 'percent') return { lines, pricesIncludeGst, discount: { type: 'PERCENT', rate } };
    const linesTotal = sumCents(lines.map((l) => lineAmount(parseQuantity(l.quantity) ?? 0, l.unitPrice)));
    return { lines, pricesIncludeGst, discount: { type: 'AMOUNT', amount: Math.floor(linesTotal * share) } };
  });

const variationArb = (pricesIncludeGst: boolean) =>
  fc.array(
    fc.array(lineArb, { minLength: 1, maxLength: 3 }).map((lines): PricedContent => ({ lines, pricesIncludeGst })),
    { maxLength: 2 },
  );

/** A claim drawn from the quote: a percentage, an amount up to a share of the total, or some lines. */
const claimArb = (quote: PricedContent): fc.Arbitrary<ClaimRequest> =>
  fc.oneof(
    fc.integer({ min: 1, max: 6000 }).map((rate): ClaimRequest => ({ kind: 'PROGRESS', method: 'PERCENT', rate })),
    fc.double({ min: 0, max: 0.7, noNaN: true }).map((share): ClaimRequest => ({
      kind: 'PROGRESS',
      method: 'AMOUNT',
      amount: Math.max(1, Math.floor(calculateInvoice(quote).total * share)),
    })),
    fc
      .subarray(
        quote.lines.map((_, index) => index + 1),
        { minLength: 1 },
      )
      .map((positions): ClaimRequest => ({
        kind: 'PROGRESS',
        method: 'LINES',
        lines: positions.map((position) => ({ position, quantity: quote.lines[position - 1]?.quantity ?? '1' })),
      })),
    fc
      .tuple(fc.integer({ min: 1, max: quote.lines.length }), fc.double({ min: 0.1, max: 0.8, noNaN: true }))
      .map(([position, share]): ClaimRequest => {
        const quoted = parseQuantity(quote.lines[position - 1]?.quantity ?? '1') ?? 1;
        return {
          kind: 'PROGRESS',
          method: 'LINES',
          lines: [{ position, quantity: formatQuantity(Math.max(1, Math.floor(quoted * share))) }],
        };
      }),
  );

const scenarioArb = quoteArb.chain((quote) =>
  fc.record({
    quote: fc.constant(quote),
    variations: variationArb(quote.pricesIncludeGst),
    claims: fc.array(claimArb(quote), { maxLength: 6 }),
  }),
);

/** Runs the claims in order, each against what the earlier ones left; returns every invoice's groups and totals. */
function invoiceAll(quote: PricedContent, variations: readonly PricedContent[], claims: readonly ClaimRequest[]) {
  const quotable = quotableGroups(quote, variations);
  const quotableTotal = groupsTotal(quotable);
  const invoiced: GroupAmount[] = [];
  const totals: number[] = [];
  const lineClaims: LineClaim[] = [];
  for (const claim of [...claims, { kind: 'FINAL' } as const]) {
    const remaining = remainingGroups(quotable, invoiced);
    const plan = planClaim(quote, remaining, quotableTotal, claim, 'Q-0001', claimedByLine(lineClaims));
    if (isClaimProblem(plan)) {
      // Refused only when it would pass what is left or comes to no cents at all.
      const asked = claim.kind !== 'FINAL' && claim.method === 'PERCENT' ? percentOf(quotableTotal, claim.rate) : null;
      if (asked !== null && asked > 0) expect(asked).toBeGreaterThan(groupsTotal(remaining));
      continue;
    }
    const invoice = calculateInvoice(plan);
    expect(invoice.total).toBe(plan.total);
    for (const group of invoice.taxBreakdown) {
      const left = remaining.find((r) => r.taxCode === group.taxCode && r.taxRate === group.taxRate)?.total ?? 0;
      expect(group.total).toBeLessThanOrEqual(left);
    }
    invoiced.push(...invoice.taxBreakdown.map(({ taxCode, taxRate, total }) => ({ taxCode, taxRate, total })));
    totals.push(invoice.total);
    if (claim.kind !== 'FINAL' && claim.method === 'LINES') lineClaims.push(...claim.lines);
  }
  return { quotable, quotableTotal, totals, invoiced, lineClaims };
}

describe('quote claims (properties)', () => {
  it('the invoices add up to the quote plus its variations to the cent, the final one taking the remainder', () => {
    fc.assert(
      fc.property(scenarioArb, ({ quote, variations, claims }) => {
        const { quotableTotal, totals } = invoiceAll(quote, variations, claims);
        const expected = calculateInvoice(quote).total + sumCents(variations.map((v) => calculateInvoice(v).total));
        expect(quotableTotal).toBe(expected);
        if (expected > 0) expect(sumCents(totals)).toBe(expected);
      }),
    );
  });

  it('no tax group is ever invoiced beyond what the quote holds in it', () => {
    fc.assert(
      fc.property(scenarioArb, ({ quote, variations, claims }) => {
        const { quotable, invoiced } = invoiceAll(quote, variations, claims);
        for (const group of quotable) {
          const taken = sumCents(invoiced.filter((i) => i.taxCode === group.taxCode && i.taxRate === group.taxRate).map((i) => i.total));
          expect(taken).toBe(group.total);
        }
      }),
    );
  });

  it('no line is ever claimed beyond its quoted quantity, however claims of chosen lines follow each other', () => {
    fc.assert(
      fc.property(scenarioArb, ({ quote, variations, claims }) => {
        const { lineClaims } = invoiceAll(quote, variations, claims);
        for (const [position, milli] of claimedByLine(lineClaims)) {
          expect(milli).toBeLessThanOrEqual(parseQuantity(quote.lines[position - 1]?.quantity ?? '0') ?? 0);
        }
      }),
    );
  });

  it('an amount or percentage claim comes to exactly what was asked', () => {
    fc.assert(
      fc.property(quoteArb, fc.double({ min: 0.01, max: 1, noNaN: true }), fc.integer({ min: 1, max: 10_000 }), (quote, share, rate) => {
        const quotable = quotableGroups(quote);
        const total = groupsTotal(quotable);
        fc.pre(total > 0);
        const amount = Math.max(1, Math.floor(total * share));
        const byAmount = planClaim(quote, quotable, total, { kind: 'DEPOSIT', method: 'AMOUNT', amount }, 'Q-1');
        expect(isClaimProblem(byAmount) ? null : calculateInvoice(byAmount).total).toBe(amount);
        const byRate = planClaim(quote, quotable, total, { kind: 'DEPOSIT', method: 'PERCENT', rate }, 'Q-1');
        expect(isClaimProblem(byRate) ? null : calculateInvoice(byRate).total).toBe(percentOf(total, rate));
      }),
    );
  });

  it('a claim over what is left is refused, and nothing is left after the final invoice', () => {
    fc.assert(
      fc.property(quoteArb, (quote) => {
        const quotable = quotableGroups(quote);
        const total = groupsTotal(quotable);
        fc.pre(total > 0);
        const over = planClaim(quote, quotable, total, { kind: 'PROGRESS', method: 'AMOUNT', amount: total + 1 }, 'Q-1');
        expect(isClaimProblem(over) && over.field).toBe('amount');
        const final = planClaim(quote, quotable, total, { kind: 'FINAL' }, 'Q-1');
        if (isClaimProblem(final)) throw new Error(final.message);
        const after = remainingGroups(
          quotable,
          calculateInvoice(final).taxBreakdown.map(({ taxCode, taxRate, total: t }) => ({ taxCode, taxRate, total: t })),
        );
        expect(groupsTotal(after)).toBe(0);
        expect(isClaimProblem(planClaim(quote, after, total, { kind: 'FINAL' }, 'Q-1'))).toBe(true);
      }),
    );
  });
});

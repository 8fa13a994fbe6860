// An amount typed before GST ("500.00 plus GST") becomes the GST-inclusive amount a credit note asks for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditableInvoiceOf as invoiceOf } from '@/testing/creditable-invoice';
import { creditableTotal, inclusiveAmountForNet, priceCredit } from './credit-math';

const renovation = invoiceOf([
  { quantity: '1', unitPrice: 10_000, taxCode: 'STANDARD' },
  { quantity: '2', unitPrice: 2_500, taxCode: 'STANDARD' },
]);

describe('inclusiveAmountForNet: an amount "plus GST"', () => {
  it('adds GST at 15 % on an invoice of one rate', () => {
    expect(inclusiveAmountForNet(renovation, 10_000)).toBe(11_500);
    expect(priceCredit(renovation, { kind: 'AMOUNT', amount: 11_500 })).toMatchObject({ subtotal: 10_000, gst: 1_500 });
  });

  it('adds GST only on the share of each rate when the rates are mixed', () => {
    const mixed = invoiceOf(
      [
        { quantity: '1', unitPrice: 11_500, taxCode: 'STANDARD' },
        { quantity: '1', unitPrice: 10_000, taxCode: 'EXEMPT' },
      ],
      true,
    );
    const amount = inclusiveAmountForNet(mixed, 10_000);
    expect(priceCredit(mixed, { kind: 'AMOUNT', amount }).subtotal).toBe(10_000);
    expect(amount).toBe(10_750);
  });

  it('finds an amount whose net is exactly what was typed, whenever the cents allow one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (standard, exempt, typed) => {
          const invoice = invoiceOf(
            [
              { quantity: '1', unitPrice: standard, taxCode: 'STANDARD' },
              ...(exempt > 0 ? [{ quantity: '1', unitPrice: exempt, taxCode: 'EXEMPT' as const }] : []),
            ],
            false,
          );
          const leftNet = standard + exempt;
          const net = Math.min(typed, leftNet);
          const amount = inclusiveAmountForNet(invoice, net);
          const exact = Array.from({ length: 7 }, (_, i) => amount - 3 + i).some(
            (candidate) =>
              candidate >= 1 &&
              candidate <= creditableTotal(invoice) &&
              priceCredit(invoice, { kind: 'AMOUNT', amount: candidate }).subtotal === net,
          );
          if (exact) expect(priceCredit(invoice, { kind: 'AMOUNT', amount }).subtotal).toBe(net);
        },
      ),
    );
  });
});

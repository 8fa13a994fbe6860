import { describe, expect, it } from 'vitest';
import {
  canDo,
  defaultPaymentInstructions,
  formatInvoiceNumber,
  isOverdue,
  isTaxInvoice,
  nonGstIssuerProblem,
  statusAfterPayments,
  taxInvoiceProblems,
} from './invoice-rules';

describe('invoice numbers', () => {
  it('joins the tag and the zero-padded sequence', () => {
    expect(formatInvoiceNumber('RENO-', 42)).toBe('RENO-0042');
    expect(formatInvoiceNumber('PM-', 1042)).toBe('PM-1042');
    expect(formatInvoiceNumber('SLR-', 12345)).toBe('SLR-12345');
    expect(formatInvoiceNumber(undefined, 7)).toBe('INV-0007');
    expect(formatInvoiceNumber('  ', 7)).toBe('INV-0007');
  });
});

describe('tax invoices', () => {
  const named = { name: 'Sophie Turner', addressLines: [], email: 'sophie@example.nz' };

  it('is a tax invoice when the issuer has a GST number', () => {
    expect(isTaxInvoice('49-091-850')).toBe(true);
    expect(isTaxInvoice(undefined)).toBe(false);
    expect(isTaxInvoice(' ')).toBe(false);
  });

  it('asks nothing of the recipient up to $1,000 including GST', () => {
    expect(taxInvoiceProblems({ taxInvoice: true, total: 100_000, recipient: { addressLines: [] } })).toEqual([]);
  });

  it('asks nothing of an invoice that is not a tax invoice', () => {
    expect(taxInvoiceProblems({ taxInvoice: false, total: 500_000, recipient: { addressLines: [] } })).toEqual([]);
  });

  it('above $1,000 needs the recipient name and one identifier', () => {
    expect(taxInvoiceProblems({ taxInvoice: true, total: 100_001, recipient: named })).toEqual([]);
    expect(taxInvoiceProblems({ taxInvoice: true, total: 100_001, recipient: { name: 'A', addressLines: ['1 Queen St'] } })).toEqual([]);
    expect(
      taxInvoiceProblems({ taxInvoice: true, total: 100_001, recipient: { name: 'A', addressLines: [], phone: '021 555 0134' } }),
    ).toEqual([]);
    expect(taxInvoiceProblems({ taxInvoice: true, total: 100_001, recipient: { addressLines: [], email: 'a@b.nz' } })).toEqual([
      "A tax invoice over $1,000.00 including GST must show the client's name. Add the client's name before issuing.",
    ]);
    expect(taxInvoiceProblems({ taxInvoice: true, total: 250_000, recipient: { name: 'A', addressLines: [' '] } })).toEqual([
      "A tax invoice over $1,000.00 including GST must show the client's address, phone number or email address. Add one of them to the client before issuing.",
    ]);
  });
});

describe('statuses', () => {
  it('derives overdue from the balance and the due date', () => {
    const invoice = { status: 'ISSUED' as const, balance: 100, dueDate: '2026-11-21' };
    expect(isOverdue(invoice, '2026-11-22')).toBe(true);
    expect(isOverdue(invoice, '2026-11-21')).toBe(false); // due today is not overdue
    expect(isOverdue({ ...invoice, status: 'PARTIALLY_PAID' }, '2026-11-22')).toBe(true);
    expect(isOverdue({ ...invoice, balance: 0 }, '2026-11-22')).toBe(false);
    expect(isOverdue({ ...invoice, status: 'VOID' }, '2026-11-22')).toBe(false);
    expect(isOverdue({ ...invoice, status: 'DRAFT' }, '2026-11-22')).toBe(false);
  });

  it('moves to partly paid and paid as payments arrive', () => {
    expect(statusAfterPayments(1000, 0)).toBe('ISSUED');
    expect(statusAfterPayments(1000, 1)).toBe('PARTIALLY_PAID');
    expect(statusAfterPayments(1000, 1000)).toBe('PAID');
  });

  it('allows each action only in its statuses; voiding only without payments', () => {
    expect(canDo('edit', { status: 'DRAFT', paid: 0 })).toBe(true);
    expect(canDo('edit', { status: 'ISSUED', paid: 0 })).toBe(false);
    expect(canDo('void', { status: 'ISSUED', paid: 0 })).toBe(true);
    expect(canDo('void', { status: 'PARTIALLY_PAID', paid: 10 })).toBe(false);
    expect(canDo('recordPayment', { status: 'PAID', paid: 10 })).toBe(false);
    expect(canDo('duplicate', { status: 'VOID', paid: 0 })).toBe(true);
  });
});

describe('default payment instructions', () => {
  it('names the bank and account', () => {
    expect(defaultPaymentInstructions('ASB', '12-3045-0678912-00')).toBe(
      'Please pay into ASB account 12-3045-0678912-00, quoting the invoice number.',
    );
    expect(defaultPaymentInstructions(undefined, '12-3045-0678912-00')).toBe(
      'Please pay into account 12-3045-0678912-00, quoting the invoice number.',
    );
    expect(defaultPaymentInstructions('ASB', undefined)).toBe('');
  });
});

describe('GST and registration', () => {
  it('lets only a GST-registered issuer charge GST', () => {
    expect(nonGstIssuerProblem({ taxInvoice: true, gst: 1500, issuerName: 'Kiwi' })).toBeNull();
    expect(nonGstIssuerProblem({ taxInvoice: false, gst: 0, issuerName: 'Southern Lakes Rentals' })).toBeNull();
    expect(nonGstIssuerProblem({ taxInvoice: false, gst: 1, issuerName: 'Southern Lakes Rentals' })).toBe(
      'Southern Lakes Rentals has no GST number, so its invoices cannot charge GST. Set every line to exempt (no GST), or add the GST number to the business first.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseInvoiceId } from './use-route-invoice';

describe('parseInvoiceId', () => {
  it('reads the digits of an invoice address', () => {
    expect(parseInvoiceId('42')).toBe(42);
    expect(parseInvoiceId('007')).toBe(7);
    expect(parseInvoiceId('999999999999999')).toBe(999_999_999_999_999);
  });

  it.each([undefined, '', 'abc', '-1', '1.5', '1e3', ' 42', '0x10', '1234567890123456'])('finds no invoice in %j', (text) => {
    expect(parseInvoiceId(text)).toBeNull();
  });
});

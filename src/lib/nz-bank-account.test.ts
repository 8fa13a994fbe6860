import { describe, expect, it } from 'vitest';
import { checkNzBankAccount, normalNzBankAccount } from './nz-bank-account';

describe('checkNzBankAccount', () => {
  it.each([
    ['01-902-0068389-00', '01-0902-0068389-000', 'A: account below 00990000'],
    ['01-0902-0995554-00', '01-0902-0995554-000', 'B: account from 00990000'],
    ['08-6523-1954512-001', '08-6523-1954512-001', 'D: bank 08'],
    ['09-0000-0001234-03', '09-0000-0001234-003', 'E: bank 09, folded products and the suffix'],
    ['25-2500-0123451-00', '25-2500-0123451-000', 'F: bank 25, modulus 10'],
    ['33-6700-0765431-00', '33-6700-0765431-000', 'F: bank 33'],
    ['26-2600-0320871-032', '26-2600-0320871-032', 'G: bank 26, the suffix weighed'],
    ['28-2100-0246810-04', '28-2100-0246810-004', 'G: bank 28'],
    ['31-2800-1234567-00', '31-2800-1234567-000', 'X: bank 31 has no check'],
    ['12-3140-0123452-00', '12-3140-0123452-000', 'ASB'],
    ['38-9000-0765434-00', '38-9000-0765434-000', 'Kiwibank'],
  ])('accepts %s (%s)', (typed, formatted) => {
    expect(checkNzBankAccount(typed)).toMatchObject({ ok: true, formatted });
  });

  it('reads spaces, no separators and the eight-digit account with a four-digit suffix alike', () => {
    for (const typed of ['01 0902 0068389 00', '0109020068389000', '01-0902-00068389-0000', ' 01-902-0068389-000 ']) {
      expect(normalNzBankAccount(typed)).toBe('01-0902-0068389-000');
    }
  });

  it('keeps an eighth account digit and a fourth suffix digit that are not padding', () => {
    expect(checkNzBankAccount('31-2800-12345678-1234')).toMatchObject({ ok: true, formatted: '31-2800-12345678-1234' });
  });

  it.each([
    ['', 'format'],
    ['12-3140-012345-00', 'format'],
    ['12-3140-0123452', 'format'],
    ['12/3140/0123452/00', 'format'],
    ['1a-3140-0123452-00', 'format'],
    ['05-0001-0123452-00', 'bank'],
    ['32-2800-1234567-00', 'bank'],
    ['01-1000-0068389-00', 'branch'],
    ['38-9500-0765434-00', 'branch'],
    ['09-0001-0001234-03', 'branch'],
    ['01-0000-0068389-00', 'branch'],
    ['01-902-0068388-00', 'check'],
    ['03-0001-0016527-000', 'check'],
    ['08-6523-1954513-001', 'check'],
    ['26-2600-0320871-033', 'check'],
    ['25-2500-0123452-00', 'check'],
    ['09-0000-0001234-04', 'check'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(checkNzBankAccount(typed)).toEqual({ ok: false, problem });
  });

  it('finds every single mistyped digit of an account under algorithm A', () => {
    const digits = '0068389';
    for (let index = 0; index < digits.length; index += 1) {
      const original = Number(digits[index]);
      const replacement = String((original + 1) % 10);
      const typo = `01-0902-${digits.slice(0, index)}${replacement}${digits.slice(index + 1)}-00`;
      expect(checkNzBankAccount(typo).ok, typo).toBe(false);
    }
  });
});

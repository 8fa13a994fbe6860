import { describe, expect, it } from 'vitest';
import { isIrdGstNumber, isNzBankAccount, isNzbn } from './validation';

describe('isIrdGstNumber', () => {
  it('accepts numbers whose check digit is right, with or without dashes (the IRD’s own examples)', () => {
    for (const valid of ['49091850', '35901981', '49098576', '136410132', '49-091-850', '136-410-132']) {
      expect(isIrdGstNumber(valid), valid).toBe(true);
    }
  });

  it('refuses a mistyped check digit, a number outside the IRD’s range and a bad format', () => {
    for (const invalid of ['136410133', '49091851', '123-456-789', '9125568', '150000001', '12-34-5678', 'abc']) {
      expect(isIrdGstNumber(invalid), invalid).toBe(false);
    }
  });
});

describe('isNzbn', () => {
  it('checks the 13 digits and the GS1 check digit', () => {
    expect(isNzbn('9429000106078')).toBe(true);
    expect(isNzbn('9429000106079')).toBe(false);
    expect(isNzbn('942900010607')).toBe(false);
  });
});

describe('isNzBankAccount', () => {
  it('takes bank, branch, account and a 2- or 3-digit suffix', () => {
    expect(isNzBankAccount('12-3456-7890123-00')).toBe(true);
    expect(isNzBankAccount('12 3456 7890123 001')).toBe(true);
    expect(isNzBankAccount('12-3456-789012-00')).toBe(false);
  });
});

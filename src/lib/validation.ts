// Format checks shared by the forms and the mock backend, so both say the same thing.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** 6 to 15 digits, optionally with a leading +, spaces, dashes and brackets. */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** NZ GST number: 8 or 9 digits, with or without dashes (12-345-678 or 123-456-789). */
export function isNzGstNumber(value: string): boolean {
  return /^(\d{8,9}|\d{2,3}-\d{3}-\d{3})$/.test(value.trim());
}

const IRD_PRIMARY_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const IRD_SECONDARY_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6];

/** The IRD's check digit of an 8-digit base, or null when no digit fits (the number cannot exist). */
function irdCheckDigit(base: readonly number[]): number | null {
  for (const weights of [IRD_PRIMARY_WEIGHTS, IRD_SECONDARY_WEIGHTS]) {
    const remainder = base.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
    const check = remainder === 0 ? 0 : 11 - remainder;
    if (check !== 10) return check;
  }
  return null;
}

/**
 * A GST number the IRD could have issued: the format of isNzGstNumber, within the IRD's range
 * (10-000-000 to 150-000-000) and with the right check digit (the IRD's modulus-11 rule, primary
 * weights then secondary). Catches a mistyped digit before a GST claim rests on it.
 */
export function isIrdGstNumber(value: string): boolean {
  if (!isNzGstNumber(value)) return false;
  const digits = value.replace(/\D/g, '').padStart(9, '0');
  const number = Number(digits);
  if (number < 10_000_000 || number > 150_000_000) return false;
  const all = Array.from(digits, Number);
  return irdCheckDigit(all.slice(0, 8)) === all[8];
}

/** A New Zealand Business Number: 13 digits ending in a GS1 check digit. */
export function isNzbn(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{13}$/.test(digits)) return false;
  const all = Array.from(digits, Number);
  const sum = all.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === all[12];
}

/** An NZ bank account number: bank, branch, account and suffix (2-4-7-2 or 2-4-7-3 digits), dashes or spaces optional. */
export function isNzBankAccount(value: string): boolean {
  return /^\d{2}[- ]?\d{4}[- ]?\d{7}[- ]?\d{2,3}$/.test(value.trim());
}

/** A whole number of at least 1. */
export function isPositiveWholeNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

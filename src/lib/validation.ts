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

/** A whole number of at least 1. */
export function isPositiveWholeNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

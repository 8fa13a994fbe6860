// Reading the values a bank writes into a statement file: amounts into integer cents and dates into
// ISO dates (docs/bank-statements.md#reading-files). Pure, so the worker and the tests share them.
import { isIsoDate, type IsoDate } from '@/lib/calendar-date';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An amount as banks write it, in cents: `-12.50`, `1,234.56`, `(12.50)` (negative), `$12`,
 * `12.50-`, `12.50 DR` (negative) or `CR`; null when it is not an amount (a third decimal, stray
 * text, a comma in the wrong place). Read from the digits, never through a float.
 */
export function parseAmountCents(text: string): number | null {
  let value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return null;
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    negative = true;
    value = (bracketed[1] ?? '').trim();
  }
  const marker = /^(.*?)\s*(DR|CR)$/i.exec(value);
  if (marker) {
    value = (marker[1] ?? '').trim();
    if ((marker[2] ?? '').toUpperCase() === 'DR') negative = !negative;
  }
  if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1).trim();
  }
  const sign = /^([+-])\s*(.*)$/.exec(value);
  if (sign) {
    if (sign[1] === '-') negative = !negative;
    value = sign[2] ?? '';
  }
  value = value.replace(/^(NZD|NZ\$|\$)\s*/i, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/.exec(value);
  if (!match || (match[1] === undefined && !match[2])) return null;
  const whole = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function isoFrom(year: number, month: number, day: number): IsoDate | null {
  const iso = `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/** A two-digit year: 2000 to 2099, the range requests may carry. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * A statement date: day first as New Zealand writes it (`31/05/2026`, `31-05-26`, `31.05.2026`,
 * `31 May 2026`), or year first (`2026/05/31`, `2026-05-31`, OFX's `20260531`); null when it is
 * not a real date. Month-first dates are never guessed.
 */
export function parseStatementDate(text: string): IsoDate | null {
  const value = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return isoFrom(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  if (yearFirst) return isoFrom(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(value);
  if (dayFirst) return isoFrom(fullYear(dayFirst[3] ?? ''), Number(dayFirst[2]), Number(dayFirst[1]));
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{4}|\d{2})$/.exec(value);
  if (named) {
    const month = MONTHS.indexOf((named[2] ?? '').toLowerCase()) + 1;
    return month === 0 ? null : isoFrom(fullYear(named[3] ?? ''), month, Number(named[1]));
  }
  return null;
}

/**
 * The file's text: UTF-8 when it is valid UTF-8 (a byte-order mark dropped), otherwise Windows-1252,
 * the code page of spreadsheets and banks' older exports, so "Māori" or "café" survive.
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Windows-1252 is Latin-1 but for 0x80–0x9F (the Encoding Standard's table; the five bytes it leaves
// undefined stay as they are). Decoded here, not by TextDecoder('windows-1252'): Node's decodes that
// block as Latin-1 in some versions, and did so intermittently in this project's tests on Node 24.
const C1_BLOCK = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    units[i] = byte >= 0x80 && byte <= 0x9f ? (C1_BLOCK[byte - 0x80] ?? byte) : byte;
  }
  let text = '';
  // In slices: String.fromCharCode takes its units as arguments.
  for (let start = 0; start < units.length; start += 8192) text += String.fromCharCode(...units.subarray(start, start + 8192));
  return text;
}

/** A file that holds NUL bytes or other control characters is not a text statement (a PDF, a spreadsheet). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  return /[\u0000-\u0008\u000E-\u001A]/.test(sample);
}

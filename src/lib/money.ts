// Money as integer cents (minor units of a two-decimal currency). Arithmetic that divides goes
// through BigInt so no amount is ever a binary fraction; formatting happens only at the edge.
import { DEFAULT_CURRENCY } from '@/config/invoicing';
import { LOCALE } from '@/config/locale';
import { oncePer } from './once';

/** An amount in cents: a safe integer. */
export type Cents = number;

/** numerator / denominator, rounded half away from zero (half up for amounts of at least zero). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero.');
  if (denominator < 0n) return divideRoundHalfUp(-numerator, -denominator);
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude >= denominator) return numerator < 0n ? quotient - 1n : quotient + 1n;
  return quotient;
}

/** a × b / c rounded half up, exact even when a × b passes 2^53. */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  return toSafeNumber(divideRoundHalfUp(BigInt(a) * BigInt(b), BigInt(c)));
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is beyond the safe integer range.`);
  return result;
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  if (!Number.isSafeInteger(total)) throw new RangeError('The sum is beyond the safe integer range.');
  return total;
}

/**
 * Splits `total` cents over `weights` in proportion, by largest remainder: the parts are whole
 * cents and add up to `total` exactly. Ties go to the earlier weight. All zero weights: the first
 * part takes everything.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot allocate an amount over no parts.');
    return [];
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight) => {
    const scaled = bigTotal * BigInt(weight);
    return { floor: scaled / bigSum, remainder: scaled % bigSum };
  });
  let left = bigTotal - parts.reduce((acc, part) => acc + part.floor, 0n);
  const order = parts
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = parts[a]?.remainder ?? 0n;
      const rb = parts[b]?.remainder ?? 0n;
      return ra === rb ? a - b : rb > ra ? 1 : -1;
    });
  const result = parts.map((part) => part.floor);
  for (const index of order) {
    if (left <= 0n) break;
    result[index] = (result[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return result.map(toSafeNumber);
}

/** "1234.56", "-0.05": an exact decimal string (for CSV files and number inputs). */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  return `${sign}${whole}.${String(magnitude % 100).padStart(2, '0')}`;
}

const MONEY_TEXT = /^(-)?\s*(?:NZ)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/i;

/**
 * Reads an amount typed by a person: "12", "12.5", "$1,234.56", "NZ$ 40". Null when it is not an
 * amount, has more than two decimals, or is negative without `allowNegative`.
 */
export function parseMoney(text: string, { allowNegative = false }: { allowNegative?: boolean } = {}): Cents | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return null;
  const [, minus, whole, fraction] = match;
  if (whole === undefined && (fraction === undefined || fraction === '')) return null;
  if (minus && !allowNegative) return null;
  const cents = BigInt((whole ?? '0').replace(/,/g, '')) * 100n + BigInt((fraction ?? '').padEnd(2, '0') || '0');
  const value = Number(cents);
  if (!Number.isSafeInteger(value)) return null;
  return minus && value !== 0 ? -value : value;
}

const formatter = oncePer(
  (currency: string, locale: string, display: 'symbol' | 'code') =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

export interface FormatMoneyOptions {
  currency?: string;
  locale?: string;
  /** `code` writes "NZD 1,234.56" (for documents that must name the currency). */
  display?: 'symbol' | 'code';
}

/** "$1,234.56" (en-NZ, NZD by default). The amount is passed to Intl as an exact decimal string. */
export function formatMoney(
  cents: Cents,
  { currency = DEFAULT_CURRENCY, locale = LOCALE, display = 'symbol' }: FormatMoneyOptions = {},
): string {
  return formatter(currency, locale, display).format(centsToDecimal(cents) as Intl.StringNumericLiteral);
}

// The one invoice calculator, used by the editor (live totals) and by the mock backend (the
// authoritative totals). Everything is integer: cents, quantities in thousandths, rates in basis
// points. The rules:
//
// - A line's amount is quantity × unit price, rounded half up to the cent. Amounts are in the
//   invoice's entry basis: GST-exclusive, or GST-inclusive when `pricesIncludeGst`.
// - The discount applies to the lines total (a fixed amount, or a percentage rounded half up), in
//   the same basis, and is spread over the tax groups in proportion by largest remainder.
// - GST is computed once per tax group (tax code + rate) on the discounted group total, never by
//   adding rounded line GST: exclusive net × rate, or inclusive gross × rate / (1 + rate)
//   (3/23 at 15 %), rounded half up.
// - Every total is the sum of its parts: total = subtotal + gst, and each is the sum over groups.
// - A purchase (a bill or expense) is calculated alike, with one more treatment per line:
//   NO_GST, a supplier not registered for GST (no GST, grouped apart from EXEMPT).
// - Limits (INVOICE_LIMITS): a line comes to at most $100,000,000.00, and so does every total.
import { PURCHASE_TAX_CODE_VALUES, TAX_CODE_VALUES } from '@/config/api-values';
import { BASIS_POINTS, DEFAULT_GST_RATE_BP, INVOICE_LIMITS } from '@/config/invoicing';
import { LOCALE } from '@/config/locale';
import { allocate, formatMoney, mulDivRoundHalfUp, sumCents, type Cents } from './money';

export const TAX_CODES = TAX_CODE_VALUES;
/** STANDARD: GST at `taxRate`; ZERO: zero-rated supply (GST 0 %); EXEMPT: exempt supply, no GST. */
export type TaxCode = (typeof TAX_CODES)[number];
/** A purchase line's treatment: the invoice's codes and NO_GST (the supplier is not registered). */
const PURCHASE_TAX_CODES = PURCHASE_TAX_CODE_VALUES;
export type PurchaseTaxCode = (typeof PURCHASE_TAX_CODES)[number];

/** A line as the API carries it: quantity as a decimal string with up to 3 decimals. */
export interface MathLine<C extends PurchaseTaxCode = TaxCode> {
  quantity: string;
  /** Cents, GST-exclusive or GST-inclusive as the invoice says. */
  unitPrice: Cents;
  taxCode: C;
  /** Basis points; defaults to 15 % for STANDARD and must be 0 (or absent) for ZERO and EXEMPT. */
  taxRate?: number | null;
}

export type Discount = { type: 'AMOUNT'; amount: Cents } | { type: 'PERCENT'; rate: number };

export interface MathInput<C extends PurchaseTaxCode = TaxCode> {
  lines: readonly MathLine<C>[];
  pricesIncludeGst: boolean;
  discount?: Discount | null;
  /** The treatments a line may have: an invoice's TAX_CODES unless given (PURCHASE_TAX_CODES for a bill). */
  taxCodes?: readonly C[];
}

interface TaxGroup<C extends PurchaseTaxCode = TaxCode> {
  taxCode: C;
  taxRate: number;
  /** GST-exclusive amount of the group after its share of the discount. */
  net: Cents;
  gst: Cents;
  /** net + gst. */
  total: Cents;
}

export interface InvoiceTotals<C extends PurchaseTaxCode = TaxCode> {
  /** Each line's amount, in the entry basis, in line order. */
  lineAmounts: Cents[];
  /** Sum of the line amounts (entry basis). */
  linesTotal: Cents;
  /** The discount in cents (entry basis). */
  discountTotal: Cents;
  /** GST-exclusive total after discount: the sum of the groups' net. */
  subtotal: Cents;
  /** Sum of the groups' GST. */
  gst: Cents;
  /** GST-inclusive total: subtotal + gst. */
  total: Cents;
  /** One entry per tax code and rate present: STANDARD by rate (highest first), then ZERO, EXEMPT, NO_GST. */
  taxBreakdown: TaxGroup<C>[];
}

export interface MathProblem {
  /** Dotted path as the API names it: `lines.2.quantity`, `discount.amount`. */
  field: string;
  message: string;
}

export class InvoiceMathError extends Error {
  constructor(readonly problems: MathProblem[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join(' '));
    this.name = 'InvoiceMathError';
  }
}

const limit = (cents: number) => formatMoney(cents);

export const MATH_MESSAGES = {
  quantity: `Enter a quantity from 0 to ${(INVOICE_LIMITS.maxQuantityMilli / 1000).toLocaleString(LOCALE)} with up to 3 decimals, e.g. 1.5.`,
  unitPrice: `Enter a unit price from $0.00 to ${limit(INVOICE_LIMITS.maxUnitPriceCents)}.`,
  lineAmount: `A line can come to at most ${limit(INVOICE_LIMITS.maxLineAmountCents)}. Lower the quantity or the unit price, or split it over several lines.`,
  total: `An invoice can total at most ${limit(INVOICE_LIMITS.maxTotalCents)}. Split the work over several invoices.`,
  taxCode: 'Choose standard, zero-rated or exempt.',
  purchaseTaxCode: 'Choose 15 %, zero-rated, exempt or no GST (supplier not registered).',
  standardRate: 'Enter a GST rate from 0.01 % to 100 %.',
  noRate: 'A zero-rated or exempt line has no GST rate.',
  lines: `An invoice has at most ${INVOICE_LIMITS.lines} lines.`,
  discountAmount: 'Enter a discount amount from $0.00 up to the lines total.',
  discountRate: 'Enter a discount from 0 % to 100 %.',
} as const;

const QUANTITY_TEXT = new RegExp(`^(\\d{1,${INVOICE_LIMITS.quantityWholeDigits}})(?:\\.(\\d{1,3}))?$`);

/** "1.5" → 1500 thousandths. Null for anything else than a plain decimal with up to 3 decimals. */
export function parseQuantity(text: string): number | null {
  const match = QUANTITY_TEXT.exec(text.trim());
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return milli <= INVOICE_LIMITS.maxQuantityMilli ? milli : null;
}

/** 1500 → "1.5": the canonical decimal string (no trailing zeros). */
export function formatQuantity(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The rate a line is taxed at, in basis points. */
export function effectiveTaxRate(taxCode: PurchaseTaxCode, taxRate?: number | null): number {
  return taxCode === 'STANDARD' ? (taxRate ?? DEFAULT_GST_RATE_BP) : 0;
}

/** Quantity (thousandths) × unit price (cents), rounded half up to the cent. */
export function lineAmount(quantityMilli: number, unitPrice: Cents): Cents {
  return mulDivRoundHalfUp(quantityMilli, unitPrice, 1000);
}

/** GST in a GST-exclusive amount: net × rate, rounded half up. */
export function gstOnExclusive(net: Cents, rateBp: number): Cents {
  return mulDivRoundHalfUp(net, rateBp, BASIS_POINTS);
}

/** GST included in a GST-inclusive amount: gross × rate / (1 + rate), i.e. 3/23 at 15 %. */
export function gstInInclusive(gross: Cents, rateBp: number): Cents {
  return mulDivRoundHalfUp(gross, rateBp, BASIS_POINTS + rateBp);
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** Quantity × unit price in cents, or null when either is unreadable or out of range. */
function readableAmount(line: Pick<MathLine, 'quantity' | 'unitPrice'>): Cents | null {
  const quantity = parseQuantity(line.quantity);
  if (quantity === null || !isInt(line.unitPrice, 0, INVOICE_LIMITS.maxUnitPriceCents)) return null;
  return lineAmount(quantity, line.unitPrice);
}

/** False when the line's amount passes the maximum (a readable quantity and price, together too much). */
export function isWithinLineLimit(line: Pick<MathLine, 'quantity' | 'unitPrice'>): boolean {
  const amount = readableAmount(line);
  return amount === null || amount <= INVOICE_LIMITS.maxLineAmountCents;
}

/** Why the input cannot be calculated; empty when it can. The totals' limit is checked apart (totalProblems). */
function inputProblems<C extends PurchaseTaxCode>(input: MathInput<C>): MathProblem[] {
  const problems: MathProblem[] = [];
  const codes: readonly string[] = input.taxCodes ?? TAX_CODES;
  const codeMessage = codes.includes('NO_GST') ? MATH_MESSAGES.purchaseTaxCode : MATH_MESSAGES.taxCode;
  if (input.lines.length > INVOICE_LIMITS.lines) problems.push({ field: 'lines', message: MATH_MESSAGES.lines });
  let linesTotal = 0;
  input.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    if (parseQuantity(line.quantity) === null) problems.push({ field: `${at}.quantity`, message: MATH_MESSAGES.quantity });
    if (!isInt(line.unitPrice, 0, INVOICE_LIMITS.maxUnitPriceCents)) {
      problems.push({ field: `${at}.unitPrice`, message: MATH_MESSAGES.unitPrice });
    } else if (!isWithinLineLimit(line)) {
      problems.push({ field: `${at}.unitPrice`, message: MATH_MESSAGES.lineAmount });
    }
    if (!codes.includes(line.taxCode)) {
      problems.push({ field: `${at}.taxCode`, message: codeMessage });
    } else if (line.taxCode === 'STANDARD') {
      if (line.taxRate != null && !isInt(line.taxRate, 1, BASIS_POINTS)) {
        problems.push({ field: `${at}.taxRate`, message: MATH_MESSAGES.standardRate });
      }
    } else if (line.taxRate != null && line.taxRate !== 0) {
      problems.push({ field: `${at}.taxRate`, message: MATH_MESSAGES.noRate });
    }
    const amount = readableAmount(line);
    if (amount !== null && amount <= INVOICE_LIMITS.maxLineAmountCents) linesTotal += amount;
  });
  const discount = input.discount;
  if (discount?.type === 'AMOUNT' && !isInt(discount.amount, 0, linesTotal)) {
    problems.push({ field: 'discount.amount', message: MATH_MESSAGES.discountAmount });
  } else if (discount?.type === 'PERCENT' && !isInt(discount.rate, 0, BASIS_POINTS)) {
    problems.push({ field: 'discount.rate', message: MATH_MESSAGES.discountRate });
  }
  return problems;
}

/** The totals' limit: the lines total and the total (so every other total) at most the maximum. Named on `lines`. */
export function totalProblems(totals: Pick<InvoiceTotals, 'linesTotal' | 'total'>): MathProblem[] {
  const max = INVOICE_LIMITS.maxTotalCents;
  return totals.linesTotal > max || totals.total > max ? [{ field: 'lines', message: MATH_MESSAGES.total }] : [];
}

/** Every reason the server refuses the input: what cannot be calculated, then totals over the limit. Empty when none. */
export function checkInvoiceMath<C extends PurchaseTaxCode = TaxCode>(input: MathInput<C>): MathProblem[] {
  const problems = inputProblems(input);
  return problems.length > 0 ? problems : totalProblems(calculateInvoice(input));
}

/** The discount in cents for a lines total. */
function discountAmount(linesTotal: Cents, discount: Discount | null | undefined): Cents {
  if (!discount) return 0;
  if (discount.type === 'AMOUNT') return discount.amount;
  return mulDivRoundHalfUp(linesTotal, discount.rate, BASIS_POINTS);
}

const CODE_ORDER: Record<PurchaseTaxCode, number> = { STANDARD: 0, ZERO: 1, EXEMPT: 2, NO_GST: 3 };

/**
 * Totals of an invoice. Throws InvoiceMathError when the input cannot be calculated (see
 * checkInvoiceMath); totals over the maximum are returned, for totalProblems to name.
 */
export function calculateInvoice<C extends PurchaseTaxCode = TaxCode>(input: MathInput<C>): InvoiceTotals<C> {
  const problems = inputProblems(input);
  if (problems.length > 0) throw new InvoiceMathError(problems);

  const lineAmounts = input.lines.map((line) => lineAmount(parseQuantity(line.quantity) ?? 0, line.unitPrice));
  const linesTotal = sumCents(lineAmounts);
  const discountTotal = discountAmount(linesTotal, input.discount);

  // Group the line amounts by tax code and rate.
  const groups = new Map<string, { taxCode: C; taxRate: number; amount: Cents }>();
  input.lines.forEach((line, index) => {
    const taxRate = effectiveTaxRate(line.taxCode, line.taxRate);
    const key = `${line.taxCode}:${taxRate}`;
    const group = groups.get(key) ?? { taxCode: line.taxCode, taxRate, amount: 0 };
    group.amount += lineAmounts[index] ?? 0;
    groups.set(key, group);
  });
  const ordered = [...groups.values()].sort((a, b) => CODE_ORDER[a.taxCode] - CODE_ORDER[b.taxCode] || b.taxRate - a.taxRate);
  const discounts = allocate(
    discountTotal,
    ordered.map((group) => group.amount),
  );

  const taxBreakdown = ordered.map((group, index): TaxGroup<C> => {
    const amount = group.amount - (discounts[index] ?? 0);
    if (input.pricesIncludeGst) {
      const gst = gstInInclusive(amount, group.taxRate);
      return { taxCode: group.taxCode, taxRate: group.taxRate, net: amount - gst, gst, total: amount };
    }
    const gst = gstOnExclusive(amount, group.taxRate);
    return { taxCode: group.taxCode, taxRate: group.taxRate, net: amount, gst, total: amount + gst };
  });

  const subtotal = sumCents(taxBreakdown.map((group) => group.net));
  const gst = sumCents(taxBreakdown.map((group) => group.gst));
  return { lineAmounts, linesTotal, discountTotal, subtotal, gst, total: subtotal + gst, taxBreakdown };
}

/** A bill's or expense's totals: the invoice's rules, with NO_GST allowed on a line. */
export function calculatePurchase(input: Omit<MathInput<PurchaseTaxCode>, 'taxCodes' | 'discount'>): InvoiceTotals<PurchaseTaxCode> {
  return calculateInvoice({ ...input, taxCodes: PURCHASE_TAX_CODES });
}

/** Why the server refuses a purchase's lines; empty when none. */
export function checkPurchaseMath(input: Omit<MathInput<PurchaseTaxCode>, 'taxCodes' | 'discount'>): MathProblem[] {
  return checkInvoiceMath({ ...input, taxCodes: PURCHASE_TAX_CODES });
}

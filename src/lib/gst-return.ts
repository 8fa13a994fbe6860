// The sales side of a GST return (GST101A boxes 5–10) from movements, on either basis:
// - INVOICE basis: invoices issued in the period count in full, credit notes issued in it count
//   negative (netted off boxes 5 and 6, not put in box 9);
// - PAYMENTS basis: payments received in the period count, refunds paid in it count negative, each
//   apportioned over its document's tax groups in proportion to their totals (largest remainder).
// Exempt supplies are left out of box 5; zero-rated ones are in box 5 and box 6. Box 8 is box 7 ×
// 3/23 rounded half up to the cent. Box 9 holds the debit adjustments given (gstAdjustment).
// Purchases (boxes 11–14, gstPurchases): bills dated in the period (invoice basis) or payments made
// in it (payments basis, apportioned over the bill's treatments by largest remainder); box 11 holds
// the standard-rated part whose GST is claimed; box 12 = box 11 × 3/23; box 13 holds the credit
// adjustments given; box 14 = 12 + 13; box 15 = box 10 − box 14 (negative: a refund). A supplier
// credit note counts negative in the period received on the invoice basis (netted off box 11, as
// sales credit notes are off box 5); on the payments basis it counts through the smaller payments
// it leaves, so not by itself (decision 215).
// Adjustments: what changed in a filed period since it was filed, carried into a later return
// (decision 281): more output tax or less input tax is a debit (box 9), the opposite a credit (13).
// See docs/invoicing.md, "GST return".
import type { GST_BASIS_VALUES } from '@/config/api-values';
import type { IsoDate } from './calendar-date';
import type { PurchaseTaxCode, TaxCode } from './invoice-math';
import { allocate, mulDivRoundHalfUp, sumCents, type Cents } from './money';
import type { MovementKind } from './statement';

export type GstBasis = (typeof GST_BASIS_VALUES)[number];

/** A business that has not chosen files on the invoice basis. */
export const DEFAULT_GST_BASIS: GstBasis = 'INVOICE';

export interface TaxGroupTotal {
  taxCode: TaxCode;
  /** GST-inclusive total of the group on its document. */
  total: Cents;
}

/** Which document or money movement, as a row of the return names it. */
interface GstDocument {
  kind: MovementKind;
  id: number;
  date: IsoDate;
  number: string;
  clientName: string;
  /** The invoice to open from the row (for a payment, the invoice paid). */
  invoiceId?: number;
}

export interface GstMovement extends GstDocument {
  /** Positive cents: the document total, or the payment or refund amount. */
  amount: Cents;
  /** The tax groups of the document (for a payment: the invoice paid; for a refund: the credit note refunded). */
  groups: readonly TaxGroupTotal[];
}

interface GstReturnRow extends GstDocument {
  /** The movement's amount, signed (negative for credit notes and refunds). */
  amount: Cents;
  /** Counted in box 5 (standard and zero-rated). */
  sales: Cents;
  /** Counted in box 6. */
  zeroRated: Cents;
  /** Exempt: not counted, shown for reconciling. */
  exempt: Cents;
}

interface GstReturnBoxes {
  box5: Cents;
  box6: Cents;
  box7: Cents;
  box8: Cents;
  box9: Cents;
  box10: Cents;
}

export interface GstReturnFigures extends GstReturnBoxes {
  rows: GstReturnRow[];
}

/** GST in a GST-inclusive amount at 15 %: × 3/23, rounded half up to the cent (away from zero). */
export function gstFraction(inclusive: Cents): Cents {
  const magnitude = mulDivRoundHalfUp(Math.abs(inclusive), 3, 23);
  return inclusive < 0 ? -magnitude || 0 : magnitude;
}

/** Sales go up with invoices and payments, down with credit notes and refunds. */
const SALES_SIGN: Record<MovementKind, 1 | -1> = { INVOICE: 1, PAYMENT: 1, CREDIT_NOTE: -1, REFUND: -1 };

const COUNTED: Record<GstBasis, ReadonlySet<MovementKind>> = {
  INVOICE: new Set(['INVOICE', 'CREDIT_NOTE']),
  PAYMENTS: new Set(['PAYMENT', 'REFUND']),
};

/** The movement's amount over its groups: the groups' own totals, or apportioned by them. */
function split(movement: GstMovement): Array<{ taxCode: TaxCode; amount: Cents }> {
  const documentTotal = sumCents(movement.groups.map((group) => group.total));
  if (movement.amount === documentTotal) return movement.groups.map(({ taxCode, total }) => ({ taxCode, amount: total }));
  if (movement.groups.length === 0) return [{ taxCode: 'STANDARD', amount: movement.amount }];
  const parts = allocate(
    movement.amount,
    movement.groups.map((group) => group.total),
  );
  return movement.groups.map((group, index) => ({ taxCode: group.taxCode, amount: parts[index] ?? 0 }));
}

/** One row per counted movement dated from `start` to `end`, by date then number. */
function gstReturnRows(movements: readonly GstMovement[], basis: GstBasis, start: IsoDate, end: IsoDate): GstReturnRow[] {
  const rows: GstReturnRow[] = [];
  for (const movement of movements) {
    if (!COUNTED[basis].has(movement.kind) || movement.date < start || movement.date > end) continue;
    // `|| 0` so that a negated zero is plain 0.
    const signed = (cents: Cents) => SALES_SIGN[movement.kind] * cents || 0;
    const byCode: Record<TaxCode, Cents> = { STANDARD: 0, ZERO: 0, EXEMPT: 0 };
    for (const part of split(movement)) byCode[part.taxCode] += part.amount;
    rows.push({
      kind: movement.kind,
      id: movement.id,
      date: movement.date,
      number: movement.number,
      clientName: movement.clientName,
      ...(movement.invoiceId === undefined ? {} : { invoiceId: movement.invoiceId }),
      amount: signed(movement.amount),
      sales: signed(byCode.STANDARD + byCode.ZERO),
      zeroRated: signed(byCode.ZERO),
      exempt: signed(byCode.EXEMPT),
    });
  }
  return rows.sort((a, b) => (a.date === b.date ? a.number.localeCompare(b.number) || a.id - b.id : a.date < b.date ? -1 : 1));
}

/** Boxes 5–10 from the rows and the debit adjustments. */
function gstReturnBoxes(rows: readonly GstReturnRow[], box9: Cents): GstReturnBoxes {
  const box5 = sumCents(rows.map((row) => row.sales));
  const box6 = sumCents(rows.map((row) => row.zeroRated));
  const box7 = box5 - box6;
  const box8 = gstFraction(box7);
  return { box5, box6, box7, box8, box9, box10: box8 + box9 };
}

export function gstReturn(
  movements: readonly GstMovement[],
  basis: GstBasis,
  start: IsoDate,
  end: IsoDate,
  box9: Cents = 0,
): GstReturnFigures {
  const rows = gstReturnRows(movements, basis, start, end);
  return { ...gstReturnBoxes(rows, box9), rows };
}

/** A change to a filed period's GST: `outputTax` (its box 8) and `inputTax` (its box 12), signed. */
export interface GstChange {
  outputTax: Cents;
  inputTax: Cents;
}

/** The change as adjustments: more output tax or less input tax is a debit; less output tax or more input tax a credit. */
export function gstAdjustment({ outputTax, inputTax }: GstChange): { debit: Cents; credit: Cents } {
  return {
    debit: Math.max(outputTax, 0) + Math.max(-inputTax, 0),
    credit: Math.max(-outputTax, 0) + Math.max(inputTax, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Purchases: boxes 11–14, and box 15

/** A bill or a supplier credit note (counted on the invoice basis), or a payment made on a bill (payments basis). */
export interface GstPurchaseMovement {
  kind: 'BILL' | 'BILL_PAYMENT' | 'BILL_CREDIT_NOTE';
  id: number;
  billId: number;
  date: IsoDate;
  supplierName: string;
  supplierReference?: string;
  /** Positive cents: the bill's or credit note's total, or the payment's amount. */
  amount: Cents;
  /** The bill's treatment groups (GST-inclusive totals). */
  groups: ReadonlyArray<{ taxCode: PurchaseTaxCode; total: Cents }>;
  /** Whether the bill's GST is claimed (the input tax rule); when not, why. */
  claimed: boolean;
  reason?: string;
}

interface GstPurchaseRow extends Omit<GstPurchaseMovement, 'groups' | 'claimed'> {
  /** Counted in box 11. */
  purchases: Cents;
  /** Standard-rated, but its GST is not claimed. */
  notClaimed: Cents;
  /** Zero-rated, exempt or without GST. */
  other: Cents;
}

export interface GstPurchaseFigures {
  box11: Cents;
  box12: Cents;
  box13: Cents;
  box14: Cents;
  purchaseRows: GstPurchaseRow[];
}

const PURCHASES_COUNTED: Record<GstBasis, ReadonlySet<GstPurchaseMovement['kind']>> = {
  INVOICE: new Set(['BILL', 'BILL_CREDIT_NOTE']),
  PAYMENTS: new Set(['BILL_PAYMENT']),
};

/** Purchases go up with bills and payments made, down with the credit notes received. */
const PURCHASE_SIGN: Record<GstPurchaseMovement['kind'], 1 | -1> = { BILL: 1, BILL_PAYMENT: 1, BILL_CREDIT_NOTE: -1 };

/** The standard-rated part of a movement: all of the bill's, or the payment's share by largest remainder. */
function standardPart(movement: GstPurchaseMovement): Cents {
  const totals = movement.groups.map((group) => group.total);
  const parts = sumCents(totals) === movement.amount ? totals : allocate(movement.amount, totals.length > 0 ? totals : [1]);
  return sumCents(movement.groups.map((group, index) => (group.taxCode === 'STANDARD' ? (parts[index] ?? 0) : 0)));
}

export function gstPurchases(
  movements: readonly GstPurchaseMovement[],
  basis: GstBasis,
  start: IsoDate,
  end: IsoDate,
  box13: Cents = 0,
): GstPurchaseFigures {
  const purchaseRows: GstPurchaseRow[] = [];
  for (const movement of movements) {
    if (!PURCHASES_COUNTED[basis].has(movement.kind) || movement.date < start || movement.date > end) continue;
    const { kind, id, billId, date, supplierName, supplierReference, amount, claimed, reason } = movement;
    // `|| 0` so that a negated zero is plain 0.
    const signed = (cents: Cents) => PURCHASE_SIGN[kind] * cents || 0;
    const document = { kind, id, billId, date, supplierName, ...(supplierReference === undefined ? {} : { supplierReference }) };
    const standard = standardPart(movement);
    purchaseRows.push({
      ...document,
      amount: signed(amount),
      purchases: signed(claimed ? standard : 0),
      notClaimed: signed(claimed ? 0 : standard),
      other: signed(movement.amount - standard),
      ...(!claimed && reason && standard !== 0 ? { reason } : {}),
    });
  }
  purchaseRows.sort((a, b) => (a.date === b.date ? a.billId - b.billId || a.id - b.id : a.date < b.date ? -1 : 1));
  const box11 = sumCents(purchaseRows.map((row) => row.purchases));
  const box12 = gstFraction(box11);
  return { box11, box12, box13, box14: box12 + box13, purchaseRows };
}

/** Box 15: GST to pay (positive) or the refund due (negative). */
const gstToPay = (box10: Cents, box14: Cents): Cents => box10 - box14;

/** The whole return: sales (boxes 5–10), purchases (11–14) and what is to pay or refund (15), with the adjustments carried into it. */
export function wholeGstReturn(
  sales: readonly GstMovement[],
  purchases: readonly GstPurchaseMovement[],
  basis: GstBasis,
  start: IsoDate,
  end: IsoDate,
  adjustments: ReadonlyArray<{ debit: Cents; credit: Cents }> = [],
): GstReturnFigures & GstPurchaseFigures & { box15: Cents } {
  const salesFigures = gstReturn(sales, basis, start, end, sumCents(adjustments.map((a) => a.debit)));
  const purchaseFigures = gstPurchases(purchases, basis, start, end, sumCents(adjustments.map((a) => a.credit)));
  return { ...salesFigures, ...purchaseFigures, box15: gstToPay(salesFigures.box10, purchaseFigures.box14) };
}

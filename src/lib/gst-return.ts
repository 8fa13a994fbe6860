// The sales side of a GST return (GST101A boxes 5–10) from movements, on either basis:
// - INVOICE basis: invoices issued in the period count in full, credit notes issued in it count
//   negative (netted off boxes 5 and 6, not put in box 9);
// - PAYMENTS basis: payments received in the period count, refunds paid in it count negative, each
//   apportioned over its document's tax groups in proportion to their totals (largest remainder).
// Exempt supplies are left out of box 5; zero-rated ones are in box 5 and box 6. Box 8 is box 7 ×
// 3/23 rounded half up to the cent. Box 9 (debit adjustments) is not recorded here, so it is 0.
// See docs/invoicing.md, "GST return".
import type { GST_BASIS_VALUES } from '@/config/api-values';
import type { IsoDate } from './calendar-date';
import type { TaxCode } from './invoice-math';
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

/** Boxes 5–10 from the rows. */
function gstReturnBoxes(rows: readonly GstReturnRow[]): GstReturnBoxes {
  const box5 = sumCents(rows.map((row) => row.sales));
  const box6 = sumCents(rows.map((row) => row.zeroRated));
  const box7 = box5 - box6;
  const box8 = gstFraction(box7);
  const box9 = 0;
  return { box5, box6, box7, box8, box9, box10: box8 + box9 };
}

export function gstReturn(movements: readonly GstMovement[], basis: GstBasis, start: IsoDate, end: IsoDate): GstReturnFigures {
  const rows = gstReturnRows(movements, basis, start, end);
  return { ...gstReturnBoxes(rows), rows };
}

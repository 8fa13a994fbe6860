// The GST101A boxes the return shows, what each says, and which documents are behind each figure:
// sales rows for boxes 5–10, purchase rows (bills, or payments made) for boxes 11–14, both for box 15.
import type { GstPurchaseRow, GstReturn, GstReturnRow } from '@/api/types';
import type { Cents } from '@/lib/money';

const SALES_BOXES = ['5', '6', '7', '8', '9', '10'] as const;
const PURCHASE_BOXES = ['11', '12', '13', '14'] as const;
export const GST_BOXES = [...SALES_BOXES, ...PURCHASE_BOXES, '15'] as const;
export type GstBox = (typeof GST_BOXES)[number];
type SalesBox = (typeof SALES_BOXES)[number];
type PurchaseBox = (typeof PURCHASE_BOXES)[number];

export const BOX_LABELS: Record<GstBox, string> = {
  '5': 'Total sales and income (including GST and zero-rated supplies)',
  '6': 'Zero-rated supplies',
  '7': 'Box 5 less box 6',
  '8': 'GST on box 7 (× 3/23)',
  '9': 'Adjustments',
  '10': 'Total GST collected on sales and income',
  '11': 'Total purchases and expenses (including GST) with taxable supply information',
  '12': 'GST on box 11 (× 3/23)',
  '13': 'Credit adjustments',
  '14': 'Total GST credit for purchases and expenses',
  '15': 'Difference between box 10 and box 14',
};

/** Box 15's meaning by its sign. */
export const box15Meaning = (report: Pick<GstReturn, 'box15'>) => (report.box15 < 0 ? 'Refund due' : 'GST to pay');

export const boxValue = (report: GstReturn, box: GstBox): Cents => report[`box${box}`];

const isSalesBox = (box: GstBox): box is SalesBox => (SALES_BOXES as readonly string[]).includes(box);
const isPurchaseBox = (box: GstBox): box is PurchaseBox => (PURCHASE_BOXES as readonly string[]).includes(box);

/** What a sales row counts in a sales box; null when the box does not list documents (box 9 here). */
function countedIn(row: GstReturnRow, box: SalesBox): Cents | null {
  if (box === '5') return row.sales;
  if (box === '6') return row.zeroRated;
  if (box === '9') return null;
  return row.sales - row.zeroRated;
}

/** What a sales row counts in the box listing it (box 15 lists box 10's). */
export function salesCounted(row: GstReturnRow, box: GstBox): Cents {
  const salesBox = box === '15' ? '10' : box;
  return isSalesBox(salesBox) ? (countedIn(row, salesBox) ?? 0) : 0;
}

/** The sales rows behind a box: its own for boxes 5–10, box 10's for box 15, none for the purchase boxes. */
export function rowsBehind(report: GstReturn, box: GstBox): GstReturnRow[] {
  const salesBox = box === '15' ? '10' : box;
  if (!isSalesBox(salesBox)) return [];
  return report.rows.filter((row) => {
    const counted = countedIn(row, salesBox);
    return counted !== null && counted !== 0;
  });
}

/**
 * The purchase rows behind a box: for boxes 11, 12 and 14 (and 15) those counted in box 11, and
 * for box 11 also those whose GST is not claimed (each says why); none for box 13 (adjustments are listed apart).
 */
export function purchaseRowsBehind(report: GstReturn, box: GstBox): GstPurchaseRow[] {
  if (box === '13' || !(isPurchaseBox(box) || box === '15')) return [];
  return report.purchaseRows.filter((row) => row.purchases !== 0 || (box === '11' && row.notClaimed !== 0));
}

/** Whether a box's documents are sales, purchases or both. */
export const boxSides = (box: GstBox) => ({ sales: isSalesBox(box) || box === '15', purchases: isPurchaseBox(box) || box === '15' });

export const isGstBox = (value: string | null): value is GstBox => value !== null && (GST_BOXES as readonly string[]).includes(value);

// The GST101A boxes the return shows, what each says, and which documents are behind each figure,
// with what each counts, adding up to the box to the cent: sales rows for boxes 5–10, purchase rows
// (bills, or payments made) for boxes 11–14, both for box 15.
import type { GstPurchaseRow, GstReturn, GstReturnRow } from '@/api/types';
import { gstFraction } from '@/lib/gst-return';
import { sumCents, type Cents } from '@/lib/money';

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

/** What a sales row counts in a sales box; null when the box lists no documents (box 9). */
function countedIn(row: GstReturnRow, box: SalesBox): Cents | null {
  if (box === '5') return row.sales;
  if (box === '6') return row.zeroRated;
  if (box === '7') return row.sales - row.zeroRated;
  if (box === '9') return null;
  return gstFraction(row.sales - row.zeroRated);
}

/** What a purchase row counts in a purchase box: box 11 its amount, boxes 12 and 14 its GST. */
function purchaseCounted(row: GstPurchaseRow, box: PurchaseBox): Cents | null {
  if (box === '11') return row.purchases;
  if (box === '13') return null;
  return gstFraction(row.purchases);
}

export interface Counted<Row> {
  row: Row;
  /** What the document counts in the box (for box 15, purchases' GST is negative). */
  counted: Cents;
}

/**
 * The documents behind a box, with what each counts in it, adding up to the box to the cent:
 * - boxes 5–7 and 11: each document's part, GST included;
 * - boxes 8, 10, 12 and 14: each document's GST (× 3/23), and `rounding`, the cents between their
 *   sum and the box, since the return rounds once, on the box's total;
 * - boxes 9 and 13 (and their share of 10, 14 and 15): `adjustments`, carried from filed returns and
 *   listed apart (gst-return-adjustments.tsx);
 * - box 15: box 10's documents, less box 14's.
 */
export interface BoxDocuments {
  sales: Counted<GstReturnRow>[];
  purchases: Counted<GstPurchaseRow>[];
  rounding: Cents;
  adjustments: Cents;
  total: Cents;
}

function salesBehind(report: GstReturn, box: SalesBox): Counted<GstReturnRow>[] {
  return report.rows.flatMap((row) => {
    const counted = countedIn(row, box);
    return counted === null || counted === 0 ? [] : [{ row, counted }];
  });
}

function purchasesBehind(report: GstReturn, box: PurchaseBox): Counted<GstPurchaseRow>[] {
  return report.purchaseRows.flatMap((row) => {
    const counted = purchaseCounted(row, box);
    // Box 11 also lists the purchases whose GST is not claimed, each saying why.
    if (counted === null || (counted === 0 && !(box === '11' && row.notClaimed !== 0))) return [];
    return [{ row, counted }];
  });
}

const sum = (parts: ReadonlyArray<{ counted: Cents }>) => sumCents(parts.map((part) => part.counted));

export function boxDocuments(report: GstReturn, box: GstBox): BoxDocuments {
  const none = { sales: [], purchases: [], rounding: 0, adjustments: 0 };
  let documents: Omit<BoxDocuments, 'total'>;
  if (box === '15') {
    const sales = boxDocuments(report, '10');
    const purchases = boxDocuments(report, '14');
    documents = {
      sales: sales.sales,
      purchases: purchases.purchases.map(({ row, counted }) => ({ row, counted: -counted || 0 })),
      rounding: sales.rounding - purchases.rounding,
      adjustments: sales.adjustments - purchases.adjustments,
    };
  } else if (isSalesBox(box)) {
    const sales = salesBehind(report, box);
    const gst = box === '8' || box === '10';
    documents = {
      ...none,
      sales,
      rounding: gst ? report.box8 - sum(sales) : 0,
      adjustments: box === '9' || box === '10' ? report.box9 : 0,
    };
  } else {
    const purchases = purchasesBehind(report, box);
    const gst = box === '12' || box === '14';
    documents = {
      ...none,
      purchases,
      rounding: gst ? report.box12 - sum(purchases) : 0,
      adjustments: box === '13' || box === '14' ? report.box13 : 0,
    };
  }
  return { ...documents, total: sum(documents.sales) + sum(documents.purchases) + documents.rounding + documents.adjustments };
}

/** What the counted column says a box holds: an amount including GST, or GST. */
export const countsGst = (box: GstBox) => ['8', '10', '12', '14', '15'].includes(box);

/** Whether a box's documents are sales, purchases or both. */
export const boxSides = (box: GstBox) => ({ sales: isSalesBox(box) || box === '15', purchases: isPurchaseBox(box) || box === '15' });

export const isGstBox = (value: string | null): value is GstBox => value !== null && (GST_BOXES as readonly string[]).includes(value);

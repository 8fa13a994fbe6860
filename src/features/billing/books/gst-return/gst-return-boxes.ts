// The GST101A boxes the return shows (sales side), what each says, and which documents are behind
// each figure: the rows whose counted amount for that box is not zero.
import type { GstReturn, GstReturnRow } from '@/api/types';
import type { Cents } from '@/lib/money';

export const GST_BOXES = ['5', '6', '7', '8', '9', '10'] as const;
export type GstBox = (typeof GST_BOXES)[number];

export const BOX_LABELS: Record<GstBox, string> = {
  '5': 'Total sales and income (including GST and zero-rated supplies)',
  '6': 'Zero-rated supplies',
  '7': 'Box 5 less box 6',
  '8': 'GST on box 7 (× 3/23)',
  '9': 'Adjustments',
  '10': 'Total GST collected on sales and income',
};

export const boxValue = (report: GstReturn, box: GstBox): Cents => report[`box${box}`];

/** What a row counts in a box; null when the box does not list documents (box 9 here). */
export function countedIn(row: GstReturnRow, box: GstBox): Cents | null {
  if (box === '5') return row.sales;
  if (box === '6') return row.zeroRated;
  if (box === '9') return null;
  return row.sales - row.zeroRated;
}

export function rowsBehind(report: GstReturn, box: GstBox): GstReturnRow[] {
  return report.rows.filter((row) => {
    const counted = countedIn(row, box);
    return counted !== null && counted !== 0;
  });
}

export const isGstBox = (value: string | null): value is GstBox => value !== null && (GST_BOXES as readonly string[]).includes(value);

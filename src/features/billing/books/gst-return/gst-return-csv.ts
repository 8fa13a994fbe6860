// The GST return as CSV (src/lib/csv.ts): the whole report (the boxes, then every sale and every
// purchase), or the documents behind one box. Amounts are plain decimals so spreadsheets read numbers.
import type { GstPurchaseRow, GstReturn, GstReturnRow } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { centsToDecimal } from '@/lib/money';
import { MOVEMENT_LABELS } from '@/features/billing/shared/invoice-labels';
import { BOX_LABELS, boxDocuments, boxValue, countsGst, GST_BOXES, type GstBox } from './gst-return-boxes';

export const PURCHASE_KIND_LABELS: Record<GstPurchaseRow['kind'], string> = {
  BILL: 'Bill',
  BILL_PAYMENT: 'Payment of bill',
  BILL_CREDIT_NOTE: 'Supplier credit note',
};

const ROW_HEADER = ['Document', 'Number', 'Date', 'Client', 'Amount', 'Sales (box 5)', 'Zero-rated (box 6)', 'Exempt (not counted)'];
const PURCHASE_HEADER = [
  'Purchase',
  'Reference',
  'Date',
  'Supplier',
  'Amount',
  'Purchases (box 11)',
  'GST not claimed',
  'Other (no GST claim)',
  'Why not claimed',
];

const rowCells = (row: GstReturnRow) => [
  MOVEMENT_LABELS[row.kind],
  row.number,
  row.date,
  row.clientName,
  centsToDecimal(row.amount),
  centsToDecimal(row.sales),
  centsToDecimal(row.zeroRated),
  centsToDecimal(row.exempt),
];

const purchaseCells = (row: GstPurchaseRow) => [
  PURCHASE_KIND_LABELS[row.kind],
  row.supplierReference ?? `#${row.billId}`,
  row.date,
  row.supplierName,
  centsToDecimal(row.amount),
  centsToDecimal(row.purchases),
  centsToDecimal(row.notClaimed),
  centsToDecimal(row.other),
  row.notClaimed !== 0 ? (row.reason ?? '') : '',
];

export function gstReturnCsv(report: GstReturn): string {
  return toCsv([
    ['GST return', report.businessName, `GST number ${report.gstNumber}`],
    ['Period', report.start, report.end, `Due ${report.dueDate}`, `${report.basis === 'INVOICE' ? 'Invoice' : 'Payments'} basis`],
    ['Box', 'Description', 'Amount'],
    ...GST_BOXES.map((box) => [box, BOX_LABELS[box], centsToDecimal(boxValue(report, box))]),
    [],
    ROW_HEADER,
    ...report.rows.map(rowCells),
    [],
    PURCHASE_HEADER,
    ...report.purchaseRows.map(purchaseCells),
  ]);
}

/** The heading of the column of what each document counts in a box. */
export const countedHeading = (box: GstBox) => (countsGst(box) ? `GST counted in box ${box}` : `Counted in box ${box}`);

/** The documents behind one box, then the rounding and adjustments if any, and the box: they add up to it. */
export function gstBoxCsv(report: GstReturn, box: GstBox): string {
  const documents = boxDocuments(report, box);
  const sales = documents.sales.map(({ row, counted }) => [...rowCells(row).slice(0, 5), centsToDecimal(counted)]);
  const purchases = documents.purchases.map(({ row, counted }) => [...purchaseCells(row).slice(0, 5), centsToDecimal(counted)]);
  const extra = (label: string, cents: number) => (cents === 0 ? [] : [[label, '', '', '', '', centsToDecimal(cents)]]);
  return toCsv([
    ['Document', 'Number', 'Date', 'Client or supplier', 'Amount', countedHeading(box)],
    ...sales,
    ...purchases,
    ...extra(ROUNDING_LABEL, documents.rounding),
    ...extra(ADJUSTMENTS_LABEL, documents.adjustments),
    [`Box ${box}`, '', '', '', '', centsToDecimal(documents.total)],
  ]);
}

export const ROUNDING_LABEL = 'Rounding: the return rounds GST once, on the box total';
export const ADJUSTMENTS_LABEL = 'Adjustments (boxes 9 and 13)';

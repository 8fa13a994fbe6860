// The GST return as CSV (src/lib/csv.ts): the whole report (the boxes, then every document), or
// the documents behind one box. Amounts are plain decimals so spreadsheets read numbers.
import type { GstReturn, GstReturnRow } from '@/api/types';
import { toCsv } from '@/lib/csv';
import { centsToDecimal } from '@/lib/money';
import { MOVEMENT_LABELS } from '@/features/billing/shared/invoice-labels';
import { BOX_LABELS, boxValue, countedIn, GST_BOXES, rowsBehind, type GstBox } from './gst-return-boxes';

const ROW_HEADER = ['Document', 'Number', 'Date', 'Client', 'Amount', 'Sales (box 5)', 'Zero-rated (box 6)', 'Exempt (not counted)'];

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

export function gstReturnCsv(report: GstReturn): string {
  return toCsv([
    ['GST return', report.businessName, `GST number ${report.gstNumber}`],
    ['Period', report.start, report.end, `Due ${report.dueDate}`, `${report.basis === 'INVOICE' ? 'Invoice' : 'Payments'} basis`],
    ['Box', 'Description', 'Amount'],
    ...GST_BOXES.map((box) => [box, BOX_LABELS[box], centsToDecimal(boxValue(report, box))]),
    [],
    ROW_HEADER,
    ...report.rows.map(rowCells),
  ]);
}

export function gstBoxCsv(report: GstReturn, box: GstBox): string {
  return toCsv([
    ['Document', 'Number', 'Date', 'Client', 'Amount', `Counted in box ${box}`],
    ...rowsBehind(report, box).map((row) => [...rowCells(row).slice(0, 5), centsToDecimal(countedIn(row, box) ?? 0)]),
  ]);
}

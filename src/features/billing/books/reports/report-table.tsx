// A report's figures as a plain table: a caption, column headings with the amounts last, body
// rows and total rows (after a message when there are no other rows); wide tables scroll inside
// their card on a phone.
import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/column-heads/column-heads';

interface ReportRow {
  key: string;
  cells: readonly ReactNode[];
  total?: boolean;
}

export interface ReportTableProps {
  caption: string;
  labels: readonly string[];
  /** How many of the last columns hold amounts. */
  amounts: number;
  rows: readonly ReportRow[];
  emptyMessage: string;
}

export function ReportTable({ caption, labels, amounts, rows, emptyMessage }: ReportTableProps) {
  const firstAmount = labels.length - amounts;
  return (
    <div className="report-table">
      <table>
        <caption>{caption}</caption>
        <ColumnHeads labels={labels} amounts={amounts} amountClass="report-table__num" />
        <tbody>
          {rows.every((row) => row.total) ? (
            <tr>
              <td colSpan={labels.length}>{emptyMessage}</td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? 'report-table__total' : undefined}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={index >= firstAmount ? 'report-table__num' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

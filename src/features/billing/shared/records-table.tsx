// A small table of a document's records (an invoice's payments, a quote's invoices), amounts last.
// It scrolls sideways on a narrow screen and is focusable so the keyboard can scroll it.
import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/column-heads/column-heads';
import './invoice-view.css';

interface RecordsTableProps {
  /** Names the scrolling region, e.g. "Payments recorded". */
  label: string;
  columns: readonly string[];
  /** How many of the last columns hold amounts. */
  amounts: number;
  /** The rows. */
  children: ReactNode;
}

export function RecordsTable({ label, columns, amounts, children }: RecordsTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="invoice-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="invoice-mini-table">
        <ColumnHeads labels={columns} amounts={amounts} amountClass="invoice-num" />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

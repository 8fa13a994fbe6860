// The header row of a plain table (records, figures, a document's lines): one column heading per
// label, the amounts last and aligned as their cells are.
import type { ReactNode } from 'react';

interface ColumnHeadsProps {
  /** The headings, first column first. */
  labels: readonly ReactNode[];
  /** How many of the last columns hold amounts. */
  amounts?: number;
  /** The class that aligns the table's amount cells; the amounts' headings get it too. */
  amountClass?: string;
}

export function ColumnHeads({ labels, amounts = 0, amountClass }: ColumnHeadsProps) {
  const firstAmount = labels.length - amounts;
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col" className={index >= firstAmount ? amountClass : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

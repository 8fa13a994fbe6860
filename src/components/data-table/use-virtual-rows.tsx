// Virtualisation for DataTable: from `threshold` rows on, only the rows in view (plus `overscan`)
// are in the page, between two spacers, and the table keeps its full size for screen readers
// (aria-rowcount, aria-rowindex; as cards, aria-setsize, aria-posinset). Shorter lists are drawn
// whole, so find-in-page and printing work.
// Spread the result on the table: `<DataTable {...useVirtualRows({ rows, rowKey })} rows={rows} … />`.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type Key } from 'react';
import type { DataTableProps } from './data-table';

/** Lists with at least this many rows are virtualised. */
export const VIRTUALISE_FROM_ROWS = 150;

export interface VirtualRowsOptions<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** A first guess of a row's height in px; drawn rows are measured. */
  estimateRowHeight?: number;
  /** Rows drawn beyond each edge of the view, so Tab and fast scrolling find rows ready. */
  overscan?: number;
  threshold?: number;
  /** The table's scroll height when virtualised. */
  maxHeight?: string;
}

export type VirtualRowsProps<T> = Pick<DataTableProps<T>, 'renderRows' | 'scrollRef' | 'maxHeight'>;

export function useVirtualRows<T>({
  rows,
  rowKey,
  estimateRowHeight = 49,
  overscan = 4,
  threshold = VIRTUALISE_FROM_ROWS,
  maxHeight = '36rem',
}: VirtualRowsOptions<T>): VirtualRowsProps<T> {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const enabled = rows.length >= threshold;
  // A new getItemKey makes the virtualiser measure every row again, so it changes only with the rows.
  const rowKeyRef = useRef(rowKey);
  rowKeyRef.current = rowKey;
  const getItemKey = useCallback(
    (index: number): Key => {
      const row = rows[index];
      return row === undefined ? index : rowKeyRef.current(row);
    },
    [rows],
  );
  // Not memoised by the React Compiler (the project does not use it); the virtualiser re-renders us.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: enabled ? rows.length : 0,
    enabled,
    getScrollElement: () => scroller,
    estimateSize: () => estimateRowHeight,
    getItemKey,
    overscan,
    // Rows are drawn in the first frame, before the table has been measured.
    initialRect: { width: 0, height: 600 },
  });
  if (!enabled) return {};

  const items = virtual.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtual.getTotalSize() - (items.at(-1)?.end ?? 0));
  return {
    maxHeight,
    scrollRef: setScroller,
    renderRows: (all, renderRow, renderSpacer) => (
      <>
        {renderSpacer('before', before)}
        {items.map((item) => {
          const row = all[item.index];
          return row === undefined ? null : renderRow(row, item.index, { ref: virtual.measureElement, 'data-index': item.index });
        })}
        {renderSpacer('after', after)}
      </>
    ),
  };
}

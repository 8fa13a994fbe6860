// A data table: a caption, sortable column headers (aria-sort), loading and empty states, and a
// scroll container with a sticky header. The table draws rows from `rows` and `columns`; for long
// lists pass `renderRows` to draw only the visible ones (virtualisation) — see docs/architecture.md#long-lists.
import { useId, type HTMLAttributes, type Key, type ReactNode, type Ref } from 'react';
import { nextSort, type SortDescriptor } from './sort-rows';
import './data-table.css';

export interface DataTableColumn<T> {
  /** Unique; also the sort key passed to `onSortChange`. */
  id: string;
  header: ReactNode;
  /** The cell's content; by default the row's property named `id`. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** The first column that names the row should be a row header (`<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'start' | 'end' | 'center';
  /** A CSS width for the column, e.g. '12rem' or '20%'. */
  width?: string;
}

/** Extra attributes for one drawn row; `ref` and `data-index` let a virtualiser measure it. */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement>; 'data-index'?: number };

/** Draws one row; `index` is the row's position in `rows` (used for aria-rowindex). */
export type RenderRow<T> = (row: T, index: number, props?: RowProps) => ReactNode;

export interface DataTableProps<T> {
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a visible heading already names the table). */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  sort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor) => void;
  loading?: boolean;
  loadingMessage?: ReactNode;
  emptyMessage?: ReactNode;
  /**
   * Draw the body yourself, e.g. only the rows a virtualiser says are visible plus spacer rows.
   * Receives all rows and the table's own row renderer. Default: every row.
   */
  renderRows?: (rows: readonly T[], renderRow: RenderRow<T>) => ReactNode;
  /** Extra attributes per row (a selected state, a data attribute). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** Limits the height and scrolls the body under a sticky header (needed for virtualisation). */
  maxHeight?: string;
  /** The scrolling element, for a virtualiser. */
  scrollRef?: Ref<HTMLDivElement>;
  className?: string;
}

const ARIA_SORT = { ascending: 'ascending', descending: 'descending' } as const;

function defaultCell(row: unknown, id: string): ReactNode {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[id] : undefined;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  loadingMessage = 'Loading...',
  emptyMessage = 'Nothing to show.',
  renderRows,
  rowProps,
  maxHeight,
  scrollRef,
  className,
}: DataTableProps<T>) {
  const captionId = useId();

  const renderRow: RenderRow<T> = (row, index, props) => (
    <tr key={rowKey(row)} aria-rowindex={index + 2} {...rowProps?.(row)} {...props}>
      {columns.map((column) => {
        const content = column.cell ? column.cell(row) : defaultCell(row, column.id);
        const cellClass = column.align ? `ui-table__cell--${column.align}` : undefined;
        return column.rowHeader ? (
          <th key={column.id} scope="row" className={cellClass}>
            {content}
          </th>
        ) : (
          <td key={column.id} className={cellClass}>
            {content}
          </td>
        );
      })}
    </tr>
  );

  let body: ReactNode;
  if (loading && rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="ui-table__state">
          <span className="ui-table__spinner" aria-hidden="true" />
          {loadingMessage}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="ui-table__state">
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = renderRows ? renderRows(rows, renderRow) : rows.map((row, index) => renderRow(row, index));
  }

  return (
    <div
      ref={scrollRef}
      className={['ui-table-scroll', className].filter(Boolean).join(' ')}
      style={maxHeight ? { maxHeight } : undefined}
      // Focusable so keyboard users can scroll a wide or tall table.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table
        className="ui-table"
        // With only some rows in the page, the total tells screen readers the real size.
        aria-rowcount={renderRows ? rows.length + 1 : undefined}
        aria-busy={loading || undefined}
      >
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : 'ui-table__caption'}>
          {caption}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const sorted = sort?.column === column.id ? sort.direction : null;
              const canSort = column.sortable === true && onSortChange !== undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  className={column.align ? `ui-table__cell--${column.align}` : undefined}
                >
                  {canSort ? (
                    <button type="button" className="ui-table__sort" onClick={() => onSortChange(nextSort(sort, column.id))}>
                      {column.header}
                      <span className="ui-table__sort-icon" data-direction={sorted ?? 'none'} aria-hidden="true" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

// A data table: a caption, sortable column headers (aria-sort), loading and empty states, and a
// scroll container with a sticky header. The table draws rows from `rows` and `columns`; for long
// lists pass `renderRows` to draw only the visible ones (virtualisation) — see docs/architecture.md#long-lists.
// With a `card`, narrow screens get a list of cards instead (docs/architecture.md#lists-on-phones).
import { useId, type HTMLAttributes, type Key, type ReactNode, type Ref } from 'react';
import { DataCards } from './data-cards';
import { cellContent } from './cell-content';
import { nextSort, type SortDescriptor } from './sort-rows';
import { useNarrowerThan } from './use-narrower-than';
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
  /** `end` for amounts (never wrapped, tabular figures). */
  align?: 'start' | 'end' | 'center';
  /** Keep the cell on one line (dates); amounts (`align: 'end'`) always are. */
  nowrap?: boolean;
  /** A CSS width for the column, e.g. '12rem' or '20%'. */
  width?: string;
  /** The column's name as plain text, when `header` is not text (the card labels and sort control use it). */
  label?: string;
}

/**
 * How a row reads as a card on a narrow screen, naming columns by id: `title` names the card (when
 * its cell holds a link, a tap anywhere on the card follows it), `facts` are shown labelled by their
 * headers, `actions` (buttons) sit at the foot. Other columns are left to the row's own page or form.
 */
export interface DataTableCard {
  title: string;
  facts: readonly string[];
  actions?: string;
}

/** Extra attributes for one drawn row or card; `ref` and `data-index` let a virtualiser measure it. */
export type RowProps = HTMLAttributes<HTMLElement> & { ref?: (node: HTMLElement | null) => void; 'data-index'?: number };

/** Draws one row (or card); `index` is the row's position in `rows` (aria-rowindex, aria-posinset). */
export type RenderRow<T> = (row: T, index: number, props?: RowProps) => ReactNode;

/** Draws the empty space standing in for the rows out of view, before or after the drawn ones. */
export type RenderSpacer = (where: 'before' | 'after', height: number) => ReactNode;

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
   * Draw the body yourself, e.g. only the rows a virtualiser says are visible plus spacers.
   * Receives all rows, the row (or card) renderer and the spacer renderer. Default: every row.
   */
  renderRows?: (rows: readonly T[], renderRow: RenderRow<T>, renderSpacer: RenderSpacer) => ReactNode;
  /** Extra attributes per row or card (a selected state, a data attribute). */
  rowProps?: (row: T) => HTMLAttributes<HTMLElement>;
  /** Rows become cards when the table has less room than `cardsBelow`. */
  card?: DataTableCard;
  /**
   * The width (px or rem) the table needs with its words whole; default 40rem. Below it, the rows
   * are cards. Measured on the table's own box, so a list beside a form or in half a dashboard
   * switches by the room it has, not by the screen's width.
   */
  cardsBelow?: string;
  /** Limits the height and scrolls the body under a sticky header (needed for virtualisation). */
  maxHeight?: string;
  /** The scrolling element, for a virtualiser. */
  scrollRef?: Ref<HTMLDivElement>;
  className?: string;
}

const ARIA_SORT = { ascending: 'ascending', descending: 'descending' } as const;

const DEFAULT_CARDS_BELOW = '40rem';

const cellClassOf = <T,>(column: DataTableColumn<T>) =>
  [column.align && `ui-table__cell--${column.align}`, column.nowrap && 'ui-table__cell--nowrap'].filter(Boolean).join(' ') || undefined;

const tableSpacer: RenderSpacer = (where, height) => (
  <tr key={`spacer-${where}`} aria-hidden="true" className="ui-table__spacer" style={{ height }} />
);

export function DataTable<T>(props: DataTableProps<T>) {
  const { card, cardsBelow = DEFAULT_CARDS_BELOW, loadingMessage = 'Loading...', emptyMessage = 'Nothing to show.' } = props;
  const { ref, narrower } = useNarrowerThan(card ? cardsBelow : null);
  return (
    <div ref={ref} className="ui-data-table">
      {narrower && card ? (
        <DataCards {...props} card={card} loadingMessage={loadingMessage} emptyMessage={emptyMessage} />
      ) : (
        <Table {...props} loadingMessage={loadingMessage} emptyMessage={emptyMessage} />
      )}
    </div>
  );
}

function Table<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  loadingMessage,
  emptyMessage,
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
        const content = cellContent(row, column);
        const cellClass = cellClassOf(column);
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
    body = renderRows ? renderRows(rows, renderRow, tableSpacer) : rows.map((row, index) => renderRow(row, index));
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

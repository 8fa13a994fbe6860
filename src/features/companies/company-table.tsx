// The table of a company tab (businesses or clients): readable headers, every column sortable, a
// filter box over the columns shown, Edit and Delete per row. Long lists are virtualised.
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { sortRows, type SortDescriptor } from '@/components/data-table/sort-rows';
import { useVirtualRows } from '@/components/data-table/use-virtual-rows';
import { ListFilter } from '@/components/list-filter/list-filter';

/** The businesses table needs about 59rem with its words whole (clients 55rem); with less room, the rows are cards. */
const COMPANY_CARDS_BELOW = '60rem';

export interface CompanyColumn<T> {
  id: string;
  header: string;
  value: (row: T) => string;
}

export interface CompanyTableProps<T extends { id: number }> {
  caption: string;
  /** Plural noun for counts and the filter: "businesses". */
  noun: string;
  columns: readonly CompanyColumn<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  /** How a row is named in its buttons: "Edit Kiwi Home Renovations Ltd". */
  nameOf: (row: T) => string;
  editingId: number | null;
  deletingId: number | null;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** A further action per row, before Edit (e.g. a client's statement). */
  rowAction?: (row: T) => ReactNode;
  /** The filter box, focused by the panel after a row is deleted. */
  filterRef?: Ref<HTMLInputElement>;
  /** On a phone each row is a card titled by the first column: the ids of the columns it shows. */
  cardFacts: readonly string[];
}

export function CompanyTable<T extends { id: number }>({
  caption,
  noun,
  columns,
  rows,
  loading,
  nameOf,
  editingId,
  deletingId,
  onEdit,
  onDelete,
  rowAction,
  filterRef,
  cardFacts,
}: CompanyTableProps<T>) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortDescriptor | null>(null);

  const sorted = useMemo(() => {
    if (!rows) return [];
    const byId = new Map(columns.map((column) => [column.id, column]));
    return sortRows(rows, sort, (row, column) => byId.get(column)?.value(row));
  }, [rows, sort, columns]);
  // Lower-cased text of the shown columns, once per list, so each keystroke only compares.
  const haystacks = useMemo(
    () =>
      new Map(
        sorted.map((row) => [
          row.id,
          columns
            .map((column) => column.value(row))
            .join('\n')
            .toLowerCase(),
        ]),
      ),
    [sorted, columns],
  );
  const needle = filter.trim().toLowerCase();
  const shown = useMemo(
    () => (needle === '' ? sorted : sorted.filter((row) => haystacks.get(row.id)?.includes(needle))),
    [sorted, haystacks, needle],
  );
  const virtualRows = useVirtualRows({ rows: shown, rowKey: (row) => row.id });

  const tableColumns: DataTableColumn<T>[] = [
    ...columns.map((column, index): DataTableColumn<T> => ({
      id: column.id,
      header: column.header,
      sortable: true,
      rowHeader: index === 0,
      cell: column.value,
    })),
    {
      id: 'actions',
      header: 'Actions',
      width: rowAction ? '16rem' : '10.5rem',
      cell: (row) => (
        <div className="companies-actions">
          {rowAction?.(row)}
          <Button size="small" variant="secondary" aria-label={`Edit ${nameOf(row)}`} onClick={() => onEdit(row)}>
            Edit
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`Delete ${nameOf(row)}`}
            busy={deletingId === row.id}
            onClick={() => onDelete(row)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="companies-list">
      <ListFilter
        ref={filterRef}
        label={`Filter ${noun}`}
        placeholder={`Filter ${noun}...`}
        hint="Matches any column shown in the table."
        value={filter}
        onChange={setFilter}
        total={rows?.length}
        shown={shown.length}
        noun={noun}
      />
      <DataTable
        {...virtualRows}
        caption={caption}
        captionHidden
        columns={tableColumns}
        card={{ title: columns[0]?.id ?? '', facts: cardFacts, actions: 'actions' }}
        cardsBelow={COMPANY_CARDS_BELOW}
        rows={shown}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        loading={loading}
        emptyMessage={needle === '' ? `No ${noun} yet.` : `No ${noun} match “${filter.trim()}”.`}
        rowProps={(row) => (row.id === editingId ? { 'aria-current': 'true', className: 'companies-row--editing' } : {})}
      />
    </div>
  );
}

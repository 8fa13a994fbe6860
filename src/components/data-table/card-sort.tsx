// Sorting for the card layout, where there are no column headers to press: one select of the
// sortable columns, each in both directions.
import { SelectField } from '../select/select-field';
import { columnLabel } from './cell-content';
import type { DataTableColumn } from './data-table';
import type { SortDescriptor, SortDirection } from './sort-rows';

interface CardSortProps<T> {
  columns: readonly DataTableColumn<T>[];
  sort: SortDescriptor | null;
  onSortChange: (sort: SortDescriptor) => void;
}

const DIRECTIONS: readonly SortDirection[] = ['ascending', 'descending'];

export function CardSort<T>({ columns, sort, onSortChange }: CardSortProps<T>) {
  const sortable = columns.filter((column) => column.sortable === true);
  if (sortable.length === 0) return null;
  const options = sortable.flatMap((column) =>
    DIRECTIONS.map((direction) => ({ value: `${column.id}:${direction}`, label: `${columnLabel(column)} (${direction})` })),
  );
  return (
    <SelectField
      className="ui-cards__sort"
      label="Sort by"
      // With no order chosen yet, the list is in its own order; once chosen, one of the options.
      placeholder={sort ? undefined : 'Default order'}
      options={options}
      value={sort ? `${sort.column}:${sort.direction}` : ''}
      onChange={(event) => {
        const at = event.target.value.lastIndexOf(':');
        const column = event.target.value.slice(0, at);
        const direction = event.target.value.slice(at + 1);
        if (at > 0 && (direction === 'ascending' || direction === 'descending')) onSortChange({ column, direction });
      }}
    />
  );
}

// Client-side sorting for DataTable: strings by the reader's locale (case- and accent-insensitive,
// numbers inside text in numeric order), numbers and dates by value, empty values last.
import { once } from '@/lib/once';

export type SortDirection = 'ascending' | 'descending';

export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

const collator = once(() => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'string' && typeof b === 'string') return collator().compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/** A sorted copy of `rows`; stable, and empty values stay last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortDescriptor | null | undefined,
  valueOf: (row: T, column: string) => SortValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      const emptyA = isEmpty(a.value);
      const emptyB = isEmpty(b.value);
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The next sort when a column header is pressed: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortDescriptor | null | undefined, column: string): SortDescriptor {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

// What a column shows for a row, in the table and on a card: its `cell`, or the row's property of
// the column's id as text.
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

export function cellContent<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.cell) return column.cell(row);
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[column.id] : undefined;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A column's name as text (its `label`, or its header when that is text). */
export function columnLabel<T>(column: DataTableColumn<T>): string {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : column.id;
}

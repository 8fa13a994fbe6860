import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows } from './sort-rows';

interface Row {
  name: string | null;
  amount: number | null;
}

const rows: Row[] = [
  { name: 'beta', amount: 20 },
  { name: null, amount: 5 },
  { name: 'Alpha', amount: null },
  { name: 'item 10', amount: 10 },
  { name: 'item 9', amount: 10 },
];

const valueOf = (row: Row, column: string) => (column === 'name' ? row.name : row.amount);

describe('sortRows', () => {
  it('sorts text case-insensitively with numbers in numeric order, empty values last', () => {
    expect(sortRows(rows, { column: 'name', direction: 'ascending' }, valueOf).map((r) => r.name)).toEqual([
      'Alpha',
      'beta',
      'item 9',
      'item 10',
      null,
    ]);
    expect(sortRows(rows, { column: 'name', direction: 'descending' }, valueOf).map((r) => r.name)).toEqual([
      'item 10',
      'item 9',
      'beta',
      'Alpha',
      null,
    ]);
  });

  it('sorts numbers by value and keeps the order of equal rows', () => {
    expect(sortRows(rows, { column: 'amount', direction: 'descending' }, valueOf).map((r) => r.name)).toEqual([
      'beta',
      'item 10',
      'item 9',
      null,
      'Alpha',
    ]);
  });

  it('returns a copy in the original order without a sort', () => {
    const sorted = sortRows(rows, null, valueOf);
    expect(sorted).toEqual(rows);
    expect(sorted).not.toBe(rows);
  });

  it('always returns a permutation in non-decreasing order', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer(), { nil: null })), (values) => {
        const sorted = sortRows(values, { column: 'x', direction: 'ascending' }, (v) => v);
        expect([...sorted].sort()).toEqual([...values].sort());
        for (let i = 1; i < sorted.length; i += 1) {
          expect(compareSortValues(sorted[i - 1], sorted[i])).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('compares dates by time', () => {
    expect(compareSortValues(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(nextSort({ column: 'name', direction: 'descending' }, 'email')).toEqual({ column: 'email', direction: 'ascending' });
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatementDocument } from './statement-document';
import type { StatementModel } from './statement-model';
import { VIRTUAL_FROM } from './use-statement-rows';

const docOf = (count: number): StatementModel => ({
  title: 'Activity statement',
  issuer: { name: 'Harbourview Property Management Ltd', lines: [] },
  recipient: { name: 'Statement Bench Tenant', lines: [] },
  covers: '1 Jan 2025 to 23 Nov 2026',
  columns: [{ label: 'Date' }, { label: 'Activity' }, { label: 'Reference' }, { label: 'Balance', align: 'end' }],
  rows: Array.from({ length: count }, (_, i) => ['1 Jan 2025', 'Invoice', `HPM-${String(i + 1).padStart(4, '0')}`, '$1.00']),
  emptyMessage: 'No activity in this range.',
  totals: [{ label: 'Closing balance', value: '$1.00', strong: true }],
  fileName: 'statement',
});

/** The reference of each line drawn. Queries by role over thousands of rows are what makes this test
 * slow on a busy machine: the table is found once per test, and `hidden: true` skips each row's
 * accessibility check (a computed style per row and ancestor; no row of the statement is hidden). */
const linesTable = () => within(screen.getByRole('region', { name: 'Statement lines' })).getByRole('table');
const drawn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

describe('StatementDocument', () => {
  it('draws a short statement whole', () => {
    render(<StatementDocument doc={docOf(VIRTUAL_FROM - 1)} />);
    const table = linesTable();
    expect(drawn(table)).toHaveLength(VIRTUAL_FROM - 1);
    expect(table).not.toHaveAttribute('aria-rowcount');
  });

  it('draws the lines in view of a long statement, and every line while printing', () => {
    // jsdom lays nothing out: 34 px lines, as a browser would measure them.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(34);
    render(<StatementDocument doc={docOf(2000)} />);
    const table = linesTable();
    const inView = drawn(table);
    expect(inView.length).toBeGreaterThan(10);
    expect(inView.length).toBeLessThan(100);
    expect(inView[0]).toBe('HPM-0001');
    expect(table).toHaveAttribute('aria-rowcount', '2001');

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const printed = drawn(table);
    expect(printed).toHaveLength(2000);
    expect(printed.at(-1)).toBe('HPM-2000');
    expect(table).not.toHaveAttribute('aria-rowcount');

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(drawn(table).length).toBeLessThan(100);
  });
});

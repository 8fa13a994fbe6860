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

const drawn = () =>
  within(screen.getByRole('region', { name: 'Statement lines' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2]?.textContent);

describe('StatementDocument', () => {
  it('draws a short statement whole', () => {
    render(<StatementDocument doc={docOf(VIRTUAL_FROM - 1)} />);
    expect(drawn()).toHaveLength(VIRTUAL_FROM - 1);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('draws the lines in view of a long statement, and every line while printing', () => {
    // jsdom lays nothing out: 34 px lines, as a browser would measure them.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(34);
    render(<StatementDocument doc={docOf(2000)} />);
    const inView = drawn();
    expect(inView.length).toBeGreaterThan(10);
    expect(inView.length).toBeLessThan(100);
    expect(inView[0]).toBe('HPM-0001');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const printed = drawn();
    expect(printed).toHaveLength(2000);
    expect(printed.at(-1)).toBe('HPM-2000');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(drawn().length).toBeLessThan(100);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { emulateViewportWidth } from '@/testing/viewport';
import { useVirtualRows } from './use-virtual-rows';

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', rowHeader: true },
  { id: 'id', header: 'Number' },
];
const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

function Table({ rows }: { rows: Row[] }) {
  const virtualRows = useVirtualRows({ rows, rowKey: (row) => row.id, estimateRowHeight: 40 });
  return <DataTable {...virtualRows} caption="Rows" columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

/** jsdom lays nothing out: a 400 px view and 40 px rows, as a browser would measure them. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
}

const drawnNames = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('useVirtualRows', () => {
  it('draws a short list whole, as a plain table', () => {
    render(<Table rows={rowsOf(20)} />);
    expect(drawnNames()).toHaveLength(20);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('draws only the rows in view of a long list, keeping its size for screen readers', () => {
    layOut();
    render(<Table rows={rowsOf(10_000)} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const names = drawnNames();
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(40);
    expect(names[0]).toBe('Row 1');
    const firstRow = screen.getByRole('rowheader', { name: 'Row 1' }).closest('tr')!;
    expect(firstRow).toHaveAttribute('aria-rowindex', '2');
    // The spacers are hidden from assistive technology.
    for (const spacer of table.querySelectorAll('tr.ui-table__spacer')) expect(spacer).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the rows further down after a scroll, with their true positions', () => {
    layOut();
    render(<Table rows={rowsOf(10_000)} />);
    const scroller = screen.getByRole('region', { name: 'Rows' });
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 40 * 5000 });
    act(() => {
      fireEvent.scroll(scroller);
    });
    const row = screen.getByRole('rowheader', { name: 'Row 5001' }).closest('tr')!;
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(drawnNames()).not.toContain('Row 1');
  });
});

describe('useVirtualRows with cards', () => {
  const card = { title: 'name', facts: ['id'] };

  function Cards({ rows }: { rows: Row[] }) {
    const virtualRows = useVirtualRows({ rows, rowKey: (row) => row.id, estimateRowHeight: 40 });
    return <DataTable {...virtualRows} caption="Rows" columns={columns} card={card} rows={rows} rowKey={(row) => row.id} />;
  }

  it('draws only the cards in view, each saying its place in the whole list', () => {
    emulateViewportWidth(390);
    layOut();
    render(<Cards rows={rowsOf(10_000)} />);
    const list = screen.getByRole('list', { name: 'Rows' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.length).toBeLessThan(40);
    expect(cards[0]).toHaveTextContent('Row 1');
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '10000');
    for (const spacer of list.querySelectorAll('li.ui-cards__spacer')) expect(spacer).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the cards further down after a scroll, in a scroll region named by the caption', () => {
    emulateViewportWidth(390);
    layOut();
    render(<Cards rows={rowsOf(10_000)} />);
    const scroller = screen.getByRole('region', { name: 'Rows' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 40 * 5000 });
    act(() => {
      fireEvent.scroll(scroller);
    });
    const card = screen.getByText('Row 5001').closest('li')!;
    expect(card).toHaveAttribute('aria-posinset', '5001');
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
  });
});

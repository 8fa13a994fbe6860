// DataTable's card layout. jsdom lays nothing out, so the table's width is the viewport's
// (emulateViewportWidth); the browser tests prove the layout itself.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { emulateViewportWidth } from '@/testing/viewport';
import { DataTable, type DataTableCard, type DataTableColumn } from './data-table';
import { sortRows, type SortDescriptor } from './sort-rows';

interface Invoice {
  id: number;
  number: string;
  client: string;
  business: string;
  balance: string;
  due: string;
}

const invoices: Invoice[] = [
  { id: 1, number: 'RENO-0041', client: 'Sophie Turner', business: 'Kiwi Home Renovations Ltd', balance: '$2,127.50', due: '27 Nov 2026' },
  { id: 2, number: 'RENO-0039', client: 'Ben Walker', business: 'Kiwi Home Renovations Ltd', balance: '$3,981.88', due: '7 Nov 2026' },
  { id: 3, number: 'SLR-0005', client: 'Hannah Kim', business: 'Southern Lakes Rentals', balance: '', due: '12 Nov 2026' },
];

const columns: DataTableColumn<Invoice>[] = [
  { id: 'number', header: 'Number', sortable: true, rowHeader: true, cell: (row) => <Link to={`/invoices/${row.id}`}>{row.number}</Link> },
  { id: 'client', header: 'Client', sortable: true },
  { id: 'business', header: 'Business' },
  { id: 'balance', header: 'Balance', align: 'end', sortable: true },
  { id: 'due', header: 'Due', nowrap: true },
  { id: 'actions', header: 'Actions', cell: (row) => <button type="button">Void {row.number}</button> },
];

const card: DataTableCard = { title: 'number', facts: ['client', 'balance', 'due'], actions: 'actions' };

function Invoices({ rows = invoices, loading = false }: { rows?: Invoice[]; loading?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const sorted = sortRows(rows, sort, (row, column) =>
    column === 'client' ? row.client : column === 'balance' ? row.balance : row.number,
  );
  return (
    <MemoryRouter>
      <DataTable
        caption="Invoices"
        columns={columns}
        rows={sorted}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={setSort}
        card={card}
        cardsBelow="40rem"
        loading={loading}
        emptyMessage="No invoices yet."
        rowProps={(row) => (row.id === 2 ? { 'aria-current': 'true' } : {})}
      />
    </MemoryRouter>
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');

describe('DataTable as cards', () => {
  it('stays a table where the table fits', () => {
    emulateViewportWidth(1024);
    render(<Invoices />);
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('draws each row as a card in a list named by the caption, with its title, labelled facts and actions', () => {
    emulateViewportWidth(390);
    render(<Invoices />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    const first = cards()[0]!;
    expect(within(first).getByRole('link', { name: 'RENO-0041' })).toHaveAttribute('href', '/invoices/1');
    // Each fact is a term and its description; the business is left to the invoice's own page.
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const details = within(first)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    expect(terms).toEqual(['Client', 'Balance', 'Due']);
    expect(details).toEqual(['Sophie Turner', '$2,127.50', '27 Nov 2026']);
    expect(first).not.toHaveTextContent('Kiwi Home Renovations Ltd');
    expect(within(first).getByRole('button', { name: 'Void RENO-0041' })).toBeInTheDocument();
  });

  it('leaves out a fact with nothing to say, and passes the row attributes to the card', () => {
    emulateViewportWidth(390);
    render(<Invoices />);
    const [, second, third] = cards();
    expect(
      within(third!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Client', 'Due']);
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('sorts with a select of the sortable columns in both directions, since there are no headers', async () => {
    emulateViewportWidth(390);
    const user = userEvent.setup();
    render(<Invoices />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Default order',
      'Number (ascending)',
      'Number (descending)',
      'Client (ascending)',
      'Client (descending)',
      'Balance (ascending)',
      'Balance (descending)',
    ]);
    await user.selectOptions(select, 'Client (ascending)');
    expect(cards().map((item) => within(item).getByRole('link').textContent)).toEqual(['RENO-0039', 'SLR-0005', 'RENO-0041']);
    expect(select).toHaveDisplayValue('Client (ascending)');
    // Once an order is chosen, "Default order" is no longer offered (as with the headers).
    expect(within(select).queryByRole('option', { name: 'Default order' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Client (descending)');
    expect(cards().map((item) => within(item).getByRole('link').textContent)).toEqual(['RENO-0041', 'SLR-0005', 'RENO-0039']);
  });

  it('says when it is loading and when there is nothing to show', () => {
    emulateViewportWidth(390);
    const { rerender } = render(<Invoices rows={[]} loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<Invoices rows={[]} />);
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

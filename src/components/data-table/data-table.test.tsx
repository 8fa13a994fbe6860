import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { sortRows, type SortDescriptor } from './sort-rows';

interface User {
  id: number;
  username: string;
  email: string;
  roles: string[];
}

const users: User[] = [
  { id: 1, username: 'mere', email: 'mere@example.nz', roles: ['USER'] },
  { id: 2, username: 'admin', email: 'admin@example.nz', roles: ['ADMIN', 'USER'] },
  { id: 3, username: 'user', email: 'user@example.nz', roles: ['USER'] },
];

const columns: DataTableColumn<User>[] = [
  { id: 'username', header: 'Username', sortable: true, rowHeader: true },
  { id: 'email', header: 'Email', sortable: true },
  { id: 'roles', header: 'Roles' },
  { id: 'actions', header: 'Actions', cell: (user) => <button type="button">Edit {user.username}</button> },
];

function SortableUsers() {
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const rows = sortRows(users, sort, (user, column) => (column === 'email' ? user.email : user.username));
  return <DataTable caption="Users" columns={columns} rows={rows} rowKey={(user) => user.id} sort={sort} onSortChange={setSort} />;
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

describe('DataTable', () => {
  it('draws a captioned table with a row header and default cells', () => {
    render(<SortableUsers />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Email', 'Roles', 'Actions']);
    expect(screen.getByRole('rowheader', { name: 'mere' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ADMIN, USER' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit user' })).toBeInTheDocument();
    // The scroll container is reachable by keyboard and named by the caption.
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts by a header button and reports the order with aria-sort', async () => {
    const user = userEvent.setup();
    render(<SortableUsers />);
    const header = () => screen.getByRole('columnheader', { name: 'Username' });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Roles' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Username' }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['admin', 'mere', 'user']);

    await user.click(screen.getByRole('button', { name: 'Username' }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['user', 'mere', 'admin']);

    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows a loading state while the first rows load', () => {
    render(<DataTable caption="Users" columns={columns} rows={[]} rowKey={(u) => u.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Loading...' })).toHaveAttribute('colspan', '4');
  });

  it('keeps showing rows while they refresh', () => {
    render(<DataTable caption="Users" columns={columns} rows={users} rowKey={(u) => u.id} loading />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
  });

  it('says so when there is nothing to show', () => {
    render(<DataTable caption="Users" columns={columns} rows={[]} rowKey={(u) => u.id} emptyMessage="No users match ‘zed’." />);
    expect(screen.getByRole('cell', { name: 'No users match ‘zed’.' })).toBeInTheDocument();
  });

  it('lets the caller draw only some rows (virtualisation) and tells the real row count', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i, username: `user${i}`, email: `u${i}@example.nz`, roles: ['USER'] }));
    const renderRows = vi.fn((rows: readonly User[], renderRow: (row: User, index: number) => React.ReactNode) => (
      <>
        <tr aria-hidden="true" style={{ height: 500 }} />
        {rows.slice(10, 15).map((row, offset) => renderRow(row, 10 + offset))}
      </>
    ));
    render(<DataTable caption="Users" columns={columns} rows={many} rowKey={(u) => u.id} renderRows={renderRows} maxHeight="20rem" />);
    expect(renderRows).toHaveBeenCalled();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
    const drawn = bodyRows();
    expect(drawn).toHaveLength(5);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '12');
    expect(within(drawn[0]!).getByRole('rowheader')).toHaveTextContent('user10');
    expect(screen.getByRole('region', { name: 'Users' })).toHaveStyle({ maxHeight: '20rem' });
  });

  it('can hide the caption visually and keep it for screen readers', () => {
    render(<DataTable caption="Users" captionHidden columns={columns} rows={users} rowKey={(u) => u.id} />);
    expect(screen.getByText('Users', { selector: 'caption' })).toHaveClass('visually-hidden');
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
  });
});

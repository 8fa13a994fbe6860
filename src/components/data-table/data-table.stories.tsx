import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { viewportGlobals } from '@/testing/story-viewports';
import { Button } from '../button/button';
import { DataTable, type DataTableCard, type DataTableColumn } from './data-table';
import { sortRows, type SortDescriptor } from './sort-rows';
import { useVirtualRows } from './use-virtual-rows';

interface UserRow {
  id: number;
  username: string;
  email: string;
  roles: string[];
}

const users: UserRow[] = [
  { id: 1, username: 'admin', email: 'admin@invoicing.example.nz', roles: ['ADMIN', 'USER'] },
  { id: 2, username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'] },
  { id: 3, username: 'mere', email: 'mere@invoicing.example.nz', roles: ['USER'] },
];

const columns: DataTableColumn<UserRow>[] = [
  { id: 'username', header: 'Username', sortable: true, rowHeader: true },
  { id: 'email', header: 'Email', sortable: true },
  { id: 'roles', header: 'Roles', cell: (user) => user.roles.join(' | ') },
  {
    id: 'actions',
    header: 'Actions',
    cell: (user) => (
      <span style={{ display: 'inline-flex', gap: '0.5rem' }}>
        <Button size="small" variant="secondary" aria-label={`Edit ${user.username}`}>
          Edit
        </Button>
        <Button size="small" variant="danger" aria-label={`Delete ${user.username}`}>
          Delete
        </Button>
      </span>
    ),
  },
];

/** On a phone: the username, then the email and roles, labelled, and the buttons. */
const card: DataTableCard = { title: 'username', facts: ['email', 'roles'], actions: 'actions' };

interface DemoProps {
  rows?: UserRow[];
  loading?: boolean;
}

function UsersTable({ rows = users, loading = false }: DemoProps) {
  const [sort, setSort] = useState<SortDescriptor | null>({ column: 'username', direction: 'ascending' });
  const sorted = sortRows(rows, sort, (row, column) => (column === 'email' ? row.email : row.username));
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={sorted}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      loading={loading}
      emptyMessage="No users match your search."
      card={card}
    />
  );
}

const meta = {
  title: 'Components/Data table',
  component: UsersTable,
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['admin', 'mere', 'user']);
    await expect(within(rows[0]!).getByRole('cell', { name: 'ADMIN | USER' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getByRole('button', { name: 'Edit mere' })).toBeInTheDocument();
  },
};

export const FocusOnSortableHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Email' }));
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('button', { name: 'Email' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('cell')).toHaveTextContent(/^Loading\.\.\.$/);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(within(table).getByRole('cell')).toHaveTextContent(/^No users match your search\.$/);
  },
};

const ROW_HEIGHT = 41;
const many: UserRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  username: `user${String(i + 1).padStart(5, '0')}`,
  email: `user${i + 1}@example.nz`,
  roles: i % 50 === 0 ? ['ADMIN', 'USER'] : ['USER'],
}));

/** Only the rows in view are drawn (a hand-rolled window; a screen would use @tanstack/react-virtual). */
function Windowed() {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    if (!scroller) return;
    const onScroll = () => setScrollTop(scroller.scrollTop);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller]);
  const viewport = 400;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - 5);
  const last = Math.min(many.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + 5);
  return (
    <DataTable
      caption="10,000 users"
      columns={columns}
      rows={many}
      rowKey={(row) => row.id}
      maxHeight={`${viewport}px`}
      scrollRef={setScroller}
      renderRows={(rows, renderRow, renderSpacer) => (
        <>
          {renderSpacer('before', first * ROW_HEIGHT)}
          {rows.slice(first, last).map((row, offset) => renderRow(row, first + offset, { style: { height: ROW_HEIGHT } }))}
          {renderSpacer('after', (rows.length - last) * ROW_HEIGHT)}
        </>
      )}
    />
  );
}

export const VirtualisedRows: Story = {
  render: () => <Windowed />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** On a phone (390 px) each row is a card; a select above the cards sorts them. */
export const Cards: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Users' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => within(card).getByText(/^\w+$/, { selector: 'p' }).textContent),
    ).toEqual(['admin', 'mere', 'user']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Username (descending)');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^user/);
  },
};

export const CardsLoading: Story = {
  args: { rows: [], loading: true },
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument();
  },
};

/** 10,000 users as cards: only the cards in view are drawn, each saying its place in the list. */
function VirtualCards() {
  const virtualRows = useVirtualRows({ rows: many, rowKey: (row) => row.id });
  return <DataTable {...virtualRows} caption="10,000 users" columns={columns} rows={many} rowKey={(row) => row.id} card={card} />;
}

export const VirtualisedCards: Story = {
  globals: viewportGlobals('phone'),
  render: () => <VirtualCards />,
  play: async ({ canvasElement }) => {
    // jsdom lays nothing out, so it draws no cards; a browser draws the few in view.
    const items = within(within(canvasElement).getByRole('list', { name: '10,000 users' })).queryAllByRole('listitem');
    await expect(items.length).toBeLessThan(40);
    for (const item of items) await expect(item).toHaveAttribute('aria-setsize', '10000');
  },
};

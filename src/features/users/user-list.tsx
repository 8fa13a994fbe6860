// The users table of User Management: 'Search user...' filters by username (case-insensitive
// substring), Username and Email sort, Edit and Delete per row. Long lists are virtualised.
import { useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { User } from '@/api/types';
import { useDeleteUser, useUsers } from '@/api/users';
import { Button } from '@/components/button/button';
import { DataTable, type DataTableCard, type DataTableColumn } from '@/components/data-table/data-table';
import { sortRows, type SortDescriptor } from '@/components/data-table/sort-rows';
import { useVirtualRows } from '@/components/data-table/use-virtual-rows';
import { useConfirm } from '@/components/dialog/use-confirm';
import { ListFilter } from '@/components/list-filter/list-filter';
import { LoadError } from '@/components/load-error/load-error';
import { StatusMessage } from '@/components/status-message/status-message';

const FETCH_FAILED = 'Failed to fetch users';
const DELETE_QUESTION = 'Are you sure to delete?';
const OWN_ACCOUNT = 'You cannot delete your own account.';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export interface UserListProps {
  /** The signed-in admin's username: their own row cannot be deleted. */
  currentUsername: string | null;
  editingId: number | null;
  onEdit: (user: User) => void;
  onDeleted: (user: User) => void;
}

/** The table needs about 36rem with its words whole; with less room, each user is a card. */
const CARD: DataTableCard = { title: 'username', facts: ['email', 'roles'], actions: 'actions' };
const CARDS_BELOW = '36rem';

const sortValue = (user: User, column: string) => (column === 'email' ? user.email : user.username);

export function UserList({ currentUsername, editingId, onEdit, onDeleted }: UserListProps) {
  const users = useUsers();
  const remove = useDeleteUser();
  const { confirm, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDescriptor | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const ownAccountNoteId = useId();
  const searchBox = useRef<HTMLInputElement>(null);

  const all = users.data;
  const sorted = useMemo(() => (all ? sortRows(all, sort, sortValue) : []), [all, sort]);
  // Lower-cased usernames, once per list, so each keystroke only compares.
  const usernames = useMemo(() => sorted.map((user) => user.username.toLowerCase()), [sorted]);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () => (needle === '' ? sorted : sorted.filter((_, index) => usernames[index]?.includes(needle))),
    [sorted, usernames, needle],
  );
  const virtualRows = useVirtualRows({ rows: shown, rowKey: (user) => user.id });

  const askToDelete = async (user: User) => {
    const confirmed = await confirm({
      title: DELETE_QUESTION,
      detail: `The account ${user.username} (${user.email}) will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    setNotice(null);
    setDeletingId(user.id);
    remove.mutate(user.id, {
      onSuccess: () => {
        setNotice({ tone: 'success', text: `User ${user.username} deleted.` });
        onDeleted(user);
        // The row and its button are gone: carry on from the search box rather than the page's top.
        searchBox.current?.focus();
      },
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, 'The user could not be deleted.') }),
      onSettled: () => setDeletingId(null),
    });
  };

  const columns: DataTableColumn<User>[] = [
    { id: 'username', header: 'Username', sortable: true, rowHeader: true },
    { id: 'email', header: 'Email', sortable: true },
    { id: 'roles', header: 'Roles', cell: (user) => user.roles.join(', ') },
    {
      id: 'actions',
      header: 'Actions',
      width: '15rem',
      cell: (user) => {
        const own = user.username === currentUsername;
        return (
          <div className="users-actions">
            <Button size="small" variant="secondary" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
              Edit
            </Button>
            {own ? (
              <>
                {/* Focusable, so the reason can be read; it does nothing. */}
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Delete ${user.username}`}
                  aria-disabled="true"
                  aria-describedby={ownAccountNoteId}
                >
                  Delete
                </Button>
                <span id={ownAccountNoteId} className="users-own-note">
                  {OWN_ACCOUNT}
                </span>
              </>
            ) : (
              <Button
                size="small"
                variant="danger"
                aria-label={`Delete ${user.username}`}
                busy={deletingId === user.id}
                onClick={() => void askToDelete(user)}
              >
                Delete
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  if (users.isError && !all) {
    return <LoadError message={FETCH_FAILED} retrying={users.isFetching} onRetry={() => void users.refetch()} />;
  }

  return (
    <div className="users-list">
      <ListFilter
        ref={searchBox}
        label="Search by username"
        placeholder="Search user..."
        value={search}
        onChange={setSearch}
        total={all?.length}
        shown={shown.length}
        noun="users"
      />
      <StatusMessage tone={notice?.tone ?? 'info'}>{notice?.text ?? null}</StatusMessage>
      <DataTable
        {...virtualRows}
        caption="Users"
        captionHidden
        columns={columns}
        card={CARD}
        cardsBelow={CARDS_BELOW}
        rows={shown}
        rowKey={(user) => user.id}
        sort={sort}
        onSortChange={setSort}
        loading={users.isPending}
        emptyMessage={needle === '' ? 'No users yet.' : `No username contains “${search.trim()}”.`}
        rowProps={(user) => (user.id === editingId ? { 'aria-current': 'true', className: 'users-row--editing' } : {})}
      />
      {dialog}
    </div>
  );
}

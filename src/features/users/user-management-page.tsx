// User Management (/admin/users, docs/product.md#user-management): a form in create or edit mode, the
// searchable users table and Export CSV. The screen checks the token and the ADMIN role itself.
import { useId, useState } from 'react';
import type { User } from '@/api/types';
import { useUsers } from '@/api/users';
import { useResumedEdit } from '@/components/form/use-resumed-edit';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { ROLES } from '@/config/constants';
import { RequireRole } from '@/features/session/require-role';
import { useAuth } from '@/features/session/use-auth';
import { ExportUsersButton } from './export-users-button';
import { UserForm, type SaveOutcome } from './user-form';
import { UserList } from './user-list';
import '@/components/form/form-layout.css';
import './users.css';

const CREATED = 'User created';
const UPDATED = 'User updated';

type Notice = { tone: 'success' | 'error'; text: string } | null;

function UserManagement() {
  const { username } = useAuth();
  const [chosen, setEditing] = useState<User | null>(null);
  // After a reload or a sign-in, back to the user whose changes were kept in this browser.
  const users = useUsers();
  const { resumed, done: resumeDone } = useResumedEdit('user', username, users.data);
  const editing = chosen ?? resumed;
  // A new form (create mode, roles ['USER']) after each save or Cancel.
  const [formVersion, setFormVersion] = useState(0);
  const [focusForm, setFocusForm] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const formHeadingId = useId();
  const listHeadingId = useId();

  const startCreate = () => {
    resumeDone();
    setEditing(null);
    setFormVersion((version) => version + 1);
    setFocusForm(true);
  };

  const onOutcome = (outcome: SaveOutcome) => {
    if (outcome.kind === 'failed') {
      setNotice({ tone: 'error', text: outcome.message });
      return;
    }
    setNotice({ tone: 'success', text: outcome.kind === 'created' ? CREATED : UPDATED });
    startCreate();
  };

  return (
    <Page title="User Management" actions={<ExportUsersButton />}>
      <div className="users-layout">
        <section className="ui-card users-form-card" aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className="users-heading">
            {editing ? `Edit user ${editing.username}` : 'Create a user'}
          </h2>
          <UserForm
            key={`${editing?.id ?? 'new'}-${formVersion}`}
            editing={editing}
            focusOnMount={focusForm}
            onSaveStart={() => setNotice(null)}
            onOutcome={onOutcome}
            onCancel={() => {
              setNotice(null);
              startCreate();
            }}
          />
          <StatusMessage tone={notice?.tone ?? 'info'} className="users-form-notice">
            {notice?.text ?? null}
          </StatusMessage>
        </section>
        <section aria-labelledby={listHeadingId} className="users-list-section">
          <h2 id={listHeadingId} className="users-heading">
            Users
          </h2>
          <UserList
            currentUsername={username}
            editingId={editing?.id ?? null}
            onEdit={(user) => {
              resumeDone();
              setNotice(null);
              setEditing(user);
              setFocusForm(true);
            }}
            onDeleted={(user) => {
              if (editing?.id === user.id) startCreate();
            }}
          />
        </section>
      </div>
    </Page>
  );
}

export function UserManagementPage() {
  return (
    <RequireRole role={ROLES.admin}>
      <UserManagement />
    </RequireRole>
  );
}

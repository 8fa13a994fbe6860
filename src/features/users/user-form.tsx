// The User Management form (docs/product.md#user-management): create mode by default, edit mode with the
// user's data and a blank password (blank = unchanged, so it is not sent). The parent remounts it
// (a new `key`) to return to create mode with roles ['USER'] after a save or Cancel.
import { useEffect, useRef } from 'react';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import type { User, UserCreateRequest, UserUpdateRequest } from '@/api/types';
import { useCreateUser, useRoles, useUpdateUser } from '@/api/users';
import { Button } from '@/components/button/button';
import { CheckboxGroup } from '@/components/checkbox-group/checkbox-group';
import { AccountField } from '@/components/field/account-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { useKeptValues } from '@/components/form/use-kept-values';
import { StatusMessage } from '@/components/status-message/status-message';
import { fieldBinder } from '@/components/form/bind-field';
import { DEFAULT_ROLE, ROLES } from '@/config/constants';
import { userCreateRequest, userUpdateRequest } from '@/lib/requests/account';
import { useAuth } from '@/features/session/use-auth';

const ROLES_FAILED = 'Failed to load roles';
const PASSWORD_NOT_KEPT = 'Passwords are never kept: type the password again.';
/** Offered while the role list loads or when it cannot be loaded. */
const FALLBACK_ROLES = [ROLES.user, ROLES.admin];

type Field = 'username' | 'email' | 'password' | 'roles';
type Errors = Partial<Record<Field, string>>;

export type SaveOutcome = { kind: 'created' | 'updated'; user: User } | { kind: 'failed'; message: string };

export interface UserFormProps {
  /** The user being edited; null in create mode. */
  editing: User | null;
  /** Move focus to the first field when shown (after Edit, a save or Cancel). */
  focusOnMount?: boolean;
  onSaveStart: () => void;
  onOutcome: (outcome: SaveOutcome) => void;
  onCancel: () => void;
}

/** The request's rules, and the form's own: an empty list would quietly make a USER (openapi.yaml). */
function validate(request: UserCreateRequest | UserUpdateRequest, creating: boolean): Errors {
  const errors: Errors = requestErrors(creating ? userCreateRequest : userUpdateRequest, request);
  if (request.roles?.length === 0) errors.roles ??= 'Choose at least one role';
  return errors;
}

export function UserForm({ editing, focusOnMount = false, onSaveStart, onOutcome, onCancel }: UserFormProps) {
  const creating = editing === null;
  const roles = useRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const { username } = useAuth();
  const { values, set, kept } = useKeptValues(
    {
      username: editing?.username ?? '',
      email: editing?.email ?? '',
      password: '',
      roles: editing ? [...editing.roles] : [DEFAULT_ROLE],
    },
    {
      kind: 'user',
      owner: username,
      id: editing?.id,
      label: editing ? `user ${editing.username}` : 'a new user',
      secret: ['password'],
      note: PASSWORD_NOT_KEPT,
      headingLevel: 3,
    },
  );
  const { form, errors, pending, submit } = useFormSubmit<Field>();
  const bind = fieldBinder(values, errors, set);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) firstField.current?.focus();
  }, [focusOnMount]);

  const roleNames = roles.data ?? FALLBACK_ROLES;
  // A role the user has but the list lacks stays visible, so saving never drops it unseen.
  const roleOptions = [...new Set([...roleNames, ...values.roles])].map((role) => ({ value: role, label: role }));

  const base = { username: values.username.trim(), email: values.email.trim(), roles: values.roles };
  const createRequest: UserCreateRequest = { ...base, password: values.password };
  const updateRequest: UserUpdateRequest = { ...base, ...(values.password !== '' ? { password: values.password } : {}) };
  const onSubmit = submit({
    validate: () => validate(creating ? createRequest : updateRequest, creating),
    send: () => {
      onSaveStart();
      return editing === null ? create.mutateAsync(createRequest) : update.mutateAsync({ id: editing.id, request: updateRequest });
    },
    kept,
    onSuccess: (user) => onOutcome({ kind: creating ? 'created' : 'updated', user }),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, creating ? 'The user could not be created.' : 'The user could not be updated.'),
    onFailure: (message) => onOutcome({ kind: 'failed', message }),
  });

  return (
    <KeptWorkForm kept={kept} ref={form} className="ui-form" noValidate onSubmit={onSubmit}>
      {/* Another person's account: the browser fills in none of the admin's own details. */}
      <AccountField kind="username" ref={firstField} autoComplete="off" required {...bind('username')} />
      <AccountField kind="email" autoComplete="off" required {...bind('email')} />
      <AccountField
        kind="new-password"
        required={creating}
        placeholder={creating ? undefined : 'Leave blank to keep current password'}
        hint={creating ? undefined : 'Leave blank to keep the current password.'}
        {...bind('password')}
      />
      <CheckboxGroup
        legend="Roles"
        name="roles"
        inline
        options={roleOptions}
        value={values.roles}
        error={errors.roles}
        onChange={(next) => set('roles', next)}
      />
      <StatusMessage tone="error">{roles.isError ? ROLES_FAILED : null}</StatusMessage>
      {roles.isError ? (
        <div>
          <Button size="small" variant="secondary" busy={roles.isFetching} onClick={() => void roles.refetch()}>
            Try loading the roles again
          </Button>
        </div>
      ) : null}
      <div className="ui-form__actions">
        <Button type="submit" busy={pending}>
          {creating ? 'Create' : 'Update'}
        </Button>
        <Button variant="secondary" onClick={kept.discardAnd(onCancel)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </KeptWorkForm>
  );
}

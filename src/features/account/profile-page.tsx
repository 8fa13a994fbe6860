// My Profile (docs/product.md#my-profile): email and password are editable; the password is sent only when
// filled. 'Loading...' until the profile arrives.
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import type { User } from '@/api/types';
import { useCurrentUser, useUpdateUser } from '@/api/users';
import { Button } from '@/components/button/button';
import { AccountField } from '@/components/field/account-field';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { KeptWorkForm } from '@/components/form/kept-work-form';
import { useKeptValues } from '@/components/form/use-kept-values';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { userUpdateRequest } from '@/lib/requests/account';
import { useAuth } from '@/features/session/use-auth';
import '@/components/form/form-layout.css';
import { fieldBinder } from '@/components/form/bind-field';
import './account.css';

const SAVED = 'Profile updated successfully.';
const SAVE_FAILED = 'Error updating profile.';
const PASSWORD_NOT_KEPT = 'A new password is never kept: type it again if you were changing it.';

type Outcome = { kind: 'saved' } | { kind: 'failed'; detail: string | null };

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'saved') return <p>{SAVED}</p>;
  return (
    <>
      <p>{SAVE_FAILED}</p>
      {outcome.detail ? <p>{outcome.detail}</p> : null}
    </>
  );
}

function ProfileForm({ profile }: { profile: User }) {
  const { username } = useAuth();
  const update = useUpdateUser();
  const { values, set, kept } = useKeptValues(
    { email: profile.email, password: '' },
    { kind: 'profile', owner: username, id: profile.id, label: 'your profile', secret: ['password'], note: PASSWORD_NOT_KEPT },
  );
  const { form, errors, message: outcome, setMessage: setOutcome, pending, submit } = useFormSubmit<'email' | 'password', Outcome>();
  const bind = fieldBinder(values, errors, set);

  const request = { email: values.email.trim(), ...(values.password !== '' ? { password: values.password } : {}) };
  const onSubmit = submit({
    validate: () => requestErrors(userUpdateRequest, request),
    send: () => update.mutateAsync({ id: profile.id, request }),
    kept,
    onSuccess: () => {
      set('password', '');
      setOutcome({ kind: 'saved' });
    },
    fieldErrors: fieldErrorsFrom,
    // The server's reason, when it gave one beyond the spec's message (e.g. an email in use).
    failure: (error) => ({ kind: 'failed', detail: errorMessage(error, '') || null }),
  });

  return (
    <KeptWorkForm kept={kept} ref={form} className="ui-form" noValidate onSubmit={onSubmit}>
      <TextField label="Username" name="username" autoComplete="username" readOnly value={profile.username} />
      <AccountField kind="email" required {...bind('email')} />
      <AccountField
        kind="new-password"
        label="New Password"
        name="new-password"
        placeholder="Leave blank to keep current password"
        {...bind('password')}
      />
      <TextField label="Roles" name="roles" readOnly value={profile.roles.join(', ')} />
      <StatusMessage tone={outcome?.kind === 'saved' ? 'success' : 'error'}>
        {outcome ? <OutcomeText outcome={outcome} /> : null}
      </StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" busy={pending}>
          Save Changes
        </Button>
      </div>
    </KeptWorkForm>
  );
}

export function ProfilePage() {
  const profile = useCurrentUser();
  let content;
  if (profile.data) {
    content = <ProfileForm profile={profile.data} />;
  } else if (profile.isError) {
    content = (
      <LoadError
        message="Your profile could not be loaded."
        detail={errorMessage(profile.error, 'Please try again.')}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    content = <p role="status">Loading...</p>;
  }

  return (
    <Page title="My Profile" width="narrow">
      <div className="ui-card">{content}</div>
    </Page>
  );
}

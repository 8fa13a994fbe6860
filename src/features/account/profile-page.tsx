// My Profile (docs/product.md#my-profile): email and password are editable; the password is sent only when
// filled. 'Loading...' until the profile arrives.
import { useRef, useState, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import type { User } from '@/api/types';
import { useCurrentUser, useUpdateUser } from '@/api/users';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { focusFirstInvalid } from '@/components/form/focus-first-invalid';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { ACCOUNT_LIMITS } from '@/config/constants';
import { requiredEmailProblem } from '@/lib/validation';
import '@/components/form/form-layout.css';
import './account.css';

const SAVED = 'Profile updated successfully.';
const SAVE_FAILED = 'Error updating profile.';

type ProfileErrors = Partial<Record<'email' | 'password', string>>;
type Outcome = { kind: 'saved' } | { kind: 'failed'; detail: string | null } | null;

function validate(email: string): ProfileErrors {
  const emailProblem = requiredEmailProblem(email);
  return emailProblem ? { email: emailProblem } : {};
}

function OutcomeText({ outcome }: { outcome: NonNullable<Outcome> }) {
  if (outcome.kind === 'saved') return <p>{SAVED}</p>;
  return (
    <>
      <p>{SAVE_FAILED}</p>
      {outcome.detail ? <p>{outcome.detail}</p> : null}
    </>
  );
}

function ProfileForm({ profile }: { profile: User }) {
  const update = useUpdateUser();
  const [email, setEmail] = useState(profile.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    flushSync(() => {
      setErrors(validate(email));
      setOutcome(null);
    });
    if (focusFirstInvalid(form.current)) return;
    update.mutate(
      { id: profile.id, request: { email: email.trim(), ...(password !== '' ? { password } : {}) } },
      {
        onSuccess: () => {
          setPassword('');
          setOutcome({ kind: 'saved' });
        },
        onError: (error) => {
          const fields = fieldErrorsFrom(error);
          // The server's reason, when it gave one beyond the spec's message (e.g. an email in use).
          const detail = errorMessage(error, '');
          flushSync(() => {
            setErrors({ ...(fields.email ? { email: fields.email } : {}), ...(fields.password ? { password: fields.password } : {}) });
            setOutcome({ kind: 'failed', detail: detail === '' ? null : detail });
          });
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="ui-form" noValidate onSubmit={onSubmit}>
      <TextField label="Username" name="username" autoComplete="username" readOnly value={profile.username} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        maxLength={ACCOUNT_LIMITS.emailLength}
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="New Password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        placeholder="Leave blank to keep current password"
        maxLength={ACCOUNT_LIMITS.passwordLength}
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField label="Roles" name="roles" readOnly value={profile.roles.join(', ')} />
      <StatusMessage tone={outcome?.kind === 'saved' ? 'success' : 'error'}>
        {outcome ? <OutcomeText outcome={outcome} /> : null}
      </StatusMessage>
      <div className="ui-form__actions">
        <Button type="submit" busy={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const profile = useCurrentUser();
  let content;
  if (profile.data) {
    content = <ProfileForm profile={profile.data} />;
  } else if (profile.isError) {
    content = (
      <div className="ui-form">
        <StatusMessage tone="error">
          <p>Your profile could not be loaded.</p>
          <p>{errorMessage(profile.error, 'Please try again.')}</p>
        </StatusMessage>
        <div className="ui-form__actions">
          <Button variant="secondary" busy={profile.isFetching} onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      </div>
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

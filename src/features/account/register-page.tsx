// Self-registration (docs/product.md#register-screen). Success: 'Registration successful! Redirecting to login...'
// and /login two seconds later. Failure: the server's message as text, or 'Registration failed'.
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '@/api/auth';
import { errorMessage, fieldErrorsFrom } from '@/api/errors';
import { useRoles } from '@/api/users';
import { Button } from '@/components/button/button';
import { AccountField } from '@/components/field/account-field';
import { fieldBinder } from '@/components/form/bind-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useKeptValues } from '@/components/form/use-kept-values';
import { Page } from '@/components/page/page';
import { SelectField } from '@/components/select/select-field';
import { StatusMessage } from '@/components/status-message/status-message';
import { DEFAULT_ROLE, REGISTER_REDIRECT_DELAY_MS, ROLES } from '@/config/constants';
import { paths } from '@/config/paths';
import { registerRequest } from '@/lib/requests/account';
import '@/components/form/form-layout.css';
import './account.css';

const REGISTERED_MESSAGE = 'Registration successful! Redirecting to login...';
const REGISTRATION_FAILED = 'Registration failed';
/** Offered when the server's role list does not answer. */
const FALLBACK_ROLES: readonly string[] = [ROLES.user, ROLES.admin];

type Field = 'username' | 'email' | 'password' | 'role';

export function RegisterPage() {
  const navigate = useNavigate();
  const mutation = useRegisterMutation();
  const roles = useRoles({ public: true });
  // Kept in this tab only (session storage), so a reload does not wipe a half-filled form; never the password.
  const { values, set, kept } = useKeptValues<Record<Field, string>>(
    { username: '', email: '', password: '', role: DEFAULT_ROLE },
    { kind: 'register', owner: null, label: 'the registration', secret: ['password'], restore: 'silent' },
  );
  const { username, email, password, role } = values;
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const { form, errors, message: failure, pending, submit } = useFormSubmit<Field>();
  const bind = fieldBinder(values, errors, set);

  const roleNames = roles.data && roles.data.length > 0 ? roles.data : FALLBACK_ROLES;
  const roleOptions = roleNames.map((name) => ({ value: name, label: name }));
  // A server list without USER still needs a valid choice.
  const selectedRole = roleNames.includes(role) ? role : (roleNames[0] ?? DEFAULT_ROLE);

  useEffect(() => {
    if (registeredAs === null) return;
    const timer = setTimeout(() => {
      void navigate(paths.login, { state: { username: registeredAs } });
    }, REGISTER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registeredAs, navigate]);

  const request = { username: username.trim(), email: email.trim(), password, role: selectedRole };
  const send = submit({
    validate: () => requestErrors(registerRequest, request),
    send: () => mutation.mutateAsync(request),
    kept,
    onSuccess: () => setRegisteredAs(request.username),
    fieldErrors: fieldErrorsFrom,
    failure: (error) => errorMessage(error, REGISTRATION_FAILED),
  });
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registeredAs === null) send();
  };

  return (
    <Page title="Register" documentTitle="Create an account" width="narrow">
      <div className="ui-card account-card">
        {kept.notice}
        <form ref={form} className="ui-form" noValidate onSubmit={onSubmit}>
          <AccountField kind="username" required {...bind('username')} />
          <AccountField kind="email" required {...bind('email')} />
          <AccountField kind="new-password" required {...bind('password')} />
          <SelectField
            label="Role"
            name="role"
            hint="USER creates and sends invoices. ADMIN also manages users, businesses and clients."
            options={roleOptions}
            value={selectedRole}
            error={errors.role}
            onChange={(e) => set('role', e.target.value)}
          />
          <StatusMessage tone={registeredAs !== null ? 'success' : 'error'}>
            {registeredAs !== null ? REGISTERED_MESSAGE : failure}
          </StatusMessage>
          <div className="ui-form__actions">
            <Button type="submit" busy={pending || registeredAs !== null} className="account-submit">
              Register
            </Button>
          </div>
        </form>
        <p className="account-alternative">
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </p>
      </div>
    </Page>
  );
}

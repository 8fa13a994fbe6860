// Sign in (docs/product.md#login-screen). On success, back to where the user was going (same-site paths only),
// else /dashboard, replacing the history entry.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '@/api/auth';
import { loggableFailure } from '@/api/errors';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { requestErrors } from '@/components/form/request-errors';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { Page } from '@/components/page/page';
import { StatusMessage } from '@/components/status-message/status-message';
import { paths } from '@/config/paths';
import { loginRequest } from '@/lib/requests/account';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useAuth } from '@/features/session/use-auth';
import '@/components/form/form-layout.css';
import './account.css';

const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

interface LoginLocationState {
  from?: unknown;
  reason?: unknown;
  /** Set by the registration screen, so the new username is already filled in. */
  username?: unknown;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { login, isAuthenticated, username: signedInAs } = useAuth();
  const mutation = useLoginMutation();
  const state = location.state as LoginLocationState | null;
  const [username, setUsername] = useState(typeof state?.username === 'string' ? state.username : '');
  const [password, setPassword] = useState('');
  const { form, errors, message: failure, pending, submit } = useFormSubmit<'username' | 'password'>();

  const from = state?.from;
  const missingRole = state?.reason === 'missing-role' && isAuthenticated;

  const request = { username, password };
  const onSubmit = submit({
    validate: () => requestErrors(loginRequest, request),
    send: () => mutation.mutateAsync(request),
    onSuccess: ({ token }) => {
      // Nothing cached for a previous account may show to this one.
      queryClient.removeQueries();
      login(token);
      void navigate(safeRedirectPath(from, paths.dashboard), { replace: true });
    },
    failure: (error) => {
      console.error('Login failed', loggableFailure(error));
      return LOGIN_FAILED_MESSAGE;
    },
  });

  return (
    <Page title="Sign in" width="narrow">
      <div className="ui-card account-card">
        {missingRole ? (
          <div className="account-notice" role="note">
            <p>
              The page you asked for needs a role that your account{signedInAs ? ` (${signedInAs})` : ''} does not have. Sign in with an
              account that has it, or <Link to={paths.dashboard}>go to your dashboard</Link>.
            </p>
          </div>
        ) : null}
        <form ref={form} className="ui-form" noValidate onSubmit={onSubmit}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <StatusMessage tone="error">{failure}</StatusMessage>
          <div className="ui-form__actions">
            <Button type="submit" busy={pending} className="account-submit">
              Login
            </Button>
          </div>
        </form>
        <p className="account-alternative">
          No account yet? <Link to={paths.register}>Register</Link>
        </p>
      </div>
    </Page>
  );
}

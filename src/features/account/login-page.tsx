// Sign in (SPEC section 2). On success, back to where the user was going (same-site paths only),
// else /dashboard, replacing the history entry.
import { useState, type SyntheticEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '@/api/auth';
import { paths } from '@/config/paths';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useAuth } from '@/features/session/use-auth';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.';

interface LoginLocationState {
  from?: unknown;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { login } = useAuth();
  const mutation = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);

  const from = (location.state as LoginLocationState | null)?.from;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFailed(false);
    mutation.mutate(
      { username, password },
      {
        onSuccess: ({ token }) => {
          login(token);
          void navigate(safeRedirectPath(from, paths.dashboard), { replace: true });
        },
        onError: (error) => {
          console.error('Login failed', error);
          setFailed(true);
        },
      },
    );
  };

  return (
    <main className="auth-page">
      <h1>Sign in</h1>
      <form onSubmit={onSubmit} aria-describedby={failed ? 'login-error' : undefined}>
        <label htmlFor="login-username">Username</label>
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="login-error" role="alert" className="auth-page__error">
          {failed ? LOGIN_FAILED_MESSAGE : ''}
        </p>
        <button type="submit" aria-disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing in…' : 'Login'}
        </button>
      </form>
      <p>
        No account yet? <Link to={paths.register}>Register</Link>
      </p>
    </main>
  );
}

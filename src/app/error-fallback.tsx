// Shown when a route throws while loading or rendering. Code that failed to load (a deploy, a
// dropped connection) is not the app's error: the page reloads once (code-load-failure.tsx).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CodeLoadFailure } from './code-load-failure';
import { isCodeLoadFailure } from './code-reload';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** `back`: the way on offered when a screen's code cannot be loaded (default: the home page). */
export function ErrorFallback({ back = { to: paths.home, label: 'Go to the home page' } }: { back?: { to: string; label: string } }) {
  const error = useRouteError();
  if (isCodeLoadFailure(error)) return <CodeLoadFailure back={back} />;
  return (
    <main className="error-fallback" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-fallback__message">{describe(error)}</p>
      <p>
        <a href={paths.home}>Go to the home page</a> or{' '}
        <button type="button" onClick={() => window.location.reload()}>
          reload
        </button>
        .
      </p>
    </main>
  );
}

// Shown when a route throws while loading or rendering.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export function ErrorFallback() {
  const error = useRouteError();
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

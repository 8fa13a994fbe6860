import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import './styles/tokens.css';
import './styles/base.css';

// VITE_API_MOCKING is replaced by a constant at build time, so a production build drops this
// branch and never contains the mock backend or its worker.
async function startMockBackendIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return;
  const { startMockBackend } = await import('../mocks/browser');
  await startMockBackend({ baseUrl: env.apiBaseUrl, coldStart: env.mockColdStart });
}

// The production index.html carries a prerendered landing page, which the landing route removes
// when it mounts. A host that answers every route with index.html (instead of app.html) sends it
// to other routes too: it goes at once there.
if (window.location.pathname !== '/') document.getElementById('landing-prerender')?.remove();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startMockBackendIfEnabled()
  .catch((error: unknown) => console.error('[mock backend] failed to start', error))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

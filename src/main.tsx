// The entry: the base styles, and a small script that starts the app when the page allows
// (src/app/after-landing-paint.ts). React, the router and the rest are a separate chunk
// (src/app/start.tsx) that app.html preloads and the landing page requests after its first paint.
import { afterLandingPaint } from './app/after-landing-paint';
import './styles/tokens.css';
import './styles/base.css';

// VITE_API_MOCKING is replaced by a constant at build time, so a production build drops this
// branch and never contains the mock backend or its worker.
async function startMockBackendIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return;
  const [{ startMockBackend }, { env }] = await Promise.all([import('../mocks/runtime/browser'), import('./config/env')]);
  await startMockBackend({ baseUrl: env.apiBaseUrl, coldStart: env.mockColdStart });
}

// The production index.html carries a prerendered landing page, which the landing route removes
// when it mounts. A host that answers every route with index.html (instead of app.html) sends it
// to other routes too: it goes at once there.
if (window.location.pathname !== '/') document.getElementById('landing-prerender')?.remove();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// On the landing page the route's own code is fetched beside the app's, not after it.
const loadApp = () => Promise.all([import('./app/start'), window.location.pathname === '/' ? import('./app/routes/landing') : null]);

void Promise.all([
  afterLandingPaint(),
  startMockBackendIfEnabled().catch((error: unknown) => console.error('[mock backend] failed to start', error)),
])
  .then(loadApp)
  .then(([{ startApp }]) => startApp(container));

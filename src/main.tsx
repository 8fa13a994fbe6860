// The entry: the base styles and a small script that decides when the app starts. React, the router
// and the rest are a separate chunk (src/app/start.tsx) that app.html preloads. On a visitor's `/`
// the prerendered page runs its own small script and the app waits until the visitor heads for it
// (src/app/landing-visit.ts, decision 180); a signed-in visitor's `/` starts it after the first paint.
import { STORAGE_KEYS } from './config/constants';
import { PUBLIC_DOCUMENT_PREFIX } from './config/document-links';
import { loadRuntimeConfig } from './config/runtime-config-script';
import { afterLandingPaint } from './features/landing/after-hero-paint';
import { readItem } from './lib/storage';
import { yieldToInput } from './lib/yield-to-input';
import './styles/tokens.css';
import './styles/base.css';

// VITE_API_MOCKING is replaced by a constant at build time, so a production build drops this
// branch and never contains the mock backend or its worker.
async function startMockBackendIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return;
  try {
    const [{ startMockBackend }, { env }] = await Promise.all([import('../mocks/runtime/browser'), import('./config/env')]);
    await startMockBackend({ baseUrl: env.apiBaseUrl, coldStart: env.mockColdStart });
  } catch (error: unknown) {
    console.error('[mock backend] failed to start', error);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The production index.html carries a prerendered landing page. A host that answers every route
// with index.html (instead of app.html) sends it to other routes too: it goes at once there.
const prerender = document.getElementById('landing-prerender');
if (window.location.pathname !== '/') prerender?.remove();

const visitorOnLanding = window.location.pathname === '/' && prerender !== null && readItem(STORAGE_KEYS.token) === null;

if (window.location.pathname.startsWith(PUBLIC_DOCUMENT_PREFIX)) {
  // A client's link (docs/sending.md#links-for-the-client): its own small page, never the app.
  void loadRuntimeConfig()
    .then(startMockBackendIfEnabled)
    .then(() => import('./app/public-document'))
    .then(({ startPublicDocument }) => startPublicDocument(container));
} else if (visitorOnLanding) {
  // After the first paint: nothing else is requested while the page and its hero image are drawn.
  void afterLandingPaint()
    .then(() => Promise.all([import('./features/landing/enhance/enhance-landing'), import('./app/landing-visit')]))
    .then(([{ enhanceLanding }, { startAppOnIntent }]) => {
      const stopLanding = enhanceLanding(prerender);
      startAppOnIntent({
        // One chunk per step, each evaluated in its own task (bundle-budgets.json: appModules).
        prepare: async () => {
          // The backend address, before anything reads the configuration (index.html does not load it).
          await loadRuntimeConfig();
          await startMockBackendIfEnabled();
          await import('./app/react-dom-client');
          await yieldToInput();
          // The route table (the router, the session, the wake indicator), not the router's whole
          // package: a dynamic import keeps every export of what it names.
          await import('./app/router');
          await yieldToInput();
          return import('./app/start');
        },
        start: ({ startApp }) => {
          stopLanding();
          void startApp(container, { replacing: prerender });
        },
      });
    });
} else {
  // On the landing page the route's own code is fetched beside the app's, not after it. Elsewhere the
  // production app.html has drawn the app's header bar (scripts/vite-app-frame.ts, decision 242):
  // it stays until the app has drawn the route.
  const frame = document.getElementById('app-frame');
  void Promise.all([afterLandingPaint(), loadRuntimeConfig().then(startMockBackendIfEnabled)])
    .then(() => Promise.all([import('./app/start'), window.location.pathname === '/' ? import('./app/routes/landing') : null]))
    .then(([{ startApp }]) => startApp(container, { replacing: frame }));
}

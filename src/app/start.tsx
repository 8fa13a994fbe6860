// The app itself: loaded by src/main.tsx once the page may start it (see landing-visit.ts).
import { StrictMode } from 'react';
import { createRoot } from './react-dom-client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { yieldToInput } from '@/lib/yield-to-input';
import { App } from './app';
import { routes } from './router';

interface StartOptions {
  /** The prerendered landing page the app replaces: it stays until the app has drawn its route. */
  replacing?: HTMLElement | null;
}

export async function startApp(container: HTMLElement, { replacing }: StartOptions = {}): Promise<void> {
  await loadRouteModules(routes, window.location);
  if (replacing) removeOnceRendered(container, replacing);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // While the screen's data is on its way (decision 298).
  void import('@/lib/prepare-formats').then(({ prepareFormats }) => prepareFormats());
}

/**
 * Starts loading the address's route modules (layouts, screen, its first data), one per task, before
 * the router does (decision 298). Each request adds the preload links of the module's imports to the
 * page, about a millisecond each on a phone; all of them in the router's start, with React's first
 * render, made the page's longest task. The router then finds them started (their lazy functions
 * keep their promise: route-table.ts).
 */
export async function loadRouteModules(table: RouteObject[], location: Pick<Location, 'pathname' | 'search' | 'hash'>): Promise<void> {
  for (const { route } of matchRoutes(table, location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    // Each in a task of its own: the first, too, would make the task that evaluated the app's modules long.
    await yieldToInput();
    // A failure is the router's to show, when it loads the route itself.
    route.lazy().catch(() => undefined);
  }
}

/** Removes `page` once the container shows more than the router's loading placeholder (aria-busy). */
function removeOnceRendered(container: HTMLElement, page: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (container.querySelector(':scope > :not([aria-busy])') === null) return;
    observer.disconnect();
    page.remove();
  });
  observer.observe(container, { childList: true });
}

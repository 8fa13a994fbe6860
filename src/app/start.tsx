// The app itself: loaded by src/main.tsx once the page may start it (see landing-visit.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

interface StartOptions {
  /** The prerendered landing page the app replaces: it stays until the app has drawn its route. */
  replacing?: HTMLElement | null;
}

export function startApp(container: HTMLElement, { replacing }: StartOptions = {}): void {
  if (replacing) removeOnceRendered(container, replacing);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
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

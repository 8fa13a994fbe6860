// The app itself: loaded by src/main.tsx once the page may start it (see after-landing-paint.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

export function startApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

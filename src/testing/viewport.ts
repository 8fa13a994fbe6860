// jsdom lays nothing out, so an element's width reads 0 and DataTable (use-narrower-than.ts) falls
// back on the viewport's width. `emulateViewportWidth(390)` sets that width until the end of the
// test, so the layout a phone gets can be tested; the browser tests prove the real layout.
import { onTestFinished } from 'vitest';

export function emulateViewportWidth(width: number): void {
  const original = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  onTestFinished(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: original });
  });
}

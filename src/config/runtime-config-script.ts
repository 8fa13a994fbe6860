// /runtime-config.js (decision 042) sets the backend address the server gave at start. app.html
// loads it with a deferred <script> before the entry, so it has run when the app starts. The landing
// page (index.html) does not: a visitor's `/` never calls the backend, and on a host without
// compression that request took a connection of its own before the hero image was painted
// (decision 246). Whatever starts the app from `/` loads it first.

/** Where the server gives its settings. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

/**
 * Resolves once /runtime-config.js has run: at once where the page already loads it, else after a
 * <script> for it has loaded. Resolves when it cannot load too: the app then uses the address it was
 * built with, as it does on a host that serves no such file.
 */
export function loadRuntimeConfig(doc: Document = document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${RUNTIME_CONFIG_PATH}"]`);
  if (existing !== null && existing.dataset.loading !== 'true') return Promise.resolve();
  const script = existing ?? doc.createElement('script');
  const loaded = new Promise<void>((resolve) => {
    const done = () => {
      delete script.dataset.loading;
      resolve();
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
  });
  if (existing === null) {
    script.dataset.loading = 'true';
    script.src = RUNTIME_CONFIG_PATH;
    doc.head.append(script);
  }
  return loaded;
}

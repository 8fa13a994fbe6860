// /runtime-config.js (decision 042) sets the backend address the server gave at start. app.html
// loads it with a deferred <script> before the entry, so it has run when the app starts. The landing
// page (index.html) does not: a visitor's `/` never calls the backend, and on a host without
// compression that request took a connection of its own before the hero image was painted
// (decision 246). Whatever starts the app from `/` loads it first.

/** Where the server gives its settings. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';

const loads = new WeakMap<Document, Promise<void>>();

/**
 * Resolves once /runtime-config.js has run: at once where the page already loads it (its deferred
 * script ran before the entry), else after a <script> for it has loaded. Resolves when it cannot load
 * too: the app then uses the address it was built with, as on a host that serves no such file.
 */
export function loadRuntimeConfig(doc: Document = document): Promise<void> {
  let loading = loads.get(doc);
  if (loading === undefined) {
    loading =
      doc.querySelector(`script[src="${RUNTIME_CONFIG_PATH}"]`) === null
        ? new Promise((resolve) => {
            const script = doc.createElement('script');
            script.onload = script.onerror = () => resolve();
            script.src = RUNTIME_CONFIG_PATH;
            doc.head.append(script);
          })
        : Promise.resolve();
    loads.set(doc, loading);
  }
  return loading;
}

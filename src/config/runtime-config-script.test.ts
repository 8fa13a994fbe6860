// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, RUNTIME_CONFIG_PATH } from './runtime-config-script';

const scriptsFor = (doc: Document) => [...doc.querySelectorAll(`script[src="${RUNTIME_CONFIG_PATH}"]`)];

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

describe('loadRuntimeConfig', () => {
  it('adds /runtime-config.js to a page without it (the landing page) and resolves once it has run', async () => {
    const doc = document.implementation.createHTMLDocument();
    const loading = loadRuntimeConfig(doc);
    const done = settled(loading);
    const [script] = scriptsFor(doc);
    expect(script).toBeDefined();
    await Promise.resolve();
    expect(done()).toBe(false);
    // A second caller while it loads waits for the same script.
    const again = settled(loadRuntimeConfig(doc));
    expect(scriptsFor(doc)).toHaveLength(1);
    script!.dispatchEvent(new Event('load'));
    await loading;
    await Promise.resolve();
    expect(again()).toBe(true);
    // Once it has run, later callers go on at once without another request.
    await loadRuntimeConfig(doc);
    expect(scriptsFor(doc)).toHaveLength(1);
  });

  it('goes on when the file cannot load: the app then uses the address it was built with', async () => {
    const doc = document.implementation.createHTMLDocument();
    const loading = loadRuntimeConfig(doc);
    scriptsFor(doc)[0]!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('adds nothing where the page loads it already (app.html: the deferred script has run before the entry)', async () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<script src="${RUNTIME_CONFIG_PATH}" defer></script>`;
    await loadRuntimeConfig(doc);
    expect(scriptsFor(doc)).toHaveLength(1);
  });
});

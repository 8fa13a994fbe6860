// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLandingPaint, HERO_WAIT_MS } from './after-hero-paint';

/** A page with the prerendered landing page, whose hero image decodes when `decoded` settles. */
function prerenderedPage(decoded: Promise<void>): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = '<div id="root"></div><div id="landing-prerender"><img alt="" src="/hero.avif"></div>';
  const img = doc.querySelector('img')!;
  img.decode = () => decoded;
  return doc;
}

describe('afterLandingPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('lets every other page start at once', async () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = '<div id="root"></div>';
    await expect(afterLandingPaint(doc)).resolves.toBeUndefined();
  });

  it('waits on the landing page until the hero image is decoded and two frames have drawn it', async () => {
    let decode!: () => void;
    const done = settled(afterLandingPaint(prerenderedPage(new Promise((resolve) => (decode = resolve)))));
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS - 1);
    expect(done()).toBe(false);
    decode();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(17);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(17);
    expect(done()).toBe(true);
  });

  it('starts the app anyway when the hero image fails or stalls', async () => {
    const failed = settled(afterLandingPaint(prerenderedPage(Promise.reject(new Error('404')))));
    const stalled = settled(afterLandingPaint(prerenderedPage(new Promise(() => undefined))));
    await vi.advanceTimersByTimeAsync(100);
    expect(failed()).toBe(true);
    expect(stalled()).toBe(false);
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS);
    expect(stalled()).toBe(true);
  });

  it('where the browser reports largest paints, waits for the one of the hero image, as presented on screen', async () => {
    let report: (entries: { element: Element | null }[]) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const doc = prerenderedPage(Promise.resolve());
    const done = settled(afterLandingPaint(doc));
    // Decoded and drawn by the main thread, yet not on screen: still waiting.
    await vi.advanceTimersByTimeAsync(100);
    expect(done()).toBe(false);
    report([{ element: doc.querySelector('h1') }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    report([{ element: doc.querySelector('img') }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    vi.unstubAllGlobals();
  });
});

// On the prerendered landing page, the later images and (for a signed-in visitor) the app wait until
// the first hero image, the page's largest paint, has been drawn, so on a slow phone connection
// nothing competes with it for bandwidth or the main thread (docs/landing-page.md#how-the-page-loads).

/** The longest anything waits for the hero image: a stalled image must not hold the page back. */
export const HERO_WAIT_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the hero image is on the screen, as the browser reports its largest paint (after the
 * frame was presented, which on a busy device can be long after the main thread drew it). Null where
 * the browser does not report largest paints.
 */
function heroPresented(hero: HTMLImageElement): Promise<void> | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    return null;
  }
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === hero)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Resolves once the prerendered page's first hero image has been painted (at most HERO_WAIT_MS). */
export async function afterLandingPaint(doc: Document = document): Promise<void> {
  const hero = doc.getElementById('landing-prerender')?.querySelector('img');
  if (!hero) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<void>((resolve) => (timer = setTimeout(resolve, HERO_WAIT_MS)));
  const presented = heroPresented(hero);
  if (presented !== null) {
    await Promise.race([presented, stalled]);
    clearTimeout(timer);
    return;
  }
  // decode() waits for the load too, and rejects when the image cannot load: the page goes on anyway.
  await Promise.race([hero.decode().catch(() => undefined), stalled]);
  clearTimeout(timer);
  // Two frames: the first draws the image, the second starts after the first was handed to the screen.
  await nextFrame();
  await nextFrame();
}

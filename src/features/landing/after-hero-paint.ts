// On the prerendered landing page, the later images and (for a signed-in visitor) the app wait until
// the first hero image, the page's largest paint, has been drawn, so on a slow phone connection
// nothing competes with it for bandwidth or the main thread (docs/landing-page.md#how-the-page-loads).

/** The longest anything waits for the hero image: a stalled image must not hold the page back. */
export const HERO_WAIT_MS = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once the prerendered page's first hero image is decoded and a frame has drawn it. */
export async function afterLandingPaint(doc: Document = document): Promise<void> {
  const hero = doc.getElementById('landing-prerender')?.querySelector('img');
  if (!hero) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<void>((resolve) => (timer = setTimeout(resolve, HERO_WAIT_MS)));
  // decode() waits for the load too, and rejects when the image cannot load: the app starts anyway.
  await Promise.race([hero.decode().catch(() => undefined), stalled]);
  clearTimeout(timer);
  // Two frames: the first draws the image, the second starts after the first was handed to the screen.
  await nextFrame();
  await nextFrame();
}

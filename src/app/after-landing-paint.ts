// On the prerendered landing page the app's code is only requested once the first hero image (the
// page's largest paint) has been drawn, so on a slow phone connection the 100 KB of React and the
// router do not compete with it for bandwidth or for the main thread
// (docs/landing-page.md#how-the-page-loads). Everywhere else the app starts at once.

/** The longest the app waits for the hero image: a stalled image must not keep the page inert. */
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

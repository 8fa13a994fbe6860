// The viewports stories choose from (Storybook's viewport toolbar; `globals: PHONE` on a story).
// In Vitest the stories test gives the story's viewport width to jsdom (testing/viewport.ts).
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop (1280 × 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  desktop: { name: 'Desktop (1920 × 1080)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

type StoryViewport = keyof typeof STORY_VIEWPORTS;

/** A story's `globals` for a viewport: `globals: viewportGlobals('phone')`. */
export const viewportGlobals = (viewport: StoryViewport) => ({ viewport: { value: viewport, isRotated: false } });

/** The width in px of a story's viewport, if it chose one of ours. */
export function storyViewportWidth(globals: Record<string, unknown>): number | null {
  const viewport = globals.viewport as { value?: unknown } | undefined;
  const value = typeof viewport?.value === 'string' ? viewport.value : null;
  if (value === null || !(value in STORY_VIEWPORTS)) return null;
  return parseInt(STORY_VIEWPORTS[value as StoryViewport].styles.width, 10);
}

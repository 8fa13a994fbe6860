// How a landing image's responsive files are named and offered to the browser. Pure, so the image
// pipeline (scripts/landing-images.ts) and the <Picture> component share it: the hero preload that
// the pipeline writes into index.html then matches what the page requests, byte for byte.

/** What the image pipeline records about one image (see image-manifest.ts). */
export interface ImageEntry {
  /** Size of the largest generated file; the aspect ratio of every file. */
  width: number;
  height: number;
  /** Widths generated, smallest first. */
  widths: readonly number[];
  /** Short hash of the source file and the pipeline settings: a changed photo gets a new URL. */
  hash: string;
  /** The image's dominant colour, shown while it loads. */
  color: string;
}

export const IMAGE_BASE_PATH = '/images/landing/';

export type ImageFormat = 'avif' | 'webp' | 'jpg';

/** Offered in this order: the browser takes the first it supports. JPEG is the fallback. */
export const MODERN_FORMATS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const satisfies ReadonlyArray<{ format: ImageFormat; type: string }>;

/**
 * `sizes` for each place an image appears, matching the layout in landing.css.
 * The hero covers its box; on a portrait screen the box is taller than wide, so the image is drawn
 * wider than the viewport (the slight softness at 1.5 vw is the price of a fast first image).
 */
export const IMAGE_SIZES = {
  hero: '(orientation: portrait) 150vw, 100vw',
  half: '(min-width: 56rem) 35rem, calc(100vw - 2rem)',
} as const;

export type ImageSizes = keyof typeof IMAGE_SIZES;
export const isImageSizes = (key: string): key is ImageSizes => Object.hasOwn(IMAGE_SIZES, key);

export function imageUrl(name: string, entry: ImageEntry, width: number, format: ImageFormat): string {
  return `${IMAGE_BASE_PATH}${name}-${entry.hash}-${width}.${format}`;
}

export function imageSrcSet(name: string, entry: ImageEntry, format: ImageFormat): string {
  return entry.widths.map((width) => `${imageUrl(name, entry, width, format)} ${width}w`).join(', ');
}

/** The fallback `src`: the generated width closest to 800 px. */
export function fallbackWidth(entry: ImageEntry): number {
  return entry.widths.reduce((best, width) => (Math.abs(width - 800) < Math.abs(best - 800) ? width : best));
}

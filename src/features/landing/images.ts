// The landing page's images as the pipeline generated them (`npm run images`).
import manifest from './image-manifest.json';
import type { ImageEntry } from './responsive-image';

export type ImageName = keyof typeof manifest;

export const IMAGE_MANIFEST: Readonly<Record<ImageName, ImageEntry>> = manifest;

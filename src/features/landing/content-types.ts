// The shapes of the landing page's content (content.ts).
import type { ImageName } from './images';

export interface ImageContent {
  image: ImageName;
  alt: string;
}

interface ProjectSlide extends ImageContent {
  /** Shown on the photo: Before, During, After. */
  caption: string;
}

export interface Project {
  title: string;
  location: string;
  summary: string;
  result: string;
  slides: readonly ProjectSlide[];
}

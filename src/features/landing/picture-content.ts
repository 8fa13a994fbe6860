// What a landing <picture> holds, as plain data: the React <Picture> renders it, and the landing
// page's own script (enhance/) builds the same elements from it into the prerendered page.
import { IMAGE_MANIFEST, type ImageName } from './images';
import { fallbackWidth, imageSrcSet, imageUrl, MODERN_FORMATS } from './responsive-image';

export interface PictureContent {
  sources: { type: string; srcSet: string; sizes: string }[];
  img: {
    src: string;
    alt: string;
    width: number;
    height: number;
    loading: 'eager' | 'lazy';
    decoding: 'auto' | 'async';
    fetchPriority: 'high' | 'auto';
    /** The image's dominant colour, shown while it loads. */
    backgroundColor: string;
  };
}

export const isImageName = (name: string): name is ImageName => Object.hasOwn(IMAGE_MANIFEST, name);

export function pictureContent(image: ImageName, alt: string, sizes: string, priority: boolean): PictureContent {
  const entry = IMAGE_MANIFEST[image];
  return {
    sources: MODERN_FORMATS.map(({ format, type }) => ({ type, srcSet: imageSrcSet(image, entry, format), sizes })),
    img: {
      src: imageUrl(image, entry, fallbackWidth(entry), 'jpg'),
      alt,
      width: entry.width,
      height: entry.height,
      loading: priority ? 'eager' : 'lazy',
      decoding: priority ? 'auto' : 'async',
      fetchPriority: priority ? 'high' : 'auto',
      backgroundColor: entry.color,
    },
  };
}

// A landing image as the pipeline generated it: AVIF, then WebP, then the JPEG fallback, each at
// several widths for the browser to choose from; explicit width and height (no layout shift); lazy
// unless it is the first thing on screen. Until it may load (see later-images.ts, and `hold`) it is
// an empty box of the same size that names its image, so the prerendered page's script can fill it
// in (enhance/later-images.ts).
import { useContext } from 'react';
import type { ImageName } from './images';
import { LaterImagesContext } from './later-images';
import { pictureContent } from './picture-content';
import { IMAGE_SIZES, type ImageSizes } from './responsive-image';

interface PictureProps {
  image: ImageName;
  alt: string;
  /** How wide the image is drawn in the layout: a key of IMAGE_SIZES (the placeholder carries the short key). */
  sizes: ImageSizes;
  /** The page's main image: loaded at once, ahead of other requests. */
  priority?: boolean;
  /** Not yet: a carousel slide that is not near the one shown. */
  hold?: boolean;
  className?: string;
  /** Called once the image has loaded (or failed to). */
  onLoad?: () => void;
}

export function Picture({ image, alt, sizes, priority = false, hold = false, className, onLoad }: PictureProps) {
  const laterImagesMayLoad = useContext(LaterImagesContext);
  if (hold || (!priority && !laterImagesMayLoad)) {
    return <picture className={className} data-image={image} data-alt={alt} data-sizes={sizes} />;
  }
  const { sources, img } = pictureContent(image, alt, IMAGE_SIZES[sizes], priority);
  const { backgroundColor, ...attributes } = img;
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img {...attributes} alt={alt} style={{ backgroundColor }} onLoad={onLoad} onError={onLoad} />
    </picture>
  );
}

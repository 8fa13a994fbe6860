// A landing image as the pipeline generated it: AVIF, then WebP, then the JPEG fallback, each at
// several widths for the browser to choose from; explicit width and height (no layout shift); lazy
// unless it is the first thing on screen.
import { IMAGE_MANIFEST, type ImageName } from './images';
import { fallbackWidth, imageSrcSet, imageUrl, MODERN_FORMATS } from './responsive-image';

interface PictureProps {
  image: ImageName;
  alt: string;
  /** A value of IMAGE_SIZES: how wide the image is drawn in the layout. */
  sizes: string;
  /** The page's main image: loaded at once, ahead of other requests. */
  priority?: boolean;
  className?: string;
}

export function Picture({ image, alt, sizes, priority = false, className }: PictureProps) {
  const entry = IMAGE_MANIFEST[image];
  return (
    <picture className={className}>
      {MODERN_FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={imageSrcSet(image, entry, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image, entry, fallbackWidth(entry), 'jpg')}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ backgroundColor: entry.color }}
      />
    </picture>
  );
}

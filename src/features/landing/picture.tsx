// A landing image as the pipeline generated it: AVIF, then WebP, then the JPEG fallback, each at
// several widths for the browser to choose from; explicit width and height (no layout shift); lazy
// unless it is the first thing on screen. Until later images may load (see later-images.ts) it is an
// empty box of the same size.
import { useContext } from 'react';
import { IMAGE_MANIFEST, type ImageName } from './images';
import { LaterImagesContext } from './later-images';
import { fallbackWidth, imageSrcSet, imageUrl, MODERN_FORMATS } from './responsive-image';

interface PictureProps {
  image: ImageName;
  alt: string;
  /** A value of IMAGE_SIZES: how wide the image is drawn in the layout. */
  sizes: string;
  /** The page's main image: loaded at once, ahead of other requests. */
  priority?: boolean;
  className?: string;
  /** Called once the image has loaded (or failed to). */
  onLoad?: () => void;
}

export function Picture({ image, alt, sizes, priority = false, className, onLoad }: PictureProps) {
  const laterImagesMayLoad = useContext(LaterImagesContext);
  const entry = IMAGE_MANIFEST[image];
  if (!priority && !laterImagesMayLoad) return <picture className={className} />;
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
        onLoad={onLoad}
        onError={onLoad}
      />
    </picture>
  );
}

// The prerendered page's images other than the first hero image are empty <picture> boxes naming
// their image (see ../picture.tsx). They are filled in once the first hero image has been painted
// (release), and only where allowed: outside carousels at once, in a carousel the slide shown and
// those either side of it, as the React page does.
import { pictureContent, isImageName } from '../picture-content';
import { IMAGE_SIZES, isImageSizes } from '../responsive-image';

export interface LaterImages {
  /** Fills in the placeholders inside `scope`, now if released, else once released. */
  allow: (scope: Element) => void;
  release: () => void;
}

/** Builds a placeholder's <source>s and <img> (the CSP allows setting a style through the DOM). */
function fillPicture(picture: HTMLElement): void {
  const { image, alt, sizes } = picture.dataset;
  if (image === undefined || !isImageName(image) || sizes === undefined || !isImageSizes(sizes)) return;
  const { sources, img } = pictureContent(image, alt ?? '', IMAGE_SIZES[sizes], false);
  const withAttributes = (element: HTMLElement, attributes: Record<string, string | number>) => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
    return element;
  };
  for (const source of sources) {
    picture.append(withAttributes(document.createElement('source'), { type: source.type, srcset: source.srcSet, sizes: source.sizes }));
  }
  const element = withAttributes(document.createElement('img'), {
    alt: img.alt,
    width: img.width,
    height: img.height,
    loading: img.loading,
    decoding: img.decoding,
    fetchpriority: img.fetchPriority,
  });
  element.style.backgroundColor = img.backgroundColor;
  // The sources first, then the src: the browser picks once, from the finished <picture>.
  element.setAttribute('src', img.src);
  picture.append(element);
  picture.removeAttribute('data-image');
}

export function createLaterImages(): LaterImages {
  let released = false;
  const waiting = new Set<Element>();
  const fillIn = (scope: Element) => {
    const pictures = scope.matches('picture[data-image]') ? [scope] : [...scope.querySelectorAll('picture[data-image]')];
    for (const picture of pictures) if (picture instanceof HTMLElement) fillPicture(picture);
  };
  return {
    allow(scope) {
      if (released) fillIn(scope);
      else waiting.add(scope);
    },
    release() {
      released = true;
      waiting.forEach(fillIn);
      waiting.clear();
    },
  };
}

// The signed-in header's height changes with its content (the menu wraps onto a second row when it
// holds more entries than fit, and ADMIN entries add more). Sticky parts below it (the editor's
// preview, the users form) read its real height from `--app-header-block` rather than a guess.
import { useLayoutEffect, type RefObject } from 'react';

const HEADER_BLOCK_PROPERTY = '--app-header-block';

export function useHeaderBlockSize(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEADER_BLOCK_PROPERTY, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_BLOCK_PROPERTY);
    };
  }, [header]);
}

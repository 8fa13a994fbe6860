// Whether an element is narrower than a CSS length (px, rem or em): DataTable's switch to cards.
// On a wider viewport the element's width is measured when it is attached, so the first paint
// already has the right layout (a state change in the commit is drawn before the browser paints),
// and again whenever it is resized. Until it is laid out, or where nothing is laid out (jsdom), the
// viewport's width stands in: the element is never wider than the viewport.
import { useCallback, useRef, useState, useSyncExternalStore } from 'react';

// The root font size, read once and again after each resize: reading it forces a style
// recalculation, and the snapshot below is read at every render of every table.
let rootFontPx: number | null = null;

function toPx(length: string): number {
  const match = /^([\d.]+)(px|rem|em)$/.exec(length.trim());
  if (!match) throw new Error(`Not a length in px, rem or em: "${length}".`);
  if (match[2] === 'px') return Number(match[1]);
  rootFontPx ??= parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Number(match[1]) * rootFontPx;
}

/** `length` null: never narrower (so a caller can always call the hook). */
export function useNarrowerThan(length: string | null): { ref: (element: HTMLElement | null) => void; narrower: boolean } {
  const width = useRef(0);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const ref = useCallback(
    (next: HTMLElement | null) => {
      // Measuring forces a layout in the middle of React's commit. A viewport already narrower
      // (a phone) decides without it; the observer below measures once the browser has laid out.
      const decided = length === null || window.innerWidth < toPx(length);
      width.current = next && !decided ? next.getBoundingClientRect().width : 0;
      setElement(next);
    },
    [length],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!element || typeof ResizeObserver === 'undefined') return () => {};
      const observer = new ResizeObserver(([entry]) => {
        width.current = entry?.contentRect.width ?? 0;
        rootFontPx = null;
        onChange();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [element],
  );
  const read = () => length !== null && (width.current || window.innerWidth) < toPx(length);
  return { ref, narrower: useSyncExternalStore(subscribe, read, () => false) };
}

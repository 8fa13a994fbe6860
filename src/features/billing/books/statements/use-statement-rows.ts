// Which of a statement's lines are in the page. A long statement (VIRTUAL_FROM lines or more) draws
// only the lines near the window's view, between two spacers, and follows the window's scrolling;
// before printing it draws every line (the printed statement, and its PDF, are always whole). See
// docs/decisions/106-long-statements-virtualised-on-screen.md.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export const VIRTUAL_FROM = 300;
/** A first guess of a line's height in px; drawn lines are measured. */
const LINE_HEIGHT = 34;

interface StatementRows {
  /** The indexes of the lines to draw, in order. */
  indexes: number[];
  /** Blank space (px) in place of the lines before and after them; 0 when every line is drawn. */
  before: number;
  after: number;
  virtual: boolean;
  /** For the table body (where the lines start) and each drawn line (measured). */
  bodyRef: (element: HTMLTableSectionElement | null) => void;
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
}

/** True from `beforeprint` to `afterprint`; the switch is drawn before the browser lays out the print. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

export function useStatementRows(count: number): StatementRows {
  const printing = usePrinting();
  const virtual = count >= VIRTUAL_FROM && !printing;
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  const [margin, setMargin] = useState(0);
  // Where the lines start in the page; measured again when the page above them changes size.
  const marginRef = useRef(0);
  useLayoutEffect(() => {
    if (!body) return;
    const place = () => {
      const top = Math.round(body.getBoundingClientRect().top + window.scrollY);
      if (top !== marginRef.current) {
        marginRef.current = top;
        setMargin(top);
      }
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [body]);
  const virtualiser = useWindowVirtualizer({
    count: virtual ? count : 0,
    enabled: virtual,
    estimateSize: () => LINE_HEIGHT,
    overscan: 12,
    scrollMargin: margin,
    // Lines are drawn in the first frame, before the window has been measured.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
  });
  if (!virtual) {
    return {
      indexes: Array.from({ length: count }, (_, index) => index),
      before: 0,
      after: 0,
      virtual,
      bodyRef: setBody,
      measure: undefined,
    };
  }
  const items = virtualiser.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: Math.max(0, virtualiser.getTotalSize() + margin - (last?.end ?? margin)),
    virtual,
    bodyRef: setBody,
    measure: virtualiser.measureElement,
  };
}

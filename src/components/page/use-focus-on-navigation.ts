import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether a page has been shown since the document loaded. */
let pageShown = false;

/**
 * Moves focus to `target` (the page heading) after a navigation within the app, so keyboard and
 * screen-reader users start on the new page, as after a full page load. The first page of a visit
 * (or of a reload) keeps the browser's own start. A change of query string alone (a search box)
 * does not move focus.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname, key } = useLocation();
  // The history entry a router starts on carries the key "default".
  const firstPage = !pageShown || key === 'default';
  const focusedFor = useRef<string | null>(firstPage ? pathname : null);

  useEffect(() => {
    pageShown = true;
    // Also keeps StrictMode's second effect run from focusing twice.
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    target.current?.focus();
  }, [pathname, target]);
}

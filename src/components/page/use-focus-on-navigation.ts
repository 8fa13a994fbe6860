import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Whether a page has been shown since the document loaded. */
let pageShown = false;

/**
 * Moves focus to `target` (the page heading) after a navigation within the app, so keyboard and
 * screen-reader users start on the new page, as after a full page load. The first page of a visit
 * (or of a reload) keeps the browser's own start. A change of query string alone (a search box)
 * does not move focus. `screenKey` (default: the path) names the screen: a screen whose paths are
 * its tabs passes one key for all of them, so switching tabs leaves focus on the tab.
 * Not while the user is in a menu they opened (a button with aria-expanded="true").
 * A layout effect, so focus is on the heading by the time the heading is on screen: a screen reader
 * (or a test) that finds the new heading never finds focus still on the old page.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>, screenKey?: string): void {
  const { pathname, key } = useLocation();
  const screen = screenKey ?? pathname;
  // The history entry a router starts on carries the key "default".
  const firstPage = !pageShown || key === 'default';
  const focusedFor = useRef<string | null>(firstPage ? screen : null);

  useLayoutEffect(() => {
    pageShown = true;
    // Also keeps StrictMode's second effect run from focusing twice.
    if (focusedFor.current === screen) return;
    focusedFor.current = screen;
    // A menu the user opened while the page was loading keeps focus: moving it would close the menu.
    if (document.activeElement?.getAttribute('aria-expanded') === 'true') return;
    target.current?.focus();
  }, [screen, target]);
}

import { useLayoutEffect } from 'react';
import { PRODUCT_NAME } from '@/config/product';

/** "My Profile – Invoicing": the page first, so tabs and history entries are told apart. */
function pageTitle(title: string): string {
  return title === '' ? PRODUCT_NAME : `${title} – ${PRODUCT_NAME}`;
}

/**
 * Names the page in the browser tab, the history and for screen readers. A layout effect, so the
 * title changes in the same commit that shows the page's heading, never a moment after it.
 */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
    // A screen that sets no title of its own must not keep the previous screen's.
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}

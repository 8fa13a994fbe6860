import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/config/product';

/** "My Profile – Invoicing": the page first, so tabs and history entries are told apart. */
function pageTitle(title: string): string {
  return title === '' ? PRODUCT_NAME : `${title} – ${PRODUCT_NAME}`;
}

/** Names the page in the browser tab, the history and for screen readers. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    // A screen that sets no title of its own must not keep the previous screen's.
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}

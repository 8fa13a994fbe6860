// A list row that opens its document: the number is the row's link, and a click elsewhere on the
// row opens it too (a click on a link or button inside stays theirs).
import type { MouseEvent } from 'react';

export function rowLink<T>(open: (row: T) => void) {
  return (row: T) => ({
    className: 'invoice-history__row',
    onClick: (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a, button')) return;
      open(row);
    },
  });
}

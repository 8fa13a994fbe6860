// The prerendered header's Menu button (a disclosure, as ../site-header.tsx): it opens and closes
// the section links on narrow screens; Escape or choosing a link closes it.
import { onEscapeKey } from '@/lib/escape-key';
import { ICON_PATHS } from '../icon-paths';

export function enhanceSiteHeader(header: HTMLElement): () => void {
  const button = header.querySelector<HTMLButtonElement>('.site-header__menu-button');
  const nav = header.querySelector('.site-header__nav');
  if (!button || !nav) return () => {};
  let stopEscape: (() => void) | undefined;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    nav.toggleAttribute('data-open', open);
    button.querySelector('path')?.setAttribute('d', open ? ICON_PATHS.menuOpen : ICON_PATHS.menuClosed);
    stopEscape?.();
    stopEscape = open
      ? onEscapeKey(() => {
          setOpen(false);
          button.focus();
        })
      : undefined;
  };
  const toggle = () => setOpen(button.getAttribute('aria-expanded') !== 'true');
  const close = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  button.addEventListener('click', toggle);
  nav.addEventListener('click', close);
  return () => {
    stopEscape?.();
    button.removeEventListener('click', toggle);
    nav.removeEventListener('click', close);
  };
}

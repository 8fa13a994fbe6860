import type { MouseEvent } from 'react';

/** Focuses the page's heading (or the main landmark), past the header and navigation. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  const heading = main.querySelector<HTMLElement>('h1[tabindex]');
  if (heading) {
    heading.focus();
    return;
  }
  main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content" onClick={skipToMain}>
      Skip to main content
    </a>
  );
}

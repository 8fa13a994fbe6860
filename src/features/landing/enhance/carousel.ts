// The prerendered carousels' behaviour, without React: the same rules as ../use-rotation.ts (the
// WAI-ARIA carousel pattern and WCAG 2.2.2) applied to the markup ../carousel.tsx rendered.
// - advances every data-interval-ms while playing, restarting the interval after every change;
// - pauses while the pointer is over it or focus is inside it;
// - the pause/play control is the user's choice and wins over everything else;
// - with prefers-reduced-motion it starts paused; only a change the user made is announced.
import { carousel as text } from '../content';
import { ICON_PATHS } from '../icon-paths';
import type { LaterImages } from './later-images';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Starts one carousel; returns what stops it. */
export function enhanceCarousel(root: HTMLElement, images: LaterImages): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>('.carousel__slide')];
  const [toggle, previous, next] = root.querySelectorAll<HTMLButtonElement>('.carousel__controls button');
  const counter = root.querySelector('.carousel__counter');
  const live = root.querySelector('[aria-live]');
  const intervalMs = Number(root.dataset.intervalMs);
  const count = slides.length;
  if (toggle === undefined || previous === undefined || next === undefined || count === 0 || !(intervalMs > 0)) return () => {};

  const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
  let index = 0;
  // null until the user presses pause or play: until then reduced motion decides.
  let choice: boolean | null = null;
  let hovered = false;
  let focused = false;
  let userChanged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const allowed = new Set<number>();

  const playing = () => choice ?? !(motion?.matches ?? false);

  function render() {
    slides.forEach((slide, i) => {
      const current = i === index;
      slide.toggleAttribute('data-current', current);
      slide.setAttribute('aria-hidden', String(!current));
      slide.inert = !current;
    });
    for (const i of [index, (index + 1) % count, (index - 1 + count) % count]) {
      const slide = slides[i];
      if (slide !== undefined && !allowed.has(i)) {
        allowed.add(i);
        images.allow(slide);
      }
    }
    if (counter) counter.textContent = `${index + 1} / ${count}`;
    const on = playing();
    toggle?.querySelector('path')?.setAttribute('d', on ? ICON_PATHS.pause : ICON_PATHS.play);
    const label = toggle?.querySelector('.visually-hidden');
    if (label) label.textContent = on ? text.pause : text.play;
    if (live) live.textContent = userChanged ? text.announcement(index + 1, count, slides[index]?.dataset.description ?? '') : '';
    clearTimeout(timer);
    if (on && !hovered && !focused && count > 1) {
      timer = setTimeout(() => {
        index = (index + 1) % count;
        userChanged = false;
        render();
      }, intervalMs);
    }
  }

  const step = (by: number) => {
    index = (index + by + count) % count;
    userChanged = true;
    render();
  };
  const listeners: [EventTarget, string, (event: Event) => void][] = [
    [toggle, 'click', () => ((choice = !playing()), render())],
    [previous, 'click', () => step(-1)],
    [next, 'click', () => step(1)],
    [root, 'mouseenter', () => ((hovered = true), render())],
    [root, 'mouseleave', () => ((hovered = false), render())],
    [root, 'focusin', () => ((focused = true), render())],
    [
      root,
      'focusout',
      (event) => {
        const to = (event as FocusEvent).relatedTarget;
        if (!(to instanceof Node && root.contains(to))) {
          focused = false;
          render();
        }
      },
    ],
  ];
  if (motion) listeners.push([motion, 'change', render]);
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  render();
  return () => {
    clearTimeout(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

// One carousel for everything that rotates on the landing page (hero, project photos,
// testimonials), after the WAI-ARIA carousel pattern: a labelled region, the pause/play control
// first, previous/next, each slide a labelled group, hidden slides inert, and a polite live region
// that speaks only when the user changes the slide. Slides are stacked in one grid cell and
// cross-fade (opacity only), so the carousel is as tall as its tallest slide and nothing moves.
import { useId, useState, type ReactNode } from 'react';
import { CarouselIcon } from './carousel-icon';
import { carousel as text } from './content';
import { useRotation } from './use-rotation';
import './carousel.css';

interface SlideState {
  index: number;
  current: boolean;
  /** Whether the slide's images may load: once shown, and for the slides either side (so they are ready when they appear). */
  load: boolean;
}

interface CarouselProps<T> {
  /** Names the carousel, e.g. "Testimonials". */
  label: string;
  items: readonly T[];
  intervalMs: number;
  /** Short description of a slide for the announcement after the user changes it. */
  describe: (item: T) => string;
  renderSlide: (item: T, state: SlideState) => ReactNode;
  className?: string;
}

export function Carousel<T>({ label, items, intervalMs, describe, renderSlide, className }: CarouselProps<T>) {
  const count = items.length;
  const rotation = useRotation(count, intervalMs);
  const { index } = rotation;
  const slidesId = useId();

  // The current slide and those either side may load their images, and keep them once loaded
  // (adjusting state while rendering, as React documents).
  const [loadable, setLoadable] = useState<ReadonlySet<number>>(() => new Set([0, 1 % count, (count - 1) % count]));
  const wanted = [index, (index + 1) % count, (index - 1 + count) % count];
  if (wanted.some((i) => !loadable.has(i))) setLoadable(new Set([...loadable, ...wanted]));

  const currentItem = items[index];
  const announcement = rotation.userChanged && currentItem !== undefined ? text.announcement(index + 1, count, describe(currentItem)) : '';

  return (
    <section
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      // Read by the prerendered page's own script (enhance/carousel.ts), which rotates it the same way.
      data-interval-ms={intervalMs}
      {...rotation.rootProps}
    >
      <div className="carousel__controls">
        <button type="button" className="carousel__button" onClick={rotation.togglePlaying}>
          <CarouselIcon name={rotation.playing ? 'pause' : 'play'} />
          <span className="visually-hidden">{rotation.playing ? text.pause : text.play}</span>
        </button>
        <button type="button" className="carousel__button" aria-controls={slidesId} onClick={rotation.previous}>
          <CarouselIcon name="previous" />
          <span className="visually-hidden">{text.previous}</span>
        </button>
        <span className="carousel__counter" aria-hidden="true">
          {index + 1} / {count}
        </span>
        <button type="button" className="carousel__button" aria-controls={slidesId} onClick={rotation.next}>
          <CarouselIcon name="next" />
          <span className="visually-hidden">{text.next}</span>
        </button>
      </div>
      <div className="carousel__slides" id={slidesId}>
        {items.map((item, i) => {
          const current = i === index;
          return (
            <div
              // The items are fixed content: their position is their identity.
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideLabel(i + 1, count)}
              data-current={current || undefined}
              data-description={describe(item)}
              aria-hidden={!current}
              inert={!current}
            >
              {renderSlide(item, { index: i, current, load: loadable.has(i) })}
            </div>
          );
        })}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

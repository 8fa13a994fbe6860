import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const ITEMS = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel(intervalMs = 5000) {
  return render(
    <div>
      <Carousel label="Words" items={ITEMS} intervalMs={intervalMs} describe={(item) => item} renderSlide={(item) => <p>{item}</p>} />
      <button type="button">Outside</button>
    </div>,
  );
}

/** The slide on show: the others are hidden from assistive technology. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** prefers-reduced-motion as the user has set it; `change` lets a test flip it while the page is open. */
function mockReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel of labelled slides, one shown at a time', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Words' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('Alpha');
    // The hidden slides cannot be reached by keyboard or assistive technology.
    const hidden = carousel.querySelectorAll('[aria-roledescription="slide"][inert]');
    expect(hidden).toHaveLength(2);
    hidden.forEach((slide) => expect(slide).toHaveAttribute('aria-hidden', 'true'));
  });

  it('puts the pause control first, then previous and next', () => {
    renderCarousel();
    const buttons = within(screen.getByRole('region', { name: 'Words' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Pause', 'Previous slide', 'Next slide']);
  });

  it('advances every interval and wraps around', () => {
    renderCarousel(5000);
    advance(4999);
    expect(currentSlide()).toHaveTextContent('Alpha');
    advance(1);
    expect(currentSlide()).toHaveTextContent('Beta');
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Gamma');
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Alpha');
  });

  it('does not announce slides it changes on its own', () => {
    const { container } = renderCarousel();
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Beta');
    expect(liveRegion(container)).toHaveTextContent('');
  });

  it('announces, politely, a slide the user chose', () => {
    const { container } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Beta');
    expect(liveRegion(container)).toHaveTextContent('Slide 2 of 3: Beta');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveTextContent('Gamma');
    expect(liveRegion(container)).toHaveTextContent('Slide 3 of 3: Gamma');
    expect(liveRegion(container)).toHaveAttribute('aria-atomic', 'true');
  });

  it('restarts the interval after the user changes the slide', () => {
    renderCarousel(5000);
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    // Focus is on the button now; move it away so the carousel may rotate again.
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    advance(4999);
    expect(currentSlide()).toHaveTextContent('Beta');
    advance(1);
    expect(currentSlide()).toHaveTextContent('Gamma');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel(5000);
    const carousel = screen.getByRole('region', { name: 'Words' });
    advance(3000);
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Alpha');
    fireEvent.mouseLeave(carousel);
    advance(4999);
    expect(currentSlide()).toHaveTextContent('Alpha');
    advance(1);
    expect(currentSlide()).toHaveTextContent('Beta');
  });

  it('pauses while focus is inside it and resumes when focus leaves', () => {
    renderCarousel(5000);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Alpha');
    // Moving between its own controls keeps it paused.
    fireEvent.blur(next, { relatedTarget: screen.getByRole('button', { name: 'Pause' }) });
    advance(20_000);
    expect(currentSlide()).toHaveTextContent('Alpha');
    fireEvent.blur(next, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Beta');
  });

  it('stops with Pause and starts again with Play', () => {
    renderCarousel(5000);
    const control = screen.getByRole('button', { name: 'Pause' });
    fireEvent.click(control);
    fireEvent.blur(control, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(control).toHaveTextContent('Play');
    advance(30_000);
    expect(currentSlide()).toHaveTextContent('Alpha');
    // Previous and next still work while paused.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Beta');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.blur(control, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(control).toHaveTextContent('Pause');
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Gamma');
  });

  it('does not move on its own when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const { container } = renderCarousel(5000);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Alpha');
    // The user can still step through the slides.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveTextContent('Beta');
    expect(liveRegion(container)).toHaveTextContent('Slide 2 of 3: Beta');
  });

  it('stops when the user turns on reduced motion while the page is open', () => {
    const motion = mockReducedMotion(false);
    renderCarousel(5000);
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Beta');
    motion.change(true);
    advance(60_000);
    expect(currentSlide()).toHaveTextContent('Beta');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('rotates with reduced motion only after the user presses Play', () => {
    mockReducedMotion(true);
    renderCarousel(5000);
    const control = screen.getByRole('button', { name: 'Play' });
    fireEvent.click(control);
    fireEvent.blur(control, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    advance(5000);
    expect(currentSlide()).toHaveTextContent('Beta');
  });

  it('changes slides with opacity only: every slide stays in the layout', () => {
    const { container } = renderCarousel();
    const slides = container.querySelectorAll('.carousel__slide');
    expect(slides).toHaveLength(3);
    advance(5000);
    expect(container.querySelectorAll('.carousel__slide')).toHaveLength(3);
    expect(container.querySelector('.carousel__slide[data-current]')).toHaveTextContent('Beta');
  });
});

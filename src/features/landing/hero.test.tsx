import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

const carousel = () => screen.getByRole('region', { name: 'Homes we manage and renovate' });
const shownImage = () => within(within(carousel()).getByRole('group', { name: /of 5$/ })).getByRole('img');

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the headline, the pitch, the calls to action and the three statistics', () => {
    render(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your rental looked after. Your home made better.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a free appraisal' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'See our projects' })).toHaveAttribute('href', '#projects');
    const stats = within(screen.getByRole('list', { name: 'Our record' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      '97% on-time rent collection',
      'Under 24h maintenance response',
      '25+ renovations delivered',
    ]);
  });

  it('rotates five background images every 6 seconds', () => {
    render(<Hero />);
    expect(within(carousel()).getByRole('group', { name: /of 5$/ })).toHaveAccessibleName('1 of 5');
    const first = shownImage().getAttribute('alt');
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(shownImage().getAttribute('alt')).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(carousel()).getByRole('group', { name: /of 5$/ })).toHaveAccessibleName('2 of 5');
    expect(shownImage().getAttribute('alt')).not.toBe(first);
    for (let i = 0; i < 4; i++)
      act(() => {
        vi.advanceTimersByTime(6000);
      });
    expect(within(carousel()).getByRole('group', { name: /of 5$/ })).toHaveAccessibleName('1 of 5');
  });

  it('loads the first image at once with high priority and the others lazily, as they are about to show', () => {
    const { container } = render(<Hero />);
    const images = [...container.querySelectorAll('img')];
    const [first, ...others] = images;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // The slides either side of the first are ready; the rest wait until they come near.
    expect(others).toHaveLength(2);
    others.forEach((image) => {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    });
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('offers each image as AVIF and WebP at several widths, with a JPEG fallback and its size', () => {
    const { container } = render(<Hero />);
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('srcset')).toMatch(/^\/images\/landing\/hero-1-\w+-480\.(avif|webp) 480w, .+ 1600w$/);
      expect(source).toHaveAttribute('sizes', '(orientation: portrait) 150vw, 100vw');
    }
    const image = picture.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(/^\/images\/landing\/hero-1-\w+-800\.jpg$/);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1000');
  });

  it('tells the page when the first image has loaded', () => {
    const onFirstImageLoaded = vi.fn();
    const { container } = render(<Hero onFirstImageLoaded={onFirstImageLoaded} />);
    expect(onFirstImageLoaded).not.toHaveBeenCalled();
    act(() => {
      container.querySelector('img')!.dispatchEvent(new Event('load'));
    });
    expect(onFirstImageLoaded).toHaveBeenCalledOnce();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TestimonialsSection } from './testimonials-section';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

it('rotates the testimonials every 7 seconds', () => {
  render(<TestimonialsSection />);
  const carousel = screen.getByRole('region', { name: 'Testimonials' });
  const shown = () => within(carousel).getByRole('group', { name: /of 4$/ });
  expect(screen.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeInTheDocument();
  expect(shown()).toHaveTextContent('Aroha T.');
  act(() => {
    vi.advanceTimersByTime(6999);
  });
  expect(shown()).toHaveTextContent('Aroha T.');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(shown()).toHaveTextContent('Daniel and Mei L.');
  act(() => {
    vi.advanceTimersByTime(7000);
  });
  expect(shown()).toHaveTextContent('Graham P.');
});

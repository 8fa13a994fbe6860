import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ProjectsSection } from './projects-section';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows three case studies, each with photos rotating every 5 seconds', () => {
  render(<ProjectsSection />);
  const studies = screen.getAllByRole('article');
  expect(studies.map((study) => within(study).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Villa kitchen renewal',
    'Bathroom and shower refit',
    'Exterior repaint and new deck',
  ]);
  const captions = () =>
    studies.map((study) => within(within(study).getByRole('group', { name: /of 3$/ })).getByText(/Before|During|After/).textContent);
  expect(captions()).toEqual(['Before', 'Before', 'Before']);
  act(() => {
    vi.advanceTimersByTime(4999);
  });
  expect(captions()).toEqual(['Before', 'Before', 'Before']);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(captions()).toEqual(['During', 'During', 'During']);
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(captions()).toEqual(['After', 'After', 'After']);
});

it('pauses one case study without stopping the others', () => {
  render(<ProjectsSection />);
  const [first, second] = screen.getAllByRole('region', { name: /: photos$/ });
  act(() => within(first!).getByRole('button', { name: 'Pause' }).click());
  act(() => within(first!).getByRole('button', { name: 'Play' }).blur());
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  expect(within(first!).getByRole('group', { name: /of 3$/ })).toHaveAccessibleName('1 of 3');
  expect(within(second!).getByRole('group', { name: /of 3$/ })).toHaveAccessibleName('2 of 3');
});

import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNarrowerThan } from './use-narrower-than';

function Probe({ length, tick }: { length: string; tick: number }) {
  const { ref, narrower } = useNarrowerThan(length);
  return (
    <div ref={ref} data-tick={tick}>
      {narrower ? 'narrower' : 'wider'}
    </div>
  );
}

describe('useNarrowerThan', () => {
  it('compares with the root font size without reading it again at every render (a forced style recalculation)', () => {
    const computed = vi.spyOn(window, 'getComputedStyle');
    // jsdom lays nothing out: the viewport's width (1024 px) stands in for the element's.
    const { container, rerender } = render(<Probe length="80rem" tick={0} />);
    expect(container).toHaveTextContent('narrower');
    for (let tick = 1; tick <= 5; tick++) rerender(<Probe length="80rem" tick={tick} />);
    rerender(<Probe length="40rem" tick={6} />);
    expect(container).toHaveTextContent('wider');
    expect(computed.mock.calls.filter(([element]) => element === document.documentElement).length).toBeLessThanOrEqual(1);
  });

  it('does not measure the element (a layout forced in the commit) when the viewport is already narrower', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    // jsdom's viewport is 1024 px wide: narrower than 80rem (1280 px), wider than 40rem.
    const { container, unmount } = render(<Probe length="80rem" tick={0} />);
    expect(container).toHaveTextContent('narrower');
    expect(measure).not.toHaveBeenCalled();
    unmount();
    render(<Probe length="40rem" tick={0} />);
    expect(measure).toHaveBeenCalled();
  });
});

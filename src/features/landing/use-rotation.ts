// The behaviour every rotating element shares (hero, project carousels, testimonials), after the
// WAI-ARIA carousel pattern and WCAG 2.2.2:
// - advances every `intervalMs` while playing, restarting the interval after every change;
// - pauses while the pointer is over it or focus is inside it, and resumes when both leave;
// - the pause/play control is the user's choice and wins over everything else;
// - with prefers-reduced-motion it starts paused (it never moves on its own); Play still works,
//   because pressing it is an explicit request;
// - only a change the user made is announced (auto-rotation stays silent).
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface Rotation {
  index: number;
  /** What the pause/play control shows: true while the rotation is switched on. */
  playing: boolean;
  /** True when it is actually moving (playing, not hovered, not focused). */
  rotating: boolean;
  /** Set only after a change the user made, for the polite live region. */
  userChanged: boolean;
  togglePlaying: () => void;
  previous: () => void;
  next: () => void;
  /** Spread on the carousel's root element. */
  rootProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

export function useRotation(count: number, intervalMs: number): Rotation {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the user presses pause or play: until then reduced motion decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userChanged, setUserChanged] = useState(false);

  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      setIndex((current) => (current + 1) % count);
      setUserChanged(false);
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const step = useCallback(
    (by: number) => {
      setIndex((current) => (current + by + count) % count);
      setUserChanged(true);
    },
    [count],
  );

  const togglePlaying = useCallback(() => setChoice(!playing), [playing]);
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { index, playing, rotating, userChanged, togglePlaying, previous, next, rootProps };
}

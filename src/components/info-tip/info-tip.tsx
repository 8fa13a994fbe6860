// A small "?" button whose tip shows on hover and on keyboard focus, stays while the pointer is
// over it, toggles on click (touch) and hides with Escape (WCAG 1.4.13). The tip is the button's
// description, so a screen reader reads it on focus.
import { useEffect, useId, useState, type ReactNode } from 'react';
import './info-tip.css';

export interface InfoTipProps {
  /** The button's accessible name, e.g. "More about GST number". */
  label: string;
  children: ReactNode;
}

export function InfoTip({ label, children }: InfoTipProps) {
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused || pinned);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the tip closes; an enclosing dialog stays open.
      event.stopPropagation();
      setDismissed(true);
      setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const reset = () => setDismissed(false);

  return (
    <span
      className="ui-infotip"
      onMouseEnter={() => {
        reset();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="ui-infotip__button"
        aria-label={label}
        aria-describedby={tipId}
        onFocus={() => {
          reset();
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => {
          reset();
          setPinned((value) => !value);
        }}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span role="tooltip" id={tipId} className="ui-infotip__bubble" hidden={!open}>
        {children}
      </span>
    </span>
  );
}

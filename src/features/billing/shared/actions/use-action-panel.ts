// Which action form is open under a document's actions (a payment, a variation, …): its button
// toggles it, and closing it returns focus to that button, so the keyboard is where it was.
import { useRef, useState } from 'react';

/** `initial`: the form open at first (or a function that says which, called once). */
export function useActionPanel<P extends string>(initial: P | null | (() => P | null), onSucceeded: (message: string) => void) {
  const [panel, setPanel] = useState<P | null>(initial);
  const openers = useRef(new Map<P, HTMLButtonElement>());

  /** The props of the button that opens `which`: its ref, whether it is open, the toggle. */
  const opener = (which: P) => ({
    ref: (button: HTMLButtonElement | null) => {
      if (button) openers.current.set(which, button);
      else openers.current.delete(which);
    },
    'aria-expanded': panel === which,
    onClick: () => setPanel((current) => (current === which ? null : which)),
  });

  /** Closes the form (with the message of what it did, if it did something). */
  const close = (message?: string) => {
    const button = panel === null ? undefined : openers.current.get(panel);
    setPanel(null);
    if (message) onSucceeded(message);
    // Back to the button that opened the form (if it is still offered).
    requestAnimationFrame(() => button?.focus());
  };

  return { panel, opener, close };
}

export type ActionPanel<P extends string> = ReturnType<typeof useActionPanel<P>>;

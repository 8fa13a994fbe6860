// Escape anywhere in the page, for what closes on it (the menus of the app and of the landing page).

/** Calls `handler` whenever Escape is pressed; returns the way to stop listening (an effect's cleanup). */
export function onEscapeKey(handler: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') handler();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

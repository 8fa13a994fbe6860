// True once the window's load event has fired: images that are not needed yet wait for it, so
// they never compete with the first hero image for bandwidth.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

const read = () => document.readyState === 'complete';

export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

// The stored bearer token, read on every request so a sign-in in another tab is picked up.
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { FORCED_SIGN_OUT_EVENT } from '@/config/session-events';
import { browserNavigation } from '@/lib/browser-navigation';
import { readItem, removeItem } from '@/lib/storage';

export function storedToken(): string | null {
  return readItem(STORAGE_KEYS.token);
}

export { FORCED_SIGN_OUT_EVENT };

/**
 * Any 401 or 403 answer: remove the stored token and leave by full page navigation (docs/product.md#forced-sign-out).
 * The `roles` entry is kept, as on a normal logout.
 */
export function forceSignOut(): void {
  removeItem(STORAGE_KEYS.token);
  window.dispatchEvent(new Event(FORCED_SIGN_OUT_EVENT));
  browserNavigation.assign(paths.home);
}

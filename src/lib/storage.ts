// Web storage that never throws: private modes and full quotas must not break the app. Local
// storage by default; session storage (this tab only) where asked.

export type StorageArea = 'local' | 'session';

const storageOf = (area: StorageArea): Storage => (area === 'session' ? window.sessionStorage : window.localStorage);

export function readItem(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** False when the browser refused the write (storage full, turned off, or not available). */
export function writeItem(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export type StoredJson = { state: 'missing' } | { state: 'unreadable' } | { state: 'found'; value: unknown };

/** A JSON entry: missing, unreadable (not JSON) or found, so callers can drop a corrupt entry. */
export function readJson(key: string, area: StorageArea = 'local'): StoredJson {
  const raw = readItem(key, area);
  if (raw === null) return { state: 'missing' };
  try {
    return { state: 'found', value: JSON.parse(raw) as unknown };
  } catch {
    return { state: 'unreadable' };
  }
}

/** The keys stored under a prefix; none when storage cannot be read. */
export function storedKeys(prefix: string, area: StorageArea = 'local'): string[] {
  const keys: string[] = [];
  try {
    const storage = storageOf(area);
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

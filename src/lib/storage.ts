// Local storage that never throws: private modes and full quotas must not break the app.

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export type StoredJson = { state: 'missing' } | { state: 'unreadable' } | { state: 'found'; value: unknown };

/** A JSON entry: missing, unreadable (not JSON) or found, so callers can drop a corrupt entry. */
export function readJson(key: string): StoredJson {
  const raw = readItem(key);
  if (raw === null) return { state: 'missing' };
  try {
    return { state: 'found', value: JSON.parse(raw) as unknown };
  } catch {
    return { state: 'unreadable' };
  }
}

/** The keys stored under a prefix; none when storage cannot be read. */
export function storedKeys(prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

// Work typed into a form and not saved yet, kept in this browser so that a reload, a crash or a
// forced sign-out loses nothing (docs/architecture.md#kept-work). A signed-in user's work is kept in
// local storage under their username, so it is offered back to them alone; the public forms keep
// theirs in session storage (this tab only). Passwords are never kept: forms leave them out.
import { readJson, removeItem, storedKeys, writeItem, type StorageArea } from './storage';

const PREFIX = 'invoicing:unsaved-';
const KEY = /^invoicing:unsaved-([a-z][a-z-]*):v1:([^:]*):([^:]+)$/;

/**
 * Every form that keeps work, by the kind in its storage key. A new form adds its kind here; the
 * dashboard's "Unsaved work" (a Record over these kinds) then does not compile until it says where
 * that form lives.
 */
export type KeptWorkKind =
  | 'invoice'
  | 'kept-invoice'
  | 'quote'
  | 'schedule'
  | 'payment'
  | 'void'
  | 'refund'
  | 'credit-note'
  | 'claim'
  | 'variation'
  | 'profile'
  | 'user'
  | 'business'
  | 'client'
  | 'supplier'
  | 'bill'
  | 'expense'
  | 'supplier-credit-note'
  | 'bill-payment'
  | 'register'
  | 'bank-account'
  | 'csv-mapping';

export interface KeptWorkPlace {
  /** Which form, e.g. 'invoice', 'profile', 'business'. */
  kind: KeptWorkKind;
  /** Who typed it; null on the public forms (kept in this tab only). */
  owner: string | null;
  /** The record it changes; null for a new one. */
  id?: string | number | null;
}

/** One entry per form kind, owner and record: `invoicing:unsaved-<kind>:v1:<owner>:<id or new>`. */
export function keptWorkKey({ kind, owner, id = null }: KeptWorkPlace): string {
  return `${PREFIX}${kind}:v1:${encodeURIComponent(owner ?? '')}:${id ?? 'new'}`;
}

export const keptWorkArea = (owner: string | null): StorageArea => (owner === null ? 'session' : 'local');

export type Json = Record<string, unknown>;
export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Envelope {
  savedAt: string;
  label: string | null;
  entry: Json;
}

/** Every entry carries when it was kept and, for the logout question, what it is. */
function envelope(value: unknown): Envelope | null {
  if (!isRecord(value)) return null;
  const { savedAt, label } = value;
  if (typeof savedAt !== 'string' || savedAt.length > 40 || Number.isNaN(Date.parse(savedAt))) return null;
  return { savedAt, label: typeof label === 'string' && label.length <= 200 ? label : null, entry: value };
}

// Whether the browser refused the last write of each entry, for the form to say so at once.
const refused = new Set<string>();
const listeners = new Set<() => void>();

function setRefused(key: string, value: boolean): void {
  if (refused.has(key) === value) return;
  if (value) refused.add(key);
  else refused.delete(key);
  for (const listener of listeners) listener();
}

export const keptWorkRefused = (key: string): boolean => refused.has(key);

/** Called whenever a write is refused, or succeeds again (for useSyncExternalStore). */
export function subscribeToKeptWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Writes the entry (with `savedAt` and `label`); false when the browser refused it. */
export function writeKeptWork(key: string, area: StorageArea, entry: Json & { savedAt: string; label: string }): boolean {
  const ok = writeItem(key, JSON.stringify(entry), area);
  setRefused(key, !ok);
  return ok;
}

export function removeKeptWork(key: string, area: StorageArea): void {
  removeItem(key, area);
  setRefused(key, false);
}

/**
 * The entry under `key`, read by `read` (which checks it field by field): null when there is none,
 * 'corrupt' when there is one that cannot be used (it is removed then).
 */
export function readKeptWork<T>(
  key: string,
  area: StorageArea,
  read: (entry: Json) => T | null,
): { savedAt: string; value: T } | null | 'corrupt' {
  const stored = readJson(key, area);
  if (stored.state === 'missing') return null;
  const found = stored.state === 'found' ? envelope(stored.value) : null;
  const value = found ? read(found.entry) : null;
  if (!found || value === null) {
    removeKeptWork(key, area);
    return 'corrupt';
  }
  return { savedAt: found.savedAt, value };
}

export interface KeptWorkSummary {
  key: string;
  /** As stored: an entry of a kind this build does not know is still listed (Logout settles it). */
  kind: string;
  /** The record's id, or 'new'. */
  id: string;
  savedAt: string;
  label: string | null;
}

/** A user's kept work (of one kind, or all), newest first. */
export function keptWorkOf(owner: string, kind?: KeptWorkKind): KeptWorkSummary[] {
  const ownerPart = encodeURIComponent(owner);
  return storedKeys(PREFIX)
    .flatMap((key) => {
      const match = KEY.exec(key);
      if (!match?.[1] || !match[3] || match[2] !== ownerPart || (kind !== undefined && match[1] !== kind)) return [];
      const stored = readJson(key);
      const found = stored.state === 'found' ? envelope(stored.value) : null;
      return found ? [{ key, kind: match[1], id: match[3], savedAt: found.savedAt, label: found.label }] : [];
    })
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** The record (its id, or 'new') of the user's newest kept work of a kind; null when there is none. */
export const latestKeptWorkId = (owner: string, kind: KeptWorkKind): string | null => keptWorkOf(owner, kind)[0]?.id ?? null;

// ---------------------------------------------------------------------------------------------
// Form values: text, ticks and lists of text

type FormValue = string | boolean | readonly string[];
export type FormValues<V> = { [K in keyof V]: FormValue };

/** The values without the secret ones: those are never written anywhere. */
export function keepable<V extends FormValues<V>>(values: V, secret: readonly (keyof V)[]): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name as keyof V))) as Partial<V>;
}

const MAX_TEXT = 20_000;
const MAX_LIST = 1_000;

/**
 * Kept values read back over the form's first values: each must have the type of the field it
 * fills (text, a tick, a list of texts). Secret fields keep their first value. null when anything
 * does not fit, so a foreign or damaged entry is never trusted.
 */
export function readKeptValues<V extends FormValues<V>>(raw: unknown, like: V, secret: readonly (keyof V)[] = []): V | null {
  if (!isRecord(raw)) return null;
  const values = { ...like };
  for (const name of Object.keys(like) as Array<keyof V & string>) {
    if (secret.includes(name)) continue;
    const sample = like[name];
    const value = raw[name];
    const fits =
      typeof sample === 'string'
        ? typeof value === 'string' && value.length <= MAX_TEXT
        : typeof sample === 'boolean'
          ? typeof value === 'boolean'
          : Array.isArray(value) && value.length <= MAX_LIST && value.every((item) => typeof item === 'string' && item.length <= 500);
    if (!fits) return null;
    values[name] = value as V[typeof name];
  }
  return values;
}

/** Whether two sets of values hold the same content. */
export const sameValues = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------------------------------------
// Forms on screen, for the logout question

export interface LiveWork {
  key: string;
  owner: string | null;
  label: string;
  /** Typed and not saved. */
  unsaved: () => boolean;
  /** After the logout question: stop asking before leaving; 'discard' also forgets the work. */
  release: (choice: 'keep' | 'discard') => void;
}

const live = new Set<LiveWork>();

/** Registers a form on screen; returns the way to unregister it. */
export function addLiveWork(work: LiveWork): () => void {
  live.add(work);
  return () => {
    live.delete(work);
  };
}

export interface UnsavedWorkSummary {
  /** What is kept in this browser, named. */
  kept: string[];
  /** Unsaved work on screen the browser refused to keep. */
  notKept: string[];
}

/** What Logout asks about: the user's kept work and the unsaved work on screen. */
export function unsavedWorkSummary(owner: string): UnsavedWorkSummary {
  const stored = keptWorkOf(owner);
  const onScreen = [...live].filter((work) => work.owner === owner && work.unsaved());
  const keys = new Set(stored.map((entry) => entry.key));
  const notKept = onScreen.filter((work) => refused.has(work.key)).map((work) => work.label);
  const unwritten = onScreen.filter((work) => !refused.has(work.key) && !keys.has(work.key)).map((work) => work.label);
  return { kept: [...stored.map((entry) => entry.label ?? 'unsaved changes'), ...unwritten], notKept };
}

/** The answer to the logout question: keep everything for the next sign-in, or forget it all. */
export function settleUnsavedWork(owner: string, choice: 'keep' | 'discard'): void {
  for (const work of live) if (work.owner === owner) work.release(choice);
  if (choice === 'discard') for (const { key } of keptWorkOf(owner)) removeKeptWork(key, 'local');
}

// Unsaved work of any form, kept in this browser (docs/architecture.md#kept-work): each change is
// written at once (after the paint); on the next visit by the same user it is offered back (restore
// or discard) before the form can be used; a forced sign-out never asks and never discards; Logout
// asks (it finds the forms on screen through the live-work list); and a write the browser refuses
// is said at once in the page. Most forms use useKeptValues, which builds on this.
import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FORCED_SIGN_OUT_EVENT } from '@/config/session-events';
import {
  addLiveWork,
  keptWorkArea,
  keptWorkKey,
  keptWorkRefused,
  readKeptWork,
  removeKeptWork,
  subscribeToKeptWork,
  writeKeptWork,
  type Json,
  type KeptWorkPlace,
} from '@/lib/kept-work';
import { KeptWorkNotice, KeptWorkOffer } from './kept-work-offer';

export interface KeptWorkOptions<V> extends KeptWorkPlace {
  /** What the logout question calls it, e.g. 'your profile'. */
  label: string;
  values: V;
  /** Whether there is anything to keep (typed and not saved). */
  unsaved: boolean;
  /** Reads an entry back, checking it field by field; null drops it as corrupt. */
  read: (entry: Json) => { values: V; note?: ReactNode } | null;
  /** What is written beside `savedAt` and `label`. */
  write: (values: V) => Json;
  /** Puts restored values on screen. */
  restore: (values: V) => void;
  /** Kept values that equal what the form starts with are not offered (and are dropped). */
  sameAsStart?: (values: V) => boolean;
  /** false: no offer (the public forms restore their values themselves, silently). */
  offer?: boolean;
  headingLevel?: 2 | 3;
}

type Offer<V> = { kind: 'restore'; savedAt: string; values: V; note?: ReactNode } | { kind: 'corrupt' } | null;

export interface KeptWork {
  /** The restore-or-discard card while kept work waits for an answer, else null. */
  offer: ReactNode;
  /** A live region for "could not be read" and "cannot be kept": render it always. */
  notice: ReactNode;
  /** True while the offer waits: make the form inert. */
  offering: boolean;
  /** The browser refused the last write. */
  refused: boolean;
  /** Forgets the kept copy (the server has the work now). */
  clear: () => void;
  /** For Cancel: a handler that forgets the kept copy, then does `next`. */
  discardAnd: (next: () => void) => () => void;
  /** Leaving is expected from now on (e.g. after a save that navigates): nothing to ask. */
  letGo: () => void;
  /** For a leave guard: unsaved work, and no reason to let it go. Stable. */
  shouldBlock: () => boolean;
}

export function useKeptWork<V>({
  kind,
  owner,
  id = null,
  label,
  values,
  unsaved,
  read,
  write,
  restore,
  sameAsStart,
  offer: offerKept = true,
  headingLevel,
}: KeptWorkOptions<V>): KeptWork {
  const key = keptWorkKey({ kind, owner, id });
  const area = keptWorkArea(owner);
  const [offer, setOffer] = useState<Offer<V>>(() => {
    if (!offerKept) return null;
    const stored = readKeptWork(key, area, read);
    if (stored === 'corrupt') return { kind: 'corrupt' };
    if (stored === null) return null;
    if (sameAsStart?.(stored.value.values)) {
      removeKeptWork(key, area);
      return null;
    }
    return { kind: 'restore', savedAt: stored.savedAt, ...stored.value };
  });
  const offering = offer?.kind === 'restore';
  const refused = useSyncExternalStore(subscribeToKeptWork, () => keptWorkRefused(key));
  // Read when leaving, so they are refs: a save, Logout's answer or a forced sign-out lets the work go.
  const unsavedNow = useRef(false);
  const leaving = useRef(false);
  const discarded = useRef(false);

  const keep = useEffectEvent(() => {
    unsavedNow.current = unsaved && !offering && !discarded.current;
    // Kept work waiting for an answer is not overwritten by the untouched form.
    if (offering || discarded.current) return;
    if (unsaved) writeKeptWork(key, area, { savedAt: new Date().toISOString(), label, ...write(values) });
    else removeKeptWork(key, area);
  });
  useEffect(() => keep(), [key, values, unsaved, offering]);

  // A forced sign-out leaves by a full page load: keep the latest, and ask nothing.
  const onForcedSignOut = useEffectEvent(() => {
    leaving.current = true;
    keep();
  });
  useEffect(() => {
    const listener = () => onForcedSignOut();
    window.addEventListener(FORCED_SIGN_OUT_EVENT, listener);
    return () => window.removeEventListener(FORCED_SIGN_OUT_EVENT, listener);
  }, []);

  // Logout asks about this form's work while it is on screen.
  const release = useEffectEvent((choice: 'keep' | 'discard') => {
    leaving.current = true;
    if (choice === 'keep') return keep();
    discarded.current = true;
    unsavedNow.current = false;
    removeKeptWork(key, area);
  });
  useEffect(
    () => addLiveWork({ key, owner, label, unsaved: () => unsavedNow.current, release: (choice) => release(choice) }),
    [key, owner, label],
  );

  const shouldBlock = useCallback(() => unsavedNow.current && !leaving.current, []);

  const answered = () => setOffer(null);
  return {
    offer:
      offer?.kind === 'restore' ? (
        <KeptWorkOffer
          savedAt={offer.savedAt}
          note={offer.note}
          headingLevel={headingLevel}
          onRestore={() => {
            restore(offer.values);
            answered();
          }}
          onDiscard={() => {
            removeKeptWork(key, area);
            answered();
          }}
        />
      ) : null,
    notice: <KeptWorkNotice corrupt={offer?.kind === 'corrupt'} refused={refused && unsaved} />,
    offering,
    refused,
    clear: () => removeKeptWork(key, area),
    discardAnd: (next) => () => {
      removeKeptWork(key, area);
      next();
    },
    letGo: () => {
      leaving.current = true;
    },
    shouldBlock,
  };
}

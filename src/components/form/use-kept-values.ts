// A form's values (text, ticks, lists of text) whose unsaved changes are kept in this browser. A
// form adopts it in place of its useState calls and renders `kept.offer` and `kept.notice`:
//
//   const { values, set, kept } = useKeptValues({ email: profile.email, password: '' },
//     { kind: 'profile', owner: username, id: profile.id, label: 'your profile', secret: ['password'] });
//
// Secret fields (passwords) are never written anywhere. Passing `kept` to useFormSubmit forgets the
// kept copy once the server has the values.
import { useState, type ReactNode } from 'react';
import {
  keepable,
  keptWorkArea,
  keptWorkKey,
  readKeptValues,
  readKeptWork,
  sameValues,
  type FormValues,
  type KeptWorkPlace,
} from '@/lib/kept-work';
import { useKeptWork, type KeptWork } from './use-kept-work';

export interface KeptValuesOptions<V> extends KeptWorkPlace {
  /** What the logout question calls it, e.g. 'your profile'. */
  label: string;
  /** Fields never kept (passwords). */
  secret?: readonly (keyof V)[];
  /** Said in the offer, e.g. that the password must be typed again. */
  note?: ReactNode;
  /**
   * 'offer' (default): restore or discard, asked before the form can be used. 'silent': put back at
   * once (the public forms, whose work is kept in this tab only).
   */
  restore?: 'offer' | 'silent';
  headingLevel?: 2 | 3;
}

export interface KeptValues<V> {
  values: V;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  kept: KeptWork & {
    /** The server has these values now: forget the kept copy, and compare later changes with them. */
    saved: () => void;
  };
}

export function useKeptValues<V extends FormValues<V>>(start: V, options: KeptValuesOptions<V>): KeptValues<V> {
  const { secret = [], note, restore = 'offer', ...place } = options;
  const [first] = useState(start);
  const [saved, setSaved] = useState(start);
  const [values, setValues] = useState<V>(() => {
    if (restore !== 'silent') return first;
    const stored = readKeptWork(keptWorkKey(place), keptWorkArea(place.owner), (entry) => readKeptValues(entry.values, first, secret));
    return stored !== null && stored !== 'corrupt' ? stored.value : first;
  });
  const kept = useKeptWork<V>({
    ...place,
    values,
    unsaved: !sameValues(keepable(values, secret), keepable(saved, secret)),
    read: (entry) => {
      const read = readKeptValues(entry.values, first, secret);
      return read && { values: read, note };
    },
    write: (current) => ({ values: keepable(current, secret) }),
    restore: setValues,
    sameAsStart: (stored) => sameValues(keepable(stored, secret), keepable(first, secret)),
    offer: restore === 'offer',
  });
  return {
    values,
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    kept: {
      ...kept,
      saved: () => {
        kept.clear();
        setSaved(values);
      },
    },
  };
}

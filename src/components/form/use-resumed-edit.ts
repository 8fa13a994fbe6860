// A screen whose form edits one record of a list (User Management, businesses, clients) opens it
// on the record whose changes were kept in this browser most recently, so the form offers them
// back at once; the user's own choice of record (Edit, Cancel, a save) ends it.
import { useState } from 'react';
import { latestKeptWorkId, type KeptWorkKind } from '@/lib/kept-work';

export function useResumedEdit<T extends { id: number }>(kind: KeptWorkKind, owner: string | null, rows: readonly T[] | undefined) {
  const [id, setId] = useState(() => (owner === null ? null : latestKeptWorkId(owner, kind)));
  return {
    /** The record to edit until the user chooses otherwise (null: none, or it is not in the list). */
    resumed: id === null ? null : (rows?.find((row) => String(row.id) === id) ?? null),
    /** The user chose: stop resuming. */
    done: () => setId(null),
  };
}

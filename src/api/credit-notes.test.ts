import { describe, expect, it } from 'vitest';
import { signInAs } from '@/testing/render';
import { db } from '../../mocks/runtime/db';
import { fetchAllCreditNotes, fetchCreditNotes, type CreditNoteQuery } from './credit-notes';

describe('listing credit notes (for statements and GST returns)', () => {
  it('filters by business, client and issue date, and pages through them all', async () => {
    await signInAs('admin');
    const seeded = db.creditNotes.all();
    expect(seeded.length).toBeGreaterThan(0);
    const first = seeded[0]!;
    const query: CreditNoteQuery = { businessId: first.businessId, clientId: first.clientId, from: first.issueDate, to: first.issueDate };
    const page = await fetchCreditNotes({ ...query, size: 1 });
    expect(page.content.map((n) => n.number)).toContain(first.number);
    const progress: number[] = [];
    const all = await fetchAllCreditNotes({}, { onProgress: (loaded) => progress.push(loaded) });
    expect(all.map((n) => n.id).sort()).toEqual(seeded.map((n) => n.id).sort());
    expect(progress.at(-1)).toBe(seeded.length);
    expect(await fetchAllCreditNotes({ from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
  });
});

// A filing that arrives while a bulk confirm is being written in chunks (decisions 234 and 300):
// it never lands between two chunks of a write into its period, so no chunk is refused half-way
// and no rollback reaches into the filed period. The filed figures equal the books, to the cent.
import { afterEach, describe, expect, it } from 'vitest';
import { db, simulatedDatabase, writeLockHold } from '../runtime/db';
import { call, type CallResult } from '../testing/call';
import { dayIn, fileReturn, gstReturn, periods, reopenReturn } from '../testing/gst-returns';
import { asAdmin, asUser, today } from '../testing/invoices';

const LINES = 120; // three chunks of 50
const instant = simulatedDatabase.roundTrip;

afterEach(() => {
  writeLockHold.onWrite = undefined;
  writeLockHold.onQueued = undefined;
  simulatedDatabase.roundTrip = instant;
});

/** The boxes of a return, without its status, filing and history. */
const figures = (answer: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answer).filter(([key]) => /^box\d+$/.test(key) || key === 'rows'));

describe('filing while a bulk confirm into the period is being written', () => {
  it('is refused until the confirm has finished, so the filed figures are the books’ figures', async () => {
    const token = await asUser();
    const admin = await asAdmin();
    const { previous } = periods();
    const lines = Array.from({ length: LINES }, (_, n) => ({
      date: dayIn(previous, n % 20),
      amount: -(1_000 + n),
      payee: 'HARDWARE STORE',
      reference: `CHUNK${n}`,
    }));
    expect((await call('POST', '/api/bank-accounts/1/imports', { token, body: { lines } })).status).toBe(200);
    const matches = db.bankLines
      .all()
      .filter((line) => line.reference?.startsWith('CHUNK'))
      .map((line) => ({ lineId: line.id, allocations: [], expense: { accountId: 1, taxCode: 'STANDARD' } }));
    expect(matches).toHaveLength(LINES);

    // The first chunk holds the lock until the filing has joined the queue behind it.
    let filing: Promise<CallResult> | undefined;
    let queued = () => {};
    const filingQueued = new Promise<void>((resolve) => (queued = resolve));
    writeLockHold.onWrite = () => {
      if (filing) return;
      writeLockHold.onQueued = queued;
      filing = call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } });
      void filing.then(queued);
    };
    simulatedDatabase.roundTrip = () => filingQueued;
    const confirmed = await call('POST', '/api/bank-accounts/1/matches', { token, body: { matches } });
    const filed = await filing!;

    // Whatever landed first, a filed return never differs from the books of its period.
    if (filed.status === 200) {
      expect((await reopenReturn(admin, previous)).status).toBe(200);
      expect(figures(await gstReturn(token, previous))).toEqual(figures(filed.json));
    }
    expect(filed.status, JSON.stringify(filed.json)).toBe(409);
    expect(filed.json.detail).toMatch(/still being recorded/);
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json.matched).toBe(LINES);

    // Filed once the confirm has finished, the return holds every line, and the books agree.
    const after = await fileReturn(token, previous);
    expect((await reopenReturn(admin, previous)).status).toBe(200);
    expect(figures(await gstReturn(token, previous))).toEqual(figures(after as unknown as Record<string, unknown>));
  });
});

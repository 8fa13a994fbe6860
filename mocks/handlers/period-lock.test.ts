// Filing a GST return and the period lock: filing freezes the figures, every kind of document
// dated in the filed period is refused by the one guard (409 period-locked naming the period), the
// same request dated today goes through, a late change reaches the next return as an adjustment,
// and only an admin reopens a return, with a reason kept as an event.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { db } from '../runtime/db';
import { call } from '../testing/call';
import { dayIn, expectLocked, fileReturn, gstReturn, periods, reopenReturn } from '../testing/gst-returns';
import { asAdmin, asUser, createDraft, draftBody, issue, today } from '../testing/invoices';
import { caughtUp, createSchedule } from '../testing/schedules';

type Json = Record<string, unknown>;
const PLACEMAKERS = 1;
const RUBBISH = 4; // no GST number recorded
const MATERIALS = 1;

function billBody(date: string, overrides: Json = {}) {
  return {
    businessId: 1,
    kind: 'BILL',
    supplierId: PLACEMAKERS,
    date,
    dueDate: addDays(date, 20),
    pricesIncludeGst: true,
    approve: true,
    lines: [{ description: 'Timber', quantity: '1', unitPrice: 46000, taxCode: 'STANDARD', accountId: MATERIALS }],
    ...overrides,
  };
}

async function created(path: string, token: string, body: unknown) {
  const answer = await call('POST', path, { token, body });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as Json & { id: number; version: number; total: number };
}

async function issuedOn(token: string, issueDate: string) {
  const draft = await createDraft(token, { issueDate, dueDate: addDays(issueDate, 14) });
  const answer = await issue(token, draft);
  expect(answer.status).toBe(200);
  return answer.json as unknown as Json & { id: number; version: number; total: number };
}

describe('filing a GST return', () => {
  it('freezes the figures, records who filed it when, and refuses a second filing, an open period and bad dates', async () => {
    const token = await asUser();
    const { current, previous } = periods();
    const before = await gstReturn(token, previous);
    expect(before).toMatchObject({ status: 'OPEN', events: [], adjustments: [] });

    const early = await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: previous.end } });
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual([expect.objectContaining({ field: 'filedOn' })]);
    const future = await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, {
      token,
      body: { filedOn: addDays(today(), 1) },
    });
    expect(future.status).toBe(400);

    const filed = await fileReturn(token, previous);
    const frozen = (report: Json) =>
      Object.fromEntries(Object.entries(report).filter(([key]) => !['status', 'filing', 'events'].includes(key)));
    expect(frozen(filed)).toEqual(frozen(before));
    expect(filed).toMatchObject({
      status: 'FILED',
      filing: { filedOn: today(), filedBy: 'user' },
      events: [{ type: 'FILED', actor: 'user' }],
    });
    expect(await gstReturn(token, previous)).toEqual(filed);

    const again = await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } });
    expect(again.status).toBe(409);
    const open = await call('POST', `/api/businesses/1/gst-returns/${current.period}/filing`, { token, body: { filedOn: today() } });
    expect(open.status).toBe(409);
    expect(open.json.detail).toBe('A return is filed once its period has ended.');
  });

  it('reopens only for an admin, with a reason kept as an event; then the period takes documents again', async () => {
    const token = await asUser();
    const admin = await asAdmin();
    const { previous } = periods();
    await fileReturn(token, previous);
    expect((await reopenReturn(token, previous)).status).toBe(403);
    const blank = await reopenReturn(admin, previous, '  ');
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([expect.objectContaining({ field: 'reason' })]);

    const reopened = await reopenReturn(admin, previous, 'A bill was keyed twice');
    expect(reopened.status).toBe(200);
    expect(reopened.json).toMatchObject({
      status: 'OPEN',
      events: [
        { type: 'FILED', actor: 'user' },
        { type: 'REOPENED', actor: 'admin', detail: 'Reopened: A bill was keyed twice' },
      ],
    });
    expect(reopened.json.filing).toBeUndefined();
    expect((await reopenReturn(admin, previous)).status).toBe(409);
    await created('/api/bills', token, billBody(dayIn(previous)));
  });
});

describe('the period lock refuses every kind of document dated in a filed period', () => {
  it('invoices: a new one, an edit, issuing a draft, a payment and a void; dated today they go through', async () => {
    const token = await asUser();
    const { previous } = periods();
    const lockedDay = dayIn(previous);
    const invoice = await issuedOn(token, lockedDay);
    const unpaid = await issuedOn(token, lockedDay);
    const draft = await createDraft(token, { issueDate: lockedDay, dueDate: addDays(lockedDay, 14) });
    const laterDraft = await createDraft(token);
    await fileReturn(token, previous);

    const fresh = await call('POST', '/api/invoices', { token, body: draftBody({ issueDate: lockedDay }) });
    expectLocked(fresh, previous, 'issueDate');
    await created('/api/invoices', token, draftBody());

    const edit = await call('PUT', `/api/invoices/${laterDraft.id}`, {
      token,
      body: { ...draftBody({ issueDate: lockedDay }), version: laterDraft.version },
    });
    expectLocked(edit, previous, 'issueDate');

    expectLocked(await issue(token, draft), previous, 'issueDate');
    // The correction: the draft re-dated today is issued.
    const redated = await call('PUT', `/api/invoices/${draft.id}`, { token, body: { ...draftBody(), version: draft.version } });
    expect(redated.status).toBe(200);
    expect((await issue(token, redated.json as unknown as { id: number; version: number })).status).toBe(200);

    const payment = { version: invoice.version, amount: 1000, method: 'CARD' };
    expectLocked(
      await call('POST', `/api/invoices/${invoice.id}/payments`, { token, body: { ...payment, paidOn: lockedDay } }),
      previous,
      'paidOn',
    );
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, { token, body: { ...payment, paidOn: today() } });
    expect(paid.status).toBe(201);

    const voided = await call('POST', `/api/invoices/${unpaid.id}/void`, {
      token,
      body: { version: unpaid.version, reason: 'Raised in error' },
    });
    expectLocked(voided, previous, 'issueDate');
  });

  it('credit notes and refunds: a credit note for an earlier supply is dated today and counts in the current return; a refund into the filed period is refused', async () => {
    const token = await asUser();
    const { current, previous } = periods();
    const lockedDay = dayIn(previous);
    const invoice = await issuedOn(token, lockedDay);
    const paid = await call('POST', `/api/invoices/${invoice.id}/payments`, {
      token,
      body: { version: invoice.version, amount: invoice.total, paidOn: lockedDay, method: 'CARD' },
    });
    expect(paid.status).toBe(201);
    const filed = await fileReturn(token, previous);
    const currentBefore = await gstReturn(token, current);

    const note = await created(`/api/invoices/${invoice.id}/credit-notes`, token, { kind: 'AMOUNT', amount: 11500, reason: 'Overcharged' });
    expect(note.issueDate).toBe(today());
    const currentAfter = await gstReturn(token, current);
    const row = currentAfter.rows.find((r) => r.kind === 'CREDIT_NOTE' && r.id === note.id);
    expect(row).toMatchObject({ date: today(), amount: -11500 });
    expect(row?.sales).toBeLessThan(0);
    expect(currentAfter.box5 - currentBefore.box5).toBe(row?.sales);
    expect(currentAfter.adjustments).toEqual([]);
    expect(await gstReturn(token, previous)).toEqual(filed);

    const version = ((await call('GET', `/api/invoices/${invoice.id}`, { token })).json as Json).version;
    const refund = { version, amount: 11500, method: 'BANK_TRANSFER' };
    expectLocked(
      await call('POST', `/api/invoices/${invoice.id}/refunds`, { token, body: { ...refund, refundedOn: lockedDay } }),
      previous,
      'refundedOn',
    );
    expect((await call('POST', `/api/invoices/${invoice.id}/refunds`, { token, body: { ...refund, refundedOn: today() } })).status).toBe(
      201,
    );
  });

  it('bills and expenses: a new one, an edit, a payment and a void; dated today they go through', async () => {
    const token = await asUser();
    const { previous } = periods();
    const lockedDay = dayIn(previous);
    const bill = await created('/api/bills', token, billBody(lockedDay));
    const voidable = await created('/api/bills', token, billBody(lockedDay));
    await fileReturn(token, previous);

    expectLocked(await call('POST', '/api/bills', { token, body: billBody(lockedDay) }), previous, 'date');
    expectLocked(await call('POST', '/api/bills', { token, body: billBody(lockedDay, { kind: 'EXPENSE' }) }), previous, 'date');
    await created('/api/bills', token, billBody(today()));
    await created('/api/bills', token, billBody(today(), { kind: 'EXPENSE' }));

    // An approved bill of the filed period cannot be changed, even to move it out.
    expectLocked(await call('PUT', `/api/bills/${bill.id}`, { token, body: billBody(today()) }), previous, 'date');

    expectLocked(
      await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 1000, paidOn: lockedDay } }),
      previous,
      'paidOn',
    );
    expect((await call('POST', `/api/bills/${bill.id}/payments`, { token, body: { amount: 1000, paidOn: today() } })).status).toBe(200);

    expectLocked(await call('POST', `/api/bills/${voidable.id}/void`, { token }), previous, 'date');
  });
});

describe('the period lock on bank matching', () => {
  it('refuses to match a line dated in a filed period, and to undo a match that paid into it', async () => {
    const token = await asUser();
    const { previous } = periods();
    const lockedDay = dayIn(previous);
    const invoice = await issuedOn(token, lockedDay);
    const other = await issuedOn(token, lockedDay);
    const lines = [
      { date: lockedDay, amount: invoice.total, payee: 'A CLIENT', reference: 'LOCK1' },
      { date: lockedDay, amount: other.total, payee: 'A CLIENT', reference: 'LOCK2' },
    ];
    expect((await call('POST', '/api/bank-accounts/1/imports', { token, body: { lines } })).status).toBe(200);
    const [matched, unmatched] = ['LOCK1', 'LOCK2'].map((reference) => db.bankLines.all().find((line) => line.reference === reference)!);
    const confirm = (lineId: number, invoiceId: number, amount: number) =>
      call('POST', `/api/bank-accounts/1/lines/${lineId}/match`, { token, body: { allocations: [{ invoiceId, amount }] } });
    expect((await confirm(matched!.id, invoice.id, invoice.total)).status).toBe(200);
    await fileReturn(token, previous);

    expectLocked(await confirm(unmatched!.id, other.id, other.total), previous, 'lineId');
    expectLocked(await call('DELETE', `/api/bank-accounts/1/lines/${matched!.id}/match`, { token }), previous, 'lineId');
  });
});

describe('a change that still reaches a filed period', () => {
  it('goes into the next return as an adjustment (box 13), never into the filed figures', async () => {
    const token = await asUser();
    const admin = await asAdmin();
    const { current, previous } = periods();
    // $460.00 including GST from a supplier without a GST number: over $200, so its GST ($60.00) is not claimed.
    await created('/api/bills', token, billBody(dayIn(previous), { supplierId: RUBBISH }));
    const filed = await fileReturn(token, previous);
    const before = await gstReturn(token, current);

    const supplier = (await call('GET', `/api/suppliers/${RUBBISH}`, { token })).json as Json;
    const recorded = await call('PUT', `/api/suppliers/${RUBBISH}`, { token, body: { ...supplier, gstNumber: '102-345-673' } });
    expect(recorded.status, JSON.stringify(recorded.json)).toBe(200);

    expect(await gstReturn(token, previous)).toEqual(filed);
    const after = await gstReturn(token, current);
    expect(after.adjustments).toEqual([
      { period: previous.period, start: previous.start, end: previous.end, outputTax: 0, inputTax: 6000, debit: 0, credit: 6000 },
    ]);
    expect(after.box13).toBe(6000);
    expect(after.box14).toBe(after.box12 + 6000);
    expect(after.box15).toBe(before.box15 - 6000);

    // Reopened, the period itself holds the claim; filed again, nothing is left to carry.
    expect((await reopenReturn(admin, previous)).status).toBe(200);
    expect((await gstReturn(token, previous)).box12).toBe(filed.box12 + 6000);
    expect((await gstReturn(token, current)).adjustments).toEqual([]);
    await fileReturn(token, previous);
    expect((await gstReturn(token, current)).box13).toBe(0);
  });
});

describe('the period lock on a client’s credit', () => {
  it('refuses to pay credit back on a day of a filed period, and accepts it dated today', async () => {
    const token = await asUser();
    const { current, previous } = periods();
    const lines = [{ date: today(), amount: 25_000, payee: 'A CLIENT', reference: 'CREDIT1' }];
    expect((await call('POST', '/api/bank-accounts/1/imports', { token, body: { lines } })).status).toBe(200);
    const line = db.bankLines.all().find((one) => one.reference === 'CREDIT1')!;
    const credited = await call('POST', `/api/bank-accounts/1/lines/${line.id}/match`, {
      token,
      body: { allocations: [], creditClientId: 1 },
    });
    expect(credited.status, JSON.stringify(credited.json)).toBe(200);
    await fileReturn(token, previous);

    const refund = (refundedOn: string) =>
      call('POST', '/api/clients/1/credit/refunds', { token, body: { amount: 10_000, refundedOn, method: 'BANK_TRANSFER' } });
    expectLocked(await refund(dayIn(previous)), previous, 'refundedOn');
    expect((await refund(dayIn(current, 0))).status).toBe(200);
  });
});

describe('the period lock on recurring invoices', () => {
  it('keeps a catch-up invoice dated in a filed period a draft, and the filed figures as filed', async () => {
    const token = await asUser();
    const { previous } = periods();
    const filed = await fileReturn(token, previous);
    const startDate = addDays(previous.end, -3);
    const schedule = await createSchedule(token, {
      businessId: 1,
      clientId: 1,
      startDate,
      dayOfMonth: Number(startDate.slice(8)),
      mode: 'ISSUE',
    });
    const made = await caughtUp(token, schedule.id);
    const inFiled = made.invoices.filter((invoice) => invoice.issueDate <= previous.end);
    expect(inFiled.length).toBeGreaterThan(0);
    for (const invoice of inFiled) expect(invoice.status).toBe('DRAFT');
    expect(await gstReturn(token, previous)).toEqual(filed);
  });
});

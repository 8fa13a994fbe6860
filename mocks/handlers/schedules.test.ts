import { describe, expect, it, vi } from 'vitest';
import { setMockDate } from '../runtime/clock';
import { db, simulatedDatabase } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asUser, draftBody } from '../testing/invoices';
import { caughtUp, createSchedule, getSchedule, scheduleBody } from '../testing/schedules';

const invoiceDates = (scheduleId: number) =>
  db.invoices
    .findMany((q) => q.where({ scheduleId }))
    .map((invoice) => invoice.issueDate)
    .sort();

describe('schedules: generation', () => {
  it('catches up missed dates at once, oldest first, each with its own issue and due date', async () => {
    setMockDate('2027-03-15');
    const token = await asAdmin();
    const schedule = await caughtUp(token, (await createSchedule(token, { startDate: '2027-01-01' })).id);
    expect(schedule.invoices.map((i) => [i.period, i.issueDate])).toEqual([
      [2, '2027-03-01'],
      [1, '2027-02-01'],
      [0, '2027-01-01'],
    ]);
    const ids = schedule.invoices.map((i) => i.id).sort((a, b) => a - b);
    const first = await call('GET', `/api/invoices/${ids[0]}`, { token });
    // Made in period order, so ids follow the dates.
    expect(first.json).toMatchObject({ issueDate: '2027-01-01', dueDate: '2027-01-08', scheduleId: schedule.id, status: 'DRAFT' });
    // Exempt rent $2,600.00 + fee $208.00 + GST 15 % on the fee $31.20.
    expect(first.json).toMatchObject({ subtotal: 280_800, gst: 3_120, total: 283_920 });
    expect(schedule.nextDate).toBe('2027-04-01');
  });

  it('makes exactly one invoice per period when parallel requests arrive after the clock moves', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const schedule = await createSchedule(token, { startDate: '2027-02-01', frequency: 'WEEKLY' });
    expect(schedule.invoices).toHaveLength(0);
    // A database round trip inside every write, so that without the lock the requests would interleave.
    vi.spyOn(simulatedDatabase, 'roundTrip').mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 0)));
    setMockDate('2027-04-30');
    const paths = [
      '/api/invoices',
      `/api/schedules/${schedule.id}`,
      '/api/schedules',
      '/api/invoices/summary',
      '/api/invoicing/businesses',
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('GET', paths[i % paths.length] ?? '/api/invoices', { token })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // One request catches up a few invoices; the seeded schedules are due too, so ask until done.
    await caughtUp(token, schedule.id);
    const dates = invoiceDates(schedule.id);
    // Every Monday from 1 February to 26 April 2027: 13 weeks.
    expect(dates).toHaveLength(13);
    expect(new Set(dates).size).toBe(13);
    expect(dates[0]).toBe('2027-02-01');
    expect(dates.at(-1)).toBe('2027-04-26');
    const periods = db.invoices.findMany((q) => q.where({ scheduleId: schedule.id })).map((i) => i.schedulePeriod);
    expect(new Set(periods).size).toBe(13);
  });

  it('issues with the normal rules, and keeps a draft with the reason when issuing is refused', async () => {
    setMockDate('2027-01-05');
    const token = await asAdmin();
    const issued = await createSchedule(token, { startDate: '2027-01-01', mode: 'ISSUE' });
    expect(issued.invoices[0]).toMatchObject({ status: 'ISSUED', number: expect.stringMatching(/^PM-\d{4}$/) });
    // Southern Lakes Rentals is not GST-registered, so a line with GST cannot be issued.
    const refused = await createSchedule(token, {
      businessId: 3,
      clientId: 6,
      startDate: '2027-01-01',
      mode: 'ISSUE',
      lines: [{ description: 'Cleaning', quantity: '1', unitPrice: 5000, taxCode: 'STANDARD' }],
    });
    expect(refused.invoices[0]).toMatchObject({ status: 'DRAFT' });
    expect(refused.problem).toMatch(/^The invoice for 1 Jan 2027 was kept as a draft: .*GST/);
  });

  it('ends by itself after the last invoice of a count', async () => {
    setMockDate('2027-01-01');
    const token = await asAdmin();
    const created = await createSchedule(token, { startDate: '2027-01-01', endType: 'AFTER_COUNT', endCount: 2 });
    setMockDate('2027-03-01');
    const schedule = await caughtUp(token, created.id);
    expect(schedule.invoices).toHaveLength(2);
    expect(schedule.status).toBe('ENDED');
    expect(schedule.nextDate).toBeUndefined();
  });

  it('pauses a schedule whose client was deleted, and says why', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const client = await call('POST', '/api/admin/clients', { token, body: { linkedBusinessId: 2, clientName: 'Short Stay' } });
    const schedule = await createSchedule(token, { clientId: client.json.id, startDate: '2027-02-01' });
    expect((await call('DELETE', `/api/admin/clients/${String(client.json.id)}`, { token })).status).toBe(204);
    setMockDate('2027-02-02');
    const paused = await caughtUp(token, schedule.id);
    expect(paused).toMatchObject({ status: 'PAUSED', pausedReason: expect.stringContaining('the client was deleted') });
    expect(paused.invoices).toHaveLength(0);
    const resume = await call('POST', `/api/schedules/${schedule.id}/resume`, { token, body: { version: paused.version } });
    expect(resume.status).toBe(400);
    expect(resume.json.errors).toEqual([expect.objectContaining({ field: 'clientId' })]);
  });
});

describe('schedules: one failing schedule', () => {
  it("is paused with a reason its owner sees, and fails no other schedule and no one else's request", async () => {
    setMockDate('2027-01-10');
    const admin = await asAdmin();
    const broken = await createSchedule(admin, { startDate: '2027-02-01' });
    const healthy = await createSchedule(admin, { startDate: '2027-02-01', reference: 'Healthy' });
    // A record stored before dates were checked at the boundary: its first date is 10000-01-01.
    await db.schedules.update((q) => q.where({ id: broken.id }), {
      data(draft) {
        draft.startDate = '9999-12-31';
      },
    });
    setMockDate('2027-02-02');
    const user = await asUser();
    expect((await call('GET', '/api/invoices', { token: user })).status).toBe(200);
    expect((await call('POST', '/api/invoices', { token: user, body: draftBody() })).status).toBe(201);
    await caughtUp(admin, healthy.id);
    expect(invoiceDates(healthy.id)).toEqual(['2027-02-01']);
    const paused = await getSchedule(admin, broken.id);
    expect(paused).toMatchObject({
      status: 'PAUSED',
      pausedReason: expect.stringMatching(/^Paused: the server could not make its next invoice/),
    });
    const listed = await call('GET', '/api/schedules?status=PAUSED', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.json.content).toContainEqual(expect.objectContaining({ id: broken.id, pausedReason: paused.pausedReason }));
    // Later requests leave it paused rather than failing again.
    expect((await call('GET', '/api/schedules', { token: admin })).status).toBe(200);
  });
});

describe('schedules: catching up', () => {
  it('makes at most 8 invoices per request (within a time budget), oldest first, the rest on the next requests, one per period', async () => {
    for (const record of db.schedules.all()) {
      await db.schedules.update((q) => q.where({ id: record.id }), {
        data(draft) {
          draft.status = 'ENDED';
        },
      });
    }
    setMockDate('2027-04-01');
    const token = await asAdmin();
    const created = await createSchedule(token, { startDate: '2027-01-01', frequency: 'WEEKLY' });
    // At most 8, fewer when making them takes longer than the request's time budget: the oldest.
    const first = created.invoices.map((i) => i.period).sort((a, b) => a - b);
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(8);
    expect(first).toEqual(first.map((_, index) => index));
    const later = await caughtUp(token, created.id);
    // Every Friday from 1 January to 26 March 2027: 13 weeks, each once.
    const dates = invoiceDates(created.id);
    expect(dates).toHaveLength(13);
    expect(new Set(dates).size).toBe(13);
    expect(dates[0]).toBe('2027-01-01');
    expect(dates.at(-1)).toBe('2027-03-26');
    expect(later.nextDate).toBe('2027-04-02');
  });
});

describe('schedules: pause, resume, end', () => {
  it('does not bill the dates passed while paused, and bills from the resume date on', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const schedule = await createSchedule(token, { startDate: '2027-01-01' });
    const paused = await call('POST', `/api/schedules/${schedule.id}/pause`, { token, body: { version: schedule.version } });
    expect(paused.json).toMatchObject({ status: 'PAUSED' });
    setMockDate('2027-04-01');
    const resumed = await call('POST', `/api/schedules/${schedule.id}/resume`, { token, body: { version: paused.json.version } });
    expect(resumed.json).toMatchObject({ status: 'ACTIVE' });
    // January was made before the pause; February and March are skipped; 1 April is today, so it is made.
    expect(invoiceDates(schedule.id)).toEqual(['2027-01-01', '2027-04-01']);
  });

  it('ends for good: no resume, no edit, no more invoices', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const schedule = await createSchedule(token, { startDate: '2027-01-01' });
    const ended = await call('POST', `/api/schedules/${schedule.id}/end`, { token, body: { version: schedule.version } });
    expect(ended.json).toMatchObject({ status: 'ENDED' });
    const version = ended.json.version;
    expect((await call('POST', `/api/schedules/${schedule.id}/resume`, { token, body: { version } })).json).toMatchObject({
      status: 409,
      type: 'urn:invoicing:invalid-status',
    });
    expect((await call('PUT', `/api/schedules/${schedule.id}`, { token, body: { ...scheduleBody(), version } })).status).toBe(409);
    setMockDate('2027-06-01');
    expect(invoiceDates(schedule.id)).toEqual(['2027-01-01']);
    await getSchedule(token, schedule.id);
    expect(invoiceDates(schedule.id)).toEqual(['2027-01-01']);
  });

  it('refuses a stale version', async () => {
    const token = await asAdmin();
    const schedule = await createSchedule(token, { startDate: '2028-01-01' });
    const stale = await call('POST', `/api/schedules/${schedule.id}/pause`, { token, body: { version: schedule.version + 1 } });
    expect(stale.json).toMatchObject({ status: 409, type: 'urn:invoicing:stale-version' });
  });
});

describe('schedules: bad input', () => {
  it.each([
    [{ endType: 'ON_DATE', endDate: '2026-12-31' }, 'endDate', 'The end date cannot be before the start date.'],
    [{ endType: 'AFTER_COUNT', endCount: 0 }, 'endCount', 'A schedule must make at least one invoice.'],
    [{ frequency: 'HOURLY' }, 'frequency', 'Choose how often: weekly, fortnightly, monthly, quarterly or yearly.'],
    [{ dayOfMonth: 32 }, 'dayOfMonth', 'Enter the day of the month, 1 to 31.'],
    [{ clientId: 1 }, 'clientId', 'Choose a client of Harbourview Property Management Ltd.'],
    [{ lines: [] }, 'lines', 'Add at least one line.'],
  ])('refuses %j with 400 naming the field', async (overrides, field, message) => {
    const { status, json } = await call('POST', '/api/schedules', { token: await asAdmin(), body: scheduleBody(overrides) });
    expect(status).toBe(400);
    expect(json.errors).toContainEqual({ field, message });
  });

  it('stores a quantity typed " 1 " or "2.50" as an invoice does', async () => {
    const token = await asAdmin();
    const lines = [
      { description: 'Rent', quantity: ' 1 ', unitPrice: 260_000, taxCode: 'EXEMPT' },
      { description: 'Fee', quantity: '2.50', unitPrice: 1_000, taxCode: 'STANDARD' },
    ];
    const created = (await call('POST', '/api/schedules', { token, body: scheduleBody({ startDate: '2027-06-01', lines }) }))
      .json as unknown as {
      lines: Array<{ quantity: string }>;
    };
    expect(created.lines.map((line) => line.quantity)).toEqual(['1', '2.5']);
  });

  it('takes day 31 and makes the last day of shorter months', async () => {
    setMockDate('2027-01-01');
    const token = await asAdmin();
    const created = await createSchedule(token, { dayOfMonth: 31, startDate: '2027-01-01' });
    setMockDate('2027-05-01');
    await caughtUp(token, created.id);
    expect(invoiceDates(created.id)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('keeps the dates of a schedule that made invoices', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const schedule = await createSchedule(token, { startDate: '2027-01-01' });
    const changed = await call('PUT', `/api/schedules/${schedule.id}`, {
      token,
      body: { ...scheduleBody({ startDate: '2027-01-05' }), version: schedule.version },
    });
    expect(changed.status).toBe(400);
    const kept = await call('PUT', `/api/schedules/${schedule.id}`, {
      token,
      body: { ...scheduleBody({ reference: 'Flat 2' }), version: schedule.version },
    });
    expect(kept.json).toMatchObject({ reference: 'Flat 2', version: schedule.version + 1 });
  });
});

describe('schedules: access, lists and upcoming', () => {
  it('lists only schedules of businesses the caller may invoice for, filtered by status', async () => {
    const user = await asUser();
    const page = await call('GET', '/api/schedules', { token: user });
    const businessIds = (page.json.content as Array<{ businessId: number }>).map((s) => s.businessId);
    expect(businessIds.length).toBeGreaterThan(0);
    expect(businessIds.every((id) => id === 1 || id === 3)).toBe(true);
    const paused = await call('GET', '/api/schedules?status=PAUSED', { token: user });
    expect((paused.json.content as Array<{ status: string }>).every((s) => s.status === 'PAUSED')).toBe(true);
    expect((await call('GET', '/api/schedules?status=SOMETIMES', { token: user })).status).toBe(400);
    expect((await call('POST', '/api/schedules', { token: user, body: scheduleBody() })).status).toBe(403);
    expect((await call('GET', '/api/schedules/1', { token: user })).status).toBe(403);
  });

  it('lists what active schedules will invoice in the next 30 days, with the total', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const before = await call('GET', '/api/schedules/upcoming?businessId=2', { token });
    await createSchedule(token, { startDate: '2027-01-15', frequency: 'FORTNIGHTLY' });
    const { json } = await call('GET', '/api/schedules/upcoming?businessId=2', { token });
    const added = (json.items as Array<{ date: string }>).length - (before.json.items as unknown[]).length;
    expect(added).toBe(2); // 15 and 29 January
    expect(json.total).toBe((before.json.total as number) + 2 * 283_920);
    expect((await call('GET', '/api/schedules/upcoming?days=0', { token })).status).toBe(400);
  });
});

// Every date a request carries is a real date from 2000-01-01 to 2099-12-31 (decision 140), every
// list's page at most MAX_PAGE_NUMBER: 400 naming the field, nothing stored, nobody else affected.
import { describe, expect, it } from 'vitest';
import { setMockDate } from '../runtime/clock';
import { db } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asUser, createDraft, draftBody } from '../testing/invoices';
import { scheduleBody } from '../testing/schedules';

const fieldsOf = (json: unknown) => (json as { errors?: Array<{ field: string }> }).errors?.map((e) => e.field);

describe('request dates', () => {
  it.each([
    ['9999-12-31', 'Enter a date from 2000-01-01 to 2099-12-31.'],
    ['1999-12-31', 'Enter a date from 2000-01-01 to 2099-12-31.'],
    ['2026-02-30', 'Enter a real date written YYYY-MM-DD.'],
  ])('refuses a draft issued on %s, naming issueDate', async (date, message) => {
    const token = await asUser();
    const before = db.invoices.count();
    const { status, json } = await call('POST', '/api/invoices', { token, body: draftBody({ issueDate: date }) });
    expect(status).toBe(400);
    expect(json.errors).toContainEqual({ field: 'issueDate', message });
    expect(db.invoices.count()).toBe(before);
  });

  it('refuses a schedule starting 9999-12-31 and stores nothing; everyone else goes on', async () => {
    const admin = await asAdmin();
    const before = db.schedules.count();
    const { status, json } = await call('POST', '/api/schedules', { token: admin, body: scheduleBody({ startDate: '9999-12-31' }) });
    expect(status).toBe(400);
    expect(fieldsOf(json)).toEqual(['startDate']);
    expect(db.schedules.count()).toBe(before);
    const user = await asUser();
    expect((await call('GET', '/api/invoices', { token: user })).status).toBe(200);
    await createDraft(user);
  });

  it.each(['from=0100-01-01', 'to=9999-12-31', 'from=2026-02-30'])(
    'refuses the invoice and credit-note lists with %s, naming it',
    async (query) => {
      const token = await asUser();
      for (const list of ['/api/invoices', '/api/credit-notes', '/api/quotes', '/api/billing-documents']) {
        const { status, json } = await call('GET', `${list}?${query}`, { token });
        expect(status, list).toBe(400);
        expect(fieldsOf(json), list).toEqual([query.split('=')[0]]);
      }
    },
  );

  it('refuses a statement from 1999-12-31, naming from', async () => {
    const { status, json } = await call('GET', '/api/clients/1/statements/activity?from=1999-12-31&to=2026-01-31', {
      token: await asUser(),
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'from', message: 'The start date must be from 2000-01-01 to 2099-12-31.' }]);
  });

  it.each(['0100-02', '0000-02', '9999-12', '0999-12', '1998-12'])('refuses the GST return for %s, naming the period', async (period) => {
    setMockDate('2027-01-10');
    const { status, json } = await call('GET', `/api/businesses/1/gst-returns/${period}`, { token: await asUser() });
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'period', message: 'Choose a period written YYYY-MM (its last month) from 2000-01 to 2099-12.' },
    ]);
  });

  it('still answers the GST return for the earliest period in range', async () => {
    expect((await call('GET', '/api/businesses/1/gst-returns/2000-02', { token: await asUser() })).status).toBe(200);
  });
});

describe('schedule start window', () => {
  it('refuses a start more than 92 days back or 730 days ahead, naming startDate', async () => {
    setMockDate('2027-04-01');
    const token = await asAdmin();
    const window = 'The start date must be from 30 Dec 2026 to 31 Mar 2029 (92 days back to 730 days ahead).';
    for (const [startDate, message] of [
      ['2026-12-29', window],
      ['2029-04-01', window],
      ['1990-01-01', 'Enter a date from 2000-01-01 to 2099-12-31.'],
    ] as const) {
      const { status, json } = await call('POST', '/api/schedules', { token, body: scheduleBody({ startDate }) });
      expect(status, startDate).toBe(400);
      expect(json.errors, startDate).toEqual([{ field: 'startDate', message }]);
    }
    expect((await call('POST', '/api/schedules', { token, body: scheduleBody({ startDate: '2026-12-30' }) })).status).toBe(201);
  });

  it('keeps a stored start that has since left the window when the rest is edited', async () => {
    setMockDate('2027-01-10');
    const token = await asAdmin();
    const created = await call('POST', '/api/schedules', { token, body: scheduleBody({ startDate: '2027-02-01' }) });
    setMockDate('2028-01-10');
    const fetched = await call('GET', `/api/schedules/${String(created.json.id)}`, { token });
    const edited = await call('PUT', `/api/schedules/${String(created.json.id)}`, {
      token,
      body: { ...scheduleBody({ startDate: '2027-02-01', reference: 'Flat 3' }), version: fetched.json.version },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ reference: 'Flat 3', startDate: '2027-02-01' });
  });
});

describe('list pages', () => {
  it.each(['/api/invoices', '/api/quotes', '/api/credit-notes', '/api/billing-documents', '/api/schedules'])(
    'refuses page=999999999999999 on %s, naming page',
    async (list) => {
      const token = await asUser();
      const { status, json } = await call('GET', `${list}?page=999999999999999`, { token });
      expect(status).toBe(400);
      expect(json.errors).toEqual([{ field: 'page', message: 'The page number must be a whole number from 0 to 100,000.' }]);
      expect((await call('GET', `${list}?page=100000`, { token })).status).toBe(200);
    },
  );
});

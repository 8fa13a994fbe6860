// Filing a GST return and the period lock, on the kit's own business: the previous two-monthly
// period (ended, so it may be filed; the kit's business has no documents in it) is filed, a draft
// dated in it is refused with 409 period-locked naming it, and an ADMIN reopens it with a reason,
// so nothing stays locked. Read-only runs skip it: filing changes the backend.
import { addDays, body, type Context } from './journey-support';

const OPERATIONS = ['fileGstReturn', 'reopenGstReturn'];
const LOCKED = 'urn:invoicing:period-locked';

/** The two-monthly period (periods end in even months) holding `date`: its name and days. */
export function twoMonthly(date: string): { period: string; start: string; end: string } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const last = month % 2 === 0 ? month : month + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const start = `${year}-${pad(last - 1)}-01`;
  const end = addDays(last === 12 ? `${year + 1}-01-01` : `${year}-${pad(last + 1)}-01`, -1);
  return { period: `${year}-${pad(last)}`, start, end };
}

const expect = (problems: string[], ok: boolean, message: string) => (ok ? problems : [...problems, message]);

export async function gstFiling(ctx: Context): Promise<void> {
  const { session, tokens, made, today } = ctx;
  const business = made.business;
  const client = made.client;
  if (ctx.readOnly || !business || !client) {
    for (const operation of OPERATIONS)
      ctx.skipped.set(operation, ctx.readOnly ? 'filing changes the backend' : 'the kit has no business of its own');
    return;
  }
  const current = twoMonthly(today);
  const previous = twoMonthly(addDays(current.start, -1));
  const path = (period: string) => `/api/businesses/${business.id}/gst-returns/${period}`;

  await session.call(
    'file the current period, which has not ended: 409',
    { method: 'POST', path: `${path(current.period)}/filing`, token: tokens.user, body: { filedOn: today } },
    { status: 409 },
  );
  await session.call(
    'file a return on its last day: 400 naming filedOn',
    { method: 'POST', path: `${path(previous.period)}/filing`, token: tokens.user, body: { filedOn: previous.end } },
    { status: 400, field: 'filedOn' },
  );
  await session.call(
    'file the previous period today, as a USER',
    { method: 'POST', path: `${path(previous.period)}/filing`, token: tokens.user, body: { filedOn: today } },
    {
      status: 200,
      check: (a) => {
        const r = body(a);
        const filing = (r.filing ?? {}) as Record<string, unknown>;
        let problems = expect([], r.status === 'FILED', 'status must be FILED');
        problems = expect(problems, filing.filedOn === today && filing.filedBy === ctx.user.username, 'filing must say today and the USER');
        return expect(problems, Array.isArray(r.events) && r.events.length >= 1, 'events must record the filing');
      },
    },
  );
  const undo = async () => {
    await session.call(
      'reopen the kit’s filed return, as an ADMIN',
      { method: 'POST', path: `${path(previous.period)}/reopen`, token: tokens.admin, body: { reason: `Conformance kit ${ctx.run}` } },
      { status: [200, 409] },
    );
  };
  ctx.cleanup.add('reopen the filed GST return', undo);
  await session.call(
    'file the same return again: 409',
    { method: 'POST', path: `${path(previous.period)}/filing`, token: tokens.user, body: { filedOn: today } },
    { status: 409 },
  );
  await session.call(
    'a draft dated in the filed period: 409 period-locked naming it',
    {
      method: 'POST',
      path: '/api/invoices',
      token: tokens.user,
      body: {
        businessId: business.id,
        clientId: client.id,
        issueDate: addDays(previous.start, 3),
        dueDate: addDays(previous.start, 17),
        lines: [{ description: 'Kit locked period', quantity: '1', unitPrice: 1000, taxCode: 'STANDARD' }],
      },
    },
    {
      status: 409,
      problemType: LOCKED,
      check: (a) => {
        const locked = (body(a).lockedPeriod ?? {}) as Record<string, unknown>;
        return expect(
          [],
          locked.period === previous.period && locked.field === 'issueDate',
          'lockedPeriod must name the period and issueDate',
        );
      },
    },
  );
  await session.call(
    'reopen as a USER: 403',
    { method: 'POST', path: `${path(previous.period)}/reopen`, token: tokens.user, body: { reason: 'Not mine to reopen' } },
    { status: 403 },
  );
  await session.call(
    'reopen without a reason: 400 naming reason',
    { method: 'POST', path: `${path(previous.period)}/reopen`, token: tokens.admin, body: { reason: ' ' } },
    { status: 400, field: 'reason' },
  );
  await session.call(
    'reopen with a reason, as an ADMIN',
    { method: 'POST', path: `${path(previous.period)}/reopen`, token: tokens.admin, body: { reason: `Conformance kit ${ctx.run}` } },
    {
      status: 200,
      check: (a) => {
        const r = body(a);
        const events = Array.isArray(r.events) ? (r.events as Array<Record<string, unknown>>) : [];
        return expect(
          expect([], r.status === 'OPEN', 'status must be OPEN again'),
          events.at(-1)?.type === 'REOPENED',
          'the last event must be the reopening',
        );
      },
    },
  );
}

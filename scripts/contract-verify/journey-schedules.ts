// Recurring invoice schedules on the kit's own business: create (a schedule due today makes its
// invoice at once, exactly once), read, list, upcoming, replace, pause, resume and end, with the
// refusals the contract names. Schedules cannot be deleted, so the kit ends every one it made.
import { addDays, body, need, UNKNOWN_ID, type Context } from './journey-support';
import { INVALID_STATUS, STALE, track, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

function scheduleInput(ctx: Context, overrides: Record<string, unknown> = {}) {
  return {
    businessId: ctx.made.business?.id,
    clientId: ctx.made.client?.id,
    frequency: 'MONTHLY',
    startDate: ctx.today,
    endType: 'NEVER',
    mode: 'DRAFT',
    paymentTermsDays: 7,
    reference: `kit ${ctx.run}`,
    lines: [
      { description: 'Conformance rent (exempt)', quantity: '1', unitPrice: 60000, taxCode: 'EXEMPT' },
      { description: 'Conformance management fee', quantity: '1', unitPrice: 5000, taxCode: 'STANDARD' },
    ],
    ...overrides,
  };
}

const invoicesOf = (answer: KitAnswer) =>
  Array.isArray(body(answer).invoices) ? (body(answer).invoices as Array<Record<string, unknown>>) : [];

/** Ends the schedule after the journey unless the journey ended it. */
function endLater(ctx: Context, id: number): void {
  ctx.cleanup.add(`end schedule ${id}`, async () => {
    const found = await ctx.session.call(
      `look up schedule ${id} before cleaning up`,
      { method: 'GET', path: `/api/schedules/${id}`, token: ctx.tokens.user },
      { status: 200 },
    );
    if (body(found).status === 'ENDED') return;
    await ctx.session.call(
      `end schedule ${id}`,
      { method: 'POST', path: `/api/schedules/${id}/end`, token: ctx.tokens.user, body: { version: versionOf(found) } },
      { status: 200 },
    );
  });
}

/** Read-only mode: the list, the coming invoices and one schedule, if the backend has any. */
async function readSchedules(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const listed = await session.call('list the schedules', { method: 'GET', path: '/api/schedules', token: tokens.user }, { status: 200 });
  await session.call(
    'what schedules invoice in the next 30 days',
    { method: 'GET', path: '/api/schedules/upcoming', token: tokens.user },
    { status: 200 },
  );
  const first = Array.isArray(body(listed).content) ? (body(listed).content as Array<Record<string, unknown>>)[0] : undefined;
  if (typeof first?.id === 'number') {
    await session.call('read a schedule', { method: 'GET', path: `/api/schedules/${first.id}`, token: tokens.user }, { status: 200 });
  } else {
    ctx.skipped.set('getSchedule', 'skipped (read-only, and the user has no schedule to read)');
  }
}

export async function schedules(ctx: Context): Promise<void> {
  if (ctx.readOnly) return readSchedules(ctx);
  const { session, tokens } = ctx;
  const user = tokens.user;
  const post = (name: string, input: object, expect: Parameters<typeof session.call>[2]) =>
    session.call(name, { method: 'POST', path: '/api/schedules', token: user, body: input }, expect);

  // Due today: its one invoice is made at once, dated today, linked to the schedule.
  const once = await post('create a schedule due today (one invoice)', scheduleInput(ctx, { endType: 'AFTER_COUNT', endCount: 1 }), {
    status: 201,
    check: (a) => {
      const made = invoicesOf(a);
      const problems = made.length === 1 ? [] : [`one invoice must be made at once, got ${made.length}`];
      if (made[0] && made[0].issueDate !== ctx.today)
        problems.push(`the invoice must be dated today (${ctx.today}), got ${String(made[0].issueDate)}`);
      if (body(a).status !== 'ENDED') problems.push(`after its only invoice the schedule must be ENDED, got ${String(body(a).status)}`);
      return problems;
    },
  });
  const onceId = need(once, 201, 'creating a schedule');
  const invoiceId = invoicesOf(once)[0]?.id;
  if (typeof invoiceId === 'number') {
    track(ctx, invoiceId);
    await session.call(
      'read the invoice the schedule made',
      { method: 'GET', path: `/api/invoices/${invoiceId}`, token: user },
      {
        status: 200,
        check: (a) => (body(a).scheduleId === onceId ? [] : [`scheduleId must be ${onceId}, got ${String(body(a).scheduleId)}`]),
      },
    );
  }
  await session.call(
    'read it again: still one invoice',
    { method: 'GET', path: `/api/schedules/${onceId}`, token: user },
    {
      status: 200,
      check: (a) => (invoicesOf(a).length === 1 ? [] : [`generation must be idempotent: one invoice, got ${invoicesOf(a).length}`]),
    },
  );

  ctx.leftBehind.push(`2 ended schedules of business "${ctx.made.business?.name ?? ''}": the API has no delete for schedules`);
  const later = addDays(ctx.today, 40);
  const weekly = await post('create a weekly schedule starting in 40 days', scheduleInput(ctx, { frequency: 'WEEKLY', startDate: later }), {
    status: 201,
  });
  const id = need(weekly, 201, 'creating a schedule');
  endLater(ctx, id);
  const path = `/api/schedules/${id}`;
  await session.call(
    'list the schedules of the business',
    { method: 'GET', path: `/api/schedules?businessId=${ctx.made.business?.id ?? 0}`, token: user },
    {
      status: 200,
      check: (a) => {
        const content = Array.isArray(body(a).content) ? (body(a).content as Array<Record<string, unknown>>) : [];
        return content.some((item) => item.id === id) ? [] : [`the list must hold schedule ${id}`];
      },
    },
  );
  await session.call(
    'what schedules invoice in the next 60 days',
    { method: 'GET', path: `/api/schedules/upcoming?days=60&businessId=${ctx.made.business?.id ?? 0}`, token: user },
    {
      status: 200,
      check: (a) => {
        const items = Array.isArray(body(a).items) ? (body(a).items as Array<Record<string, unknown>>) : [];
        return items.some((item) => item.scheduleId === id && item.date === later) ? [] : [`the list must hold schedule ${id} on ${later}`];
      },
    },
  );
  const changed = await session.call(
    'change the reference',
    {
      method: 'PUT',
      path,
      token: user,
      body: { ...scheduleInput(ctx, { frequency: 'WEEKLY', startDate: later, reference: `kit ${ctx.run} b` }), version: versionOf(weekly) },
    },
    { status: 200 },
  );
  await session.call(
    'change it with a stale version: 409',
    {
      method: 'PUT',
      path,
      token: user,
      body: { ...scheduleInput(ctx, { frequency: 'WEEKLY', startDate: later }), version: versionOf(weekly) },
    },
    { status: 409, problemType: STALE },
  );
  const paused = await session.call(
    'pause it',
    { method: 'POST', path: `${path}/pause`, token: user, body: { version: versionOf(changed) } },
    { status: 200 },
  );
  await session.call(
    'pause it again: 409',
    { method: 'POST', path: `${path}/pause`, token: user, body: { version: versionOf(paused) } },
    { status: 409, problemType: INVALID_STATUS },
  );
  const resumed = await session.call(
    'resume it',
    { method: 'POST', path: `${path}/resume`, token: user, body: { version: versionOf(paused) } },
    { status: 200 },
  );
  const ended = await session.call(
    'end it',
    { method: 'POST', path: `${path}/end`, token: user, body: { version: versionOf(resumed) } },
    { status: 200 },
  );
  await session.call(
    'resume an ended schedule: 409',
    { method: 'POST', path: `${path}/resume`, token: user, body: { version: versionOf(ended) } },
    { status: 409, problemType: INVALID_STATUS },
  );

  await post('an end before the start: 400', scheduleInput(ctx, { endType: 'ON_DATE', endDate: addDays(ctx.today, -1) }), {
    status: 400,
    field: 'endDate',
  });
  await post('an end after 0 invoices: 400', scheduleInput(ctx, { endType: 'AFTER_COUNT', endCount: 0 }), {
    status: 400,
    invalidRequest: true,
    field: 'endCount',
  });
  await post('a frequency the server does not know: 400', scheduleInput(ctx, { frequency: 'HOURLY' }), {
    status: 400,
    invalidRequest: true,
    field: 'frequency',
  });
  await session.call('an unknown schedule: 404', { method: 'GET', path: `/api/schedules/${UNKNOWN_ID}`, token: user }, { status: 404 });
}

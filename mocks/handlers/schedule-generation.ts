// Recurring invoices are made here: every date that has come, oldest first, exactly once per
// (schedule, period). It runs inside the one write lock before every signed-in invoicing request
// (the `generation` handler), so two requests at once never make the same invoice twice; the
// unique key is checked again before each insert, as the Spring service's unique constraint would.
import { http } from 'msw';
import { addDays, formatDate } from '../../src/lib/calendar-date';
import { duePeriods, isFinished } from '../../src/lib/schedule-dates';
import { authenticate } from '../auth';
import { nowIso, today } from '../clock';
import { db, replaceWith, serialise, type ScheduleRecord } from '../db';
import { priceDraft } from '../invoicing';
import { recurrenceOf } from '../schedules';
import { insertDraft } from './invoice-common';
import { issueDraft } from './invoice-lifecycle';

const SYSTEM = 'system';
type ScheduleEvent = ScheduleRecord['events'][number];

/** Stores `changes` as the schedule's next version with its events. Call inside a write. */
export async function saveSchedule(
  record: ScheduleRecord,
  events: Array<Omit<ScheduleEvent, 'at'>>,
  changes: Partial<ScheduleRecord>,
  at: string = nowIso(),
  cleared: ReadonlyArray<keyof ScheduleRecord> = [],
): Promise<ScheduleRecord> {
  const next: ScheduleRecord = { ...structuredClone(record), ...changes };
  for (const key of cleared) Reflect.deleteProperty(next, key);
  next.version = record.version + 1;
  next.updatedAt = at;
  next.events = [...record.events, ...events.map((event) => ({ ...event, at }))];
  const updated = await db.schedules.update((q) => q.where({ id: record.id }), replaceWith(next));
  if (!updated) throw new Error(`Schedule ${record.id} vanished while being updated.`);
  return updated;
}

const alreadyMade = (scheduleId: number, period: number) =>
  db.invoices.findFirst((q) => q.where({ scheduleId, schedulePeriod: period })) !== undefined;

/** Makes the due invoices of one schedule. Call inside a write. */
async function generateFor(record: ScheduleRecord, date: string): Promise<void> {
  const rule = recurrenceOf(record);
  const due = duePeriods(rule, record.nextPeriod, date);
  if (due.length === 0) {
    if (isFinished(rule, record.nextPeriod)) {
      await saveSchedule(record, [{ type: 'ENDED', actor: SYSTEM, detail: 'Ended: its last invoice has been made.' }], { status: 'ENDED' });
    }
    return;
  }
  const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
  if (!client || client.linkedBusinessId !== record.businessId) {
    const problem = 'Paused: the client was deleted. Choose another client and resume the schedule.';
    await saveSchedule(record, [{ type: 'PAUSED', actor: SYSTEM, detail: problem }], { status: 'PAUSED', problem });
    return;
  }
  const events: Array<Omit<ScheduleEvent, 'at'>> = [];
  let problem = record.problem;
  for (const { period, date: issueDate } of due) {
    if (alreadyMade(record.id, period)) continue;
    const at = nowIso();
    const priced = priceDraft({
      businessId: record.businessId,
      clientId: record.clientId,
      issueDate,
      dueDate: addDays(issueDate, record.paymentTermsDays),
      currency: record.currency,
      pricesIncludeGst: record.pricesIncludeGst,
      ...(record.reference ? { reference: record.reference } : {}),
      ...(record.notes ? { notes: record.notes } : {}),
      ...(record.paymentInstructions ? { paymentInstructions: record.paymentInstructions } : {}),
      ...(record.discount ? { discount: record.discount } : {}),
      lines: record.lines,
    });
    const made = `Made by recurring schedule ${record.id} for ${formatDate(issueDate)}.`;
    const draft = await insertDraft({ ...priced, scheduleId: record.id, schedulePeriod: period }, SYSTEM, made);
    events.push({ type: 'INVOICE_CREATED', actor: SYSTEM, detail: `Invoice for ${formatDate(issueDate)} made as a draft.` });
    if (record.mode !== 'ISSUE') continue;
    const result = await issueDraft({ record: draft, actor: SYSTEM, at });
    if ('issued' in result) {
      events.push({
        type: 'INVOICE_CREATED',
        actor: SYSTEM,
        detail: `Invoice for ${formatDate(issueDate)} issued as ${result.issued.number ?? ''}.`,
      });
      problem = undefined;
    } else {
      problem = `The invoice for ${formatDate(issueDate)} was kept as a draft: ${result.refused.detail}`;
      events.push({ type: 'ISSUE_REFUSED', actor: SYSTEM, detail: problem });
    }
  }
  const nextPeriod = (due.at(-1)?.period ?? record.nextPeriod) + 1;
  const finished = isFinished(rule, nextPeriod);
  if (finished) events.push({ type: 'ENDED', actor: SYSTEM, detail: 'Ended: its last invoice has been made.' });
  await saveSchedule(
    record,
    events,
    { nextPeriod, ...(finished ? { status: 'ENDED' as const } : {}), ...(problem ? { problem } : {}) },
    nowIso(),
    problem ? [] : ['problem'],
  );
}

/** Whether an active schedule has a date that has come (or has none left): a read, without the lock. */
function anythingDue(date: string): boolean {
  return db.schedules.all().some((record) => {
    if (record.status !== 'ACTIVE') return false;
    const rule = recurrenceOf(record);
    return isFinished(rule, record.nextPeriod) || duePeriods(rule, record.nextPeriod, date).length > 0;
  });
}

/** Makes every due invoice of every active schedule, as of the mock's today. Call inside a write. */
export async function generateDue(date: string = today()): Promise<void> {
  for (const record of db.schedules.all()) {
    if (record.status === 'ACTIVE') await generateFor(record, date);
  }
}

const INVOICING_PATHS = /^api\/(invoices|invoicing|schedules)([/?#]|$)/;

/**
 * Before every signed-in invoicing request: generation, under the write lock. Answers nothing, so
 * the request goes on to its own handler (which refuses a bad token itself).
 */
export function generationHandler(base: string) {
  return http.all(
    ({ request }) => request.url.startsWith(base) && INVOICING_PATHS.test(request.url.slice(base.length)),
    async ({ request }) => {
      // Checked again inside the lock by generateDue, which makes only what is still due.
      if (!anythingDue(today())) return undefined;
      const auth = await authenticate(request, ['USER', 'ADMIN']);
      if ('principal' in auth) await serialise(() => generateDue());
      return undefined;
    },
  );
}

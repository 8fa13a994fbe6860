// Recurring invoices are made here: every date that has come, oldest first, exactly once per
// (schedule, period). It runs inside the one write lock before every signed-in invoicing request
// (the `generation` handler), so two requests at once never make the same invoice twice; the
// unique key is checked again before each insert, as the Spring service's unique constraint would.
// One request makes at most SCHEDULE_CATCH_UP_PER_REQUEST invoices within a time budget (the rest
// follow on later requests, so no request holds the lock long), and a schedule whose generation fails is paused with a reason, never failing another
// schedule or the request (../background-work.ts).
import { http } from 'msw';
import { SCHEDULE_CATCH_UP_BUDGET_MS, SCHEDULE_CATCH_UP_PER_REQUEST } from '../../src/config/invoicing';
import { addDays, formatDate } from '../../src/lib/calendar-date';
import { duePeriods, isFinished } from '../../src/lib/schedule-dates';
import { authenticate } from '../runtime/auth';
import { offersPart } from '../runtime/capabilities';
import { runEach } from '../runtime/background-work';
import { nowIso, today } from '../runtime/clock';
import { db, replaceWith, serialise, type ScheduleRecord } from '../runtime/db';
import { priceDraft } from '../domain/invoicing';
import { recurrenceOf } from '../domain/schedules';
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

// A plain scan of all(): a collection query costs some 20 times more at 20,000 invoices, inside the lock.
const alreadyMade = (scheduleId: number, period: number) =>
  db.invoices.all().some((invoice) => invoice.scheduleId === scheduleId && invoice.schedulePeriod === period);

/** What one generation run may still make: invoices left, and the time after which it starts no more. */
interface Budget {
  left: number;
  until: number;
  made: number;
}
// The time limit applies once the run has made an invoice, so every run makes progress however busy the machine.
const spent = (budget: Budget) => budget.left <= 0 || (budget.made > 0 && performance.now() >= budget.until);

/** Makes the due invoices of one schedule, oldest first, while the budget lasts. Call inside a write. */
async function generateFor(record: ScheduleRecord, date: string, budget: Budget): Promise<void> {
  const rule = recurrenceOf(record);
  if (spent(budget)) return;
  const due = duePeriods(rule, record.nextPeriod, date, budget.left);
  if (due.length === 0) {
    if (isFinished(rule, record.nextPeriod)) {
      await saveSchedule(record, [{ type: 'ENDED', actor: SYSTEM, detail: 'Ended: its last invoice has been made.' }], { status: 'ENDED' });
    }
    return;
  }
  const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
  if (!client || client.linkedBusinessId !== record.businessId) {
    await pauseWithReason(record, 'Paused: the client was deleted. Choose another client and resume the schedule.');
    return;
  }
  const events: Array<Omit<ScheduleEvent, 'at'>> = [];
  let problem = record.problem;
  let taken = 0;
  for (const { period, date: issueDate } of due) {
    if (spent(budget)) break;
    taken += 1;
    budget.left -= 1;
    budget.made += 1;
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
  const last = due[taken - 1];
  if (!last) return; // the budget ran out before this schedule's first date
  const nextPeriod = last.period + 1;
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

/** Pauses a schedule the server cannot go on with, saying why to its owner. Call inside a write. */
async function pauseWithReason(record: ScheduleRecord, pausedReason: string, detail: string = pausedReason): Promise<void> {
  await saveSchedule(record, [{ type: 'PAUSED', actor: SYSTEM, detail }], { status: 'PAUSED', pausedReason });
}

/** Whether an active schedule has a date that has come (or has none left): a read, without the lock. */
export function anythingDue(date: string = today()): boolean {
  return db.schedules.all().some((record) => {
    if (record.status !== 'ACTIVE') return false;
    try {
      const rule = recurrenceOf(record);
      return isFinished(rule, record.nextPeriod) || duePeriods(rule, record.nextPeriod, date, 1).length > 0;
    } catch {
      return true; // generation will pause it with the reason
    }
  });
}

/**
 * Makes the due invoices of the active schedules as of the mock's today, at most
 * SCHEDULE_CATCH_UP_PER_REQUEST in all and none started after SCHEDULE_CATCH_UP_BUDGET_MS (the
 * first always is), schedule `firstId` first. Call inside a write; never throws
 * for one bad schedule.
 */
export async function generateDue(date: string = today(), firstId?: number): Promise<void> {
  const budget: Budget = { left: SCHEDULE_CATCH_UP_PER_REQUEST, until: performance.now() + SCHEDULE_CATCH_UP_BUDGET_MS, made: 0 };
  // The schedule a request just created, changed or resumed goes first, so its owner sees its invoices.
  const active = db.schedules
    .all()
    .filter((record) => record.status === 'ACTIVE')
    .sort((a, b) => Number(b.id === firstId) - Number(a.id === firstId));
  await runEach(active, {
    label: (record) => `recurring schedule ${record.id}`,
    run: (record) => generateFor(record, date, budget),
    setAside: async (failed, reason) => {
      const current = db.schedules.findFirst((q) => q.where({ id: failed.id }));
      if (current?.status !== 'ACTIVE') return;
      await pauseWithReason(
        current,
        'Paused: the server could not make its next invoice. Check its dates and lines, then resume it.',
        `Generation failed: ${reason}`,
      );
    },
  });
}

const INVOICING_PATHS = /^api\/(invoices|invoicing|schedules)([/?#]|$)/;

/**
 * Before every signed-in invoicing request: generation, under the write lock. Answers nothing, so
 * the request goes on to its own handler (which refuses a bad token itself).
 */
export function generationHandler(base: string) {
  return http.all(
    ({ request }) => offersPart('recurring') && request.url.startsWith(base) && INVOICING_PATHS.test(request.url.slice(base.length)),
    async ({ request }) => {
      // Checked again inside the lock by generateDue, which makes only what is still due.
      if (!anythingDue(today())) return undefined;
      const auth = await authenticate(request, ['USER', 'ADMIN']);
      if ('principal' in auth) await serialise(() => generateDue());
      return undefined;
    },
  );
}

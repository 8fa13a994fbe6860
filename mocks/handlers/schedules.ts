// Recurring invoice schedules: list, create, read, replace, pause, resume, end, and what they will
// invoice soon. Invoices are made by schedule-generation.ts before every signed-in invoicing
// request; creating, changing or resuming a schedule makes what is due at once.
import { http, HttpResponse } from 'msw';
import { SCHEDULE_START_WINDOW } from '../../src/config/invoicing';
import { addDays, formatDate } from '../../src/lib/calendar-date';
import { formatQuantity, parseQuantity } from '../../src/lib/invoice-math';
import { firstPeriodFrom } from '../../src/lib/schedule-dates';
import { scheduleRequest, scheduleUpdateRequest, type ScheduleRequestBody } from '../../src/lib/requests/documents';
import type { Principal } from '../runtime/auth';
import { nowIso, today } from '../runtime/clock';
import { db, insert, type ScheduleRecord } from '../runtime/db';
import { mayInvoiceFor, PROBLEM_TYPES } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { invoicesOf, nextDateOf, recurrenceOf, toSchedule, toScheduleListItem, upcomingInvoices } from '../domain/schedules';
import { isRefusal, oneAtATime, parseId, readBody, type Params, type Refusal } from './http-utils';
import { businessName, forbiddenBusiness, signedIn } from './invoice-common';
import { businessIdParameter, fieldProblem, versionSchema } from './invoice-requests';
import { scope } from './invoices';
import { generateDue, saveSchedule } from './schedule-generation';
import { readDays, readScheduleQuery } from './schedule-requests';
import type { UrlFor } from './types';

type Content = Omit<
  ScheduleRecord,
  'id' | 'version' | 'status' | 'nextPeriod' | 'problem' | 'pausedReason' | 'events' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

function normalisedQuantity(typed: string): string {
  const milli = parseQuantity(typed);
  return milli === null ? typed : formatQuantity(milli);
}

/** A start date set or changed must lie within SCHEDULE_START_WINDOW of today (decision 141). */
function startProblem(startDate: string): Refusal | null {
  const date = today();
  const earliest = addDays(date, -SCHEDULE_START_WINDOW.daysBefore);
  const latest = addDays(date, SCHEDULE_START_WINDOW.daysAfter);
  if (startDate >= earliest && startDate <= latest) return null;
  return {
    refusal: fieldProblem(
      'startDate',
      `The start date must be from ${formatDate(earliest)} to ${formatDate(latest)} (${SCHEDULE_START_WINDOW.daysBefore} days back to ${SCHEDULE_START_WINDOW.daysAfter} days ahead).`,
    ),
  };
}

/**
 * The schedule's stored content from a body, or the first problem with it (400 naming the field).
 * `storedStart` is the start an existing schedule keeps: it is not held to the window again.
 */
function contentFrom(principal: Principal, body: ScheduleRequestBody, storedStart?: string): { content: Content } | Refusal {
  if (body.startDate !== storedStart) {
    const wrongStart = startProblem(body.startDate);
    if (wrongStart) return wrongStart;
  }
  const business = db.businesses.findFirst((q) => q.where({ id: body.businessId }));
  if (!business) return { refusal: fieldProblem('businessId', `No business has id ${body.businessId}.`) };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  const client = db.clients.findFirst((q) => q.where({ id: body.clientId }));
  if (!client || client.linkedBusinessId !== business.id)
    return { refusal: fieldProblem('clientId', `Choose a client of ${businessName(business)}.`) };
  const monthly = body.frequency === 'MONTHLY';
  const content: Content = {
    businessId: business.id,
    clientId: client.id,
    frequency: body.frequency,
    ...(monthly && body.dayOfMonth && !body.lastDayOfMonth ? { dayOfMonth: body.dayOfMonth } : {}),
    ...(monthly && body.lastDayOfMonth ? { lastDayOfMonth: true } : {}),
    startDate: body.startDate,
    endType: body.endType,
    ...(body.endType === 'ON_DATE' && body.endDate ? { endDate: body.endDate } : {}),
    ...(body.endType === 'AFTER_COUNT' && body.endCount ? { endCount: body.endCount } : {}),
    mode: body.mode,
    paymentTermsDays: body.paymentTermsDays,
    currency: body.currency ?? 'NZD',
    pricesIncludeGst: body.pricesIncludeGst ?? false,
    ...(body.reference?.trim() ? { reference: body.reference.trim() } : {}),
    ...(body.notes?.trim() ? { notes: body.notes.trim() } : {}),
    ...(body.paymentInstructions?.trim() ? { paymentInstructions: body.paymentInstructions.trim() } : {}),
    ...(body.discount ? { discount: body.discount } : {}),
    lines: body.lines.map(({ description, quantity, unitPrice, taxCode, taxRate }) => ({
      description: description.trim(),
      // Stored as an invoice stores it (" 1 " is 1); what does not parse is reported below.
      quantity: normalisedQuantity(quantity),
      unitPrice,
      taxCode,
      ...(taxRate === null || taxRate === undefined ? {} : { taxRate }),
    })),
  };
  return { content };
}

function findSchedule(principal: Principal, rawId: Params[string] | undefined): { record: ScheduleRecord } | Refusal {
  const id = parseId(rawId);
  const record = id === null ? undefined : db.schedules.findFirst((q) => q.where({ id }));
  if (!record) return { refusal: notFound('Schedule') };
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  if (business && !mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return { record };
}

const scheduleAnswer = (id: number, init?: ResponseInit) => {
  const record = db.schedules.findFirst((q) => q.where({ id }));
  return record ? HttpResponse.json(toSchedule(record), init) : notFound('Schedule');
};

type Action = 'edit' | 'pause' | 'resume' | 'end';
const ALLOWED: Record<Action, ReadonlyArray<ScheduleRecord['status']>> = {
  edit: ['ACTIVE', 'PAUSED'],
  pause: ['ACTIVE'],
  resume: ['PAUSED'],
  end: ['ACTIVE', 'PAUSED'],
};
const REFUSED: Record<Action, string> = {
  edit: 'This schedule has ended and can no longer be changed.',
  pause: 'Only an active schedule can be paused.',
  resume: 'Only a paused schedule can be resumed.',
  end: 'This schedule has ended already.',
};

/** A change to the schedule the path names, one write at a time, with version and status checked. */
function changeSchedule<B extends { version: number }>(
  action: Action,
  read: (request: Request) => Promise<{ body: B } | Refusal>,
  answer: (change: { principal: Principal; record: ScheduleRecord; body: B }) => Promise<Response>,
) {
  return oneAtATime(
    signedIn(async ({ principal, request, params }) => {
      const sent = await read(request);
      if (isRefusal(sent)) return sent.refusal;
      const found = findSchedule(principal, params.id);
      if (isRefusal(found)) return found.refusal;
      const { record } = found;
      if (sent.body.version !== record.version) {
        const detail = `This schedule was changed by someone else since you opened it (version ${sent.body.version}, now ${record.version}). Reload it to see the changes.`;
        return problem(409, detail, undefined, PROBLEM_TYPES.staleVersion);
      }
      if (!ALLOWED[action].includes(record.status)) return problem(409, REFUSED[action], undefined, PROBLEM_TYPES.invalidStatus);
      return answer({ principal, record, body: sent.body });
    }),
  );
}

const sameDates = (a: Content, b: ScheduleRecord) =>
  a.frequency === b.frequency &&
  a.startDate === b.startDate &&
  a.dayOfMonth === b.dayOfMonth &&
  Boolean(a.lastDayOfMonth) === Boolean(b.lastDayOfMonth);

export function scheduleHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/schedules'),
      signedIn(({ principal, request }) => {
        const query = readScheduleQuery(new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const allowed = scope(principal, query.businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        const rows = db.schedules
          .all()
          .filter((s) => allowed.has(s.businessId) && (query.clientId === undefined || s.clientId === query.clientId))
          .filter((s) => query.statuses.length === 0 || query.statuses.includes(s.status))
          .map((record) => ({ record, next: nextDateOf(record) ?? '9999-12-31' }))
          .sort((a, b) => a.next.localeCompare(b.next) || a.record.id - b.record.id);
        const start = query.page * query.size;
        return HttpResponse.json({
          content: rows.slice(start, start + query.size).map((row) => toScheduleListItem(row.record)),
          page: { size: query.size, number: query.page, totalElements: rows.length, totalPages: Math.ceil(rows.length / query.size) },
        });
      }),
    ),

    http.post(
      url('/api/schedules'),
      oneAtATime(
        signedIn(async ({ principal, request }) => {
          const parsed = await readBody(request, scheduleRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const made = contentFrom(principal, parsed.body);
          if (isRefusal(made)) return made.refusal;
          const at = nowIso();
          const actor = principal.user.username;
          const record = await insert(db.schedules, (id) => ({
            ...made.content,
            id,
            version: 0,
            status: 'ACTIVE' as const,
            nextPeriod: 0,
            events: [{ type: 'CREATED' as const, actor, at, detail: 'Schedule created.' }],
            createdBy: actor,
            createdAt: at,
            updatedAt: at,
          }));
          await generateDue(today(), record.id);
          return scheduleAnswer(record.id, { status: 201, headers: { Location: `/api/schedules/${record.id}` } });
        }),
      ),
    ),

    http.get(
      url('/api/schedules/upcoming'),
      signedIn(({ principal, request }) => {
        const params = new URL(request.url).searchParams;
        const days = readDays(params);
        if (days === null) return fieldProblem('days', 'The number of days must be a whole number from 1 to 366.');
        const businessId = businessIdParameter(params);
        if (businessId === null) return fieldProblem('businessId', 'The business id must be a whole number from 1.');
        const allowed = scope(principal, businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        return HttpResponse.json(upcomingInvoices(allowed, today(), days));
      }),
    ),

    http.get(
      url('/api/schedules/:id'),
      signedIn(({ principal, params }) => {
        const found = findSchedule(principal, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json(toSchedule(found.record));
      }),
    ),

    http.put(
      url('/api/schedules/:id'),
      changeSchedule(
        'edit',
        (request) => readBody(request, scheduleUpdateRequest),
        async ({ principal, record, body }) => {
          const made = contentFrom(principal, body, record.startDate);
          if (isRefusal(made)) return made.refusal;
          const datesChanged = !sameDates(made.content, record);
          if (datesChanged && invoicesOf(record.id).length > 0) {
            return fieldProblem(
              'frequency',
              'This schedule has made invoices, so its frequency, day and start date stay as they are. End it and start a new one.',
            );
          }
          const cleared = [
            'dayOfMonth',
            'lastDayOfMonth',
            'endDate',
            'endCount',
            'reference',
            'notes',
            'paymentInstructions',
            'discount',
          ] as const;
          const updated = await saveSchedule(
            record,
            [{ type: 'UPDATED', actor: principal.user.username, detail: 'Schedule updated.' }],
            { ...made.content, ...(datesChanged ? { nextPeriod: 0 } : {}) },
            nowIso(),
            cleared.filter((key) => !(key in made.content)),
          );
          await generateDue(today(), updated.id);
          return scheduleAnswer(updated.id);
        },
      ),
    ),

    http.post(
      url('/api/schedules/:id/pause'),
      changeSchedule(
        'pause',
        (request) => readBody(request, versionSchema),
        async ({ principal, record }) => {
          const detail = 'Paused: no invoices are made until it is resumed, and dates passed meanwhile are not billed.';
          const paused = await saveSchedule(record, [{ type: 'PAUSED', actor: principal.user.username, detail }], { status: 'PAUSED' });
          return scheduleAnswer(paused.id);
        },
      ),
    ),

    http.post(
      url('/api/schedules/:id/resume'),
      changeSchedule(
        'resume',
        (request) => readBody(request, versionSchema),
        async ({ principal, record }) => {
          const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
          if (!client || client.linkedBusinessId !== record.businessId) {
            return fieldProblem('clientId', 'The client of this schedule was deleted. Choose another client before resuming.');
          }
          // Dates passed while paused are skipped: the next invoice is the first date from today.
          const nextPeriod = firstPeriodFrom(recurrenceOf(record), record.nextPeriod, today());
          const skipped = nextPeriod - record.nextPeriod;
          const detail = skipped > 0 ? `Resumed; ${skipped} date${skipped === 1 ? '' : 's'} passed while paused not billed.` : 'Resumed.';
          const resumed = await saveSchedule(
            record,
            [{ type: 'RESUMED', actor: principal.user.username, detail }],
            { status: 'ACTIVE', nextPeriod },
            nowIso(),
            ['problem', 'pausedReason'],
          );
          await generateDue(today(), resumed.id);
          return scheduleAnswer(resumed.id);
        },
      ),
    ),

    http.post(
      url('/api/schedules/:id/end'),
      changeSchedule(
        'end',
        (request) => readBody(request, versionSchema),
        async ({ principal, record }) => {
          const ended = await saveSchedule(
            record,
            [{ type: 'ENDED', actor: principal.user.username, detail: 'Ended; no more invoices will be made.' }],
            { status: 'ENDED' },
          );
          return scheduleAnswer(ended.id);
        },
      ),
    ),
  ];
}

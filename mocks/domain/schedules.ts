// Recurring invoice schedules as the API shows them, their dates (src/lib/schedule-dates.ts) and
// the invoices they will make soon. Generation is in handlers/schedule-generation.ts.
import type { IsoDate } from '../../src/lib/calendar-date';
import { addDays, isIsoDate } from '../../src/lib/calendar-date';
import { calculateInvoice } from '../../src/lib/invoice-math';
import { recurrenceOf, upcoming, withinEnd } from '../../src/lib/schedule-dates';

export { recurrenceOf };
import { db, type InvoiceRecord, type ScheduleRecord } from '../runtime/db';
import type { components } from '../../src/api/schema';

type Schemas = components['schemas'];
export type Schedule = Schemas['Schedule'];
export type ScheduleListItem = Schemas['ScheduleListItem'];
type ScheduleInvoice = Schemas['ScheduleInvoice'];
export type UpcomingInvoices = Schemas['UpcomingInvoices'];

/** The schedule's next date, if it has one left and is not ended. */
export function nextDateOf(record: ScheduleRecord): IsoDate | undefined {
  if (record.status === 'ENDED') return undefined;
  // A stored schedule whose dates cannot be computed is paused by generation; lists still show it.
  try {
    const next = upcoming(recurrenceOf(record), record.nextPeriod, 1)[0]?.date;
    return isIsoDate(next) ? next : undefined;
  } catch {
    return undefined;
  }
}

const totalsOf = (record: ScheduleRecord) =>
  calculateInvoice({ lines: record.lines, pricesIncludeGst: record.pricesIncludeGst, discount: record.discount ?? null });

export function invoicesOf(scheduleId: number): InvoiceRecord[] {
  return db.invoices
    .findMany((q) => q.where({ scheduleId }))
    .sort((a, b) => (b.schedulePeriod ?? 0) - (a.schedulePeriod ?? 0) || b.id - a.id);
}

const toScheduleInvoice = (invoice: InvoiceRecord): ScheduleInvoice => ({
  id: invoice.id,
  period: invoice.schedulePeriod ?? 0,
  ...(invoice.number ? { number: invoice.number } : {}),
  status: invoice.status,
  issueDate: invoice.issueDate,
  total: invoice.total,
});

function names(record: ScheduleRecord) {
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
  const clientName = client ? (client.clientName ?? client.clientBusinessName) : undefined;
  return {
    businessName: business?.businessName ?? business?.businessId ?? `Business ${record.businessId}`,
    ...(clientName ? { clientName } : {}),
  };
}

function common(record: ScheduleRecord, invoices: ReturnType<typeof invoicesOf>) {
  const next = nextDateOf(record);
  const last = invoices[0];
  return {
    id: record.id,
    version: record.version,
    status: record.status,
    businessId: record.businessId,
    clientId: record.clientId,
    ...names(record),
    frequency: record.frequency,
    ...(record.dayOfMonth !== undefined ? { dayOfMonth: record.dayOfMonth } : {}),
    lastDayOfMonth: Boolean(record.lastDayOfMonth),
    startDate: record.startDate,
    ...(next ? { nextDate: next } : {}),
    currency: record.currency,
    invoiceCount: invoices.length,
    ...(last ? { lastInvoice: toScheduleInvoice(last) } : {}),
    ...(record.problem ? { problem: record.problem } : {}),
    ...(record.pausedReason ? { pausedReason: record.pausedReason } : {}),
    ...(record.reference ? { reference: record.reference } : {}),
  };
}

export function toScheduleListItem(record: ScheduleRecord): ScheduleListItem {
  const item = common(record, invoicesOf(record.id));
  return { ...item, total: totalsOf(record).total };
}

export function toSchedule(record: ScheduleRecord): Schedule {
  const invoices = invoicesOf(record.id);
  const item = common(record, invoices);
  const totals = totalsOf(record);
  return {
    ...item,
    endType: record.endType,
    ...(record.endDate ? { endDate: record.endDate } : {}),
    ...(record.endCount !== undefined ? { endCount: record.endCount } : {}),
    mode: record.mode,
    paymentTermsDays: record.paymentTermsDays,
    pricesIncludeGst: record.pricesIncludeGst,
    ...(record.notes ? { notes: record.notes } : {}),
    ...(record.paymentInstructions ? { paymentInstructions: record.paymentInstructions } : {}),
    ...(record.discount ? { discount: record.discount } : {}),
    lines: record.lines.map((line) => ({ ...line, ...(line.taxRate === undefined ? {} : { taxRate: line.taxRate }) })),
    nextPeriod: record.nextPeriod,
    subtotal: totals.subtotal,
    gst: totals.gst,
    total: totals.total,
    invoices: invoices.map(toScheduleInvoice),
    events: record.events,
    createdBy: record.createdBy,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Every date of an ACTIVE schedule from tomorrow to `days` ahead, soonest first. */
export function upcomingInvoices(allowed: Set<number>, today: IsoDate, days: number): UpcomingInvoices {
  const last = addDays(today, days);
  const items: UpcomingInvoices['items'] = [];
  for (const record of db.schedules.all()) {
    if (record.status !== 'ACTIVE' || !allowed.has(record.businessId)) continue;
    const rule = recurrenceOf(record);
    const { total } = totalsOf(record);
    const { businessName, clientName } = names(record);
    for (let period = record.nextPeriod; withinEnd(rule, period); period += 1) {
      const date = upcoming(rule, period, 1)[0]?.date;
      if (!date || date > last) break;
      if (date <= today) continue;
      items.push({ scheduleId: record.id, date, businessName, ...(clientName ? { clientName } : {}), total, currency: record.currency });
    }
  }
  items.sort((a, b) => a.date.localeCompare(b.date) || a.scheduleId - b.scheduleId);
  const total = items.filter((item) => item.currency === 'NZD').reduce((sum, item) => sum + item.total, 0);
  return { asOf: today, days, items, total };
}

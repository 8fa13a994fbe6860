// Filed GST returns (docs/invoicing.md, "Filing and the period lock"; decision 281). Filing freezes
// the return as it is (boxes, rows, the adjustments it carries) and locks its period
// (./period-lock.ts). A change that still reaches a filed period afterwards (a supplier's GST
// number recorded late, so a bill's GST becomes claimable) never alters the filed figures: the
// difference between the period as it is now and as filed, less what later filed returns already
// carried, goes into the next return not yet filed as an adjustment (box 9 or 13).
import { addDays, formatDate } from '../../src/lib/calendar-date';
import { DEFAULT_GST_FILING_FREQUENCY, DEFAULT_GST_PERIOD_ENDING, gstPeriodOf, type GstPeriod } from '../../src/lib/gst-periods';
import { DEFAULT_GST_BASIS, gstAdjustment, wholeGstReturn, type GstBasis } from '../../src/lib/gst-return';
import { formatMoney } from '../../src/lib/money';
import { nowIso } from '../runtime/clock';
import { db, insert, replaceWith, type BusinessRecord, type GstFilingRecord } from '../runtime/db';
import type { GstAdjustment, GstReturn } from '../handlers/types';
import { businessGstBooks } from './books';
import { filedReturnsOf } from './period-lock';

type Books = ReturnType<typeof businessGstBooks>;
/** What filing freezes: the whole return but its status, filing and history. */
type FrozenReturn = Omit<GstReturn, 'status' | 'filing' | 'events'>;
type Span = Pick<GstPeriod, 'start' | 'end'>;

const overlaps = (a: Span, b: Span) => a.start <= b.end && b.start <= a.end;
const frozenOf = (record: GstFilingRecord) => record.figures as unknown as FrozenReturn;

function settingsOf(business: BusinessRecord) {
  return {
    frequency: business.businessGstFilingFrequency ?? DEFAULT_GST_FILING_FREQUENCY,
    ending: business.businessGstPeriodEnding ?? DEFAULT_GST_PERIOD_ENDING,
    basis: business.businessGstBasis ?? DEFAULT_GST_BASIS,
  };
}

/** The record of `period` (filed, or reopened and kept for its history), if any. */
export const filingRecordOf = (businessId: number, period: Span): GstFilingRecord | undefined =>
  db.gstFilings.findFirst((q) => q.where({ businessId, start: period.start, end: period.end }));

/** A filed return other than `period`'s own that covers any of its days (after a change of frequency or cycle). */
export const overlappingFiled = (businessId: number, period: Span): GstFilingRecord | undefined =>
  filedReturnsOf(businessId).find((record) => overlaps(record, period) && !(record.start === period.start && record.end === period.end));

/** The first period after `filed` that no filed return covers: the next return, where late changes to `filed` go. */
function nextOpenPeriod(business: BusinessRecord, filed: Span, filedReturns: readonly GstFilingRecord[]): GstPeriod {
  const { frequency, ending } = settingsOf(business);
  let period = gstPeriodOf(frequency, addDays(filed.end, 1), ending);
  // Bounded: only periods that have ended can be filed, so the chain stops at today's period.
  for (let step = 0; step < 1200 && filedReturns.some((record) => overlaps(record, period)); step += 1) {
    period = gstPeriodOf(frequency, addDays(period.end, 1), ending);
  }
  return period;
}

/** Each filed period's change since filing, not yet carried by a filed return, whose next return is `period`. */
function adjustmentsInto(business: BusinessRecord, period: GstPeriod, books: Books): GstAdjustment[] {
  const filedReturns = filedReturnsOf(business.id).sort((a, b) => (a.start < b.start ? -1 : 1));
  const adjustments: GstAdjustment[] = [];
  for (const filed of filedReturns) {
    if (filed.end >= period.start || nextOpenPeriod(business, filed, filedReturns).start !== period.start) continue;
    const frozen = frozenOf(filed);
    const now = wholeGstReturn(books.sales, books.purchases, frozen.basis, filed.start, filed.end);
    let outputTax = now.box8 - frozen.box8;
    let inputTax = now.box12 - frozen.box12;
    for (const later of filedReturns) {
      for (const carried of frozenOf(later).adjustments) {
        if (carried.start !== filed.start || carried.end !== filed.end) continue;
        outputTax -= carried.outputTax;
        inputTax -= carried.inputTax;
      }
    }
    if (outputTax === 0 && inputTax === 0) continue;
    adjustments.push({
      period: filed.period,
      start: filed.start,
      end: filed.end,
      outputTax,
      inputTax,
      ...gstAdjustment({ outputTax, inputTax }),
    });
  }
  return adjustments;
}

function openReturn(business: BusinessRecord, gstNumber: string, period: GstPeriod, basis: GstBasis): FrozenReturn {
  const { frequency } = settingsOf(business);
  const books = businessGstBooks(business.id);
  const adjustments = adjustmentsInto(business, period, books);
  return {
    businessId: business.id,
    businessName: business.businessName ?? business.businessId,
    gstNumber,
    frequency,
    basis,
    ...period,
    adjustments,
    ...wholeGstReturn(books.sales, books.purchases, basis, period.start, period.end, adjustments),
  };
}

/** The return of `period`: as filed while filed, else as the documents make it now with the adjustments carried into it. */
export function gstReturnOf(business: BusinessRecord, gstNumber: string, period: GstPeriod): GstReturn {
  const record = filingRecordOf(business.id, period);
  if (record?.filing && record.figures) return { ...frozenOf(record), status: 'FILED', filing: record.filing, events: record.events };
  return { ...openReturn(business, gstNumber, period, settingsOf(business).basis), status: 'OPEN', events: record?.events ?? [] };
}

/** Files the return as it is now (call inside serialise(); the handler has checked the period and date). */
export async function fileGstReturn(
  business: BusinessRecord,
  gstNumber: string,
  period: GstPeriod,
  filedOn: string,
  actor: string,
): Promise<GstReturn> {
  const figures = openReturn(business, gstNumber, period, settingsOf(business).basis);
  const filing = { filedOn, filedBy: actor, filedAt: nowIso() };
  const owed = figures.box15 >= 0 ? `GST to pay ${formatMoney(figures.box15)}` : `refund due ${formatMoney(-figures.box15)}`;
  const event = { type: 'FILED' as const, actor, at: filing.filedAt, detail: `Filed on ${formatDate(filedOn)}: ${owed}.` };
  const stored = { figures: figures as unknown as Record<string, unknown>, filing };
  const record = filingRecordOf(business.id, period);
  if (record) {
    await db.gstFilings.update((q) => q.where({ id: record.id }), replaceWith({ ...record, ...stored, events: [...record.events, event] }));
  } else {
    await insert(db.gstFilings, (id) => ({
      id,
      businessId: business.id,
      period: period.period,
      start: period.start,
      end: period.end,
      ...stored,
      events: [event],
    }));
  }
  return gstReturnOf(business, gstNumber, period);
}

/** Reopens a filed return (call inside serialise()): unlocked, its figures follow the documents again; the reason kept. */
export async function reopenGstReturn(
  business: BusinessRecord,
  gstNumber: string,
  period: GstPeriod,
  record: GstFilingRecord,
  reason: string,
  actor: string,
): Promise<GstReturn> {
  const event = { type: 'REOPENED' as const, actor, at: nowIso(), detail: `Reopened: ${reason}` };
  const kept: GstFilingRecord = {
    id: record.id,
    businessId: record.businessId,
    period: record.period,
    start: record.start,
    end: record.end,
    events: [...record.events, event],
  };
  await db.gstFilings.update((q) => q.where({ id: record.id }), replaceWith(kept));
  return gstReturnOf(business, gstNumber, period);
}

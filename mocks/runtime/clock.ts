// The mock backend's one clock. Every business date the mock reads (today, overdue, payments not in
// the future, dashboard months, recurring schedules, seed dates, event times) comes from here, so QA
// can move the whole mock to another day: `?mockNow=YYYY-MM-DD` in the page, `MOCK_NOW` and
// `POST /__mock/now` for `npm run mock:server` (docs/mock-backend.md). Token expiry and the cold
// start keep real time: they are about the session, not the books.
import { daysBetween, isIsoDate, todayIn, type IsoDate } from '../../src/lib/calendar-date';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let fixedDate: IsoDate | null = null;

/** Moves the mock to `date` (its time of day stays the real one), or back to the real date with null. */
export function setMockDate(date: IsoDate | null): void {
  if (date !== null && !isIsoDate(date)) throw new RangeError(`Not a date: ${String(date)}`);
  fixedDate = date;
}

/** The date the mock was moved to, or null when it follows the real date. */
export const mockDate = (): IsoDate | null => fixedDate;

/** Today in New Zealand, as the mock sees it. */
export const today = (): IsoDate => fixedDate ?? todayIn();

/** The current instant as the mock sees it (ms): the real time of day on the mock's date. */
export function nowMs(): number {
  const real = Date.now();
  if (fixedDate === null) return real;
  let shifted = real + daysBetween(todayIn(undefined, real), fixedDate) * DAY_MS;
  // A daylight-saving change between the two dates can move the shifted instant across midnight.
  const landed = todayIn(undefined, shifted);
  if (landed > fixedDate) shifted -= HOUR_MS;
  else if (landed < fixedDate) shifted += HOUR_MS;
  return shifted;
}

/** The current instant as the mock sees it, ISO 8601. */
export const nowIso = (): string => new Date(nowMs()).toISOString();

/** The HTTP Date header of the mock's clock, as any HTTP server sends its own (RFC 9110). */
export const dateHeader = (): { Date: string } => ({ Date: new Date(nowMs()).toUTCString() });

/**
 * Reads a mock date control: a date, or "" / "today" for the real date. Throws a message naming
 * the control for anything else.
 */
export function parseMockDate(value: string, name: string): IsoDate | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'today') return null;
  if (!isIsoDate(trimmed)) throw new RangeError(`${name} must be a date written YYYY-MM-DD (or "today"), got "${value}".`);
  return trimmed;
}

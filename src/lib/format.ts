// Instants and counts written for the company's locale and time zone (src/config/locale.ts), so
// every screen writes them alike. Calendar dates (a due date, a day without a zone) are
// calendar-date.ts's formatDate; amounts are money.ts's formatMoney.
import { LOCALE, TIME_ZONE } from '@/config/locale';
import { once } from './once';

const dateTime = once(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }));

/** An instant (ISO text or milliseconds) as "15 Jan 2026, 2:30 pm", New Zealand time; a dash when it is no instant. */
export function formatDateTime(instant: string | number): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isFinite(ms) ? dateTime().format(ms) : '—';
}

const number = once(() => new Intl.NumberFormat(LOCALE));

/** 1234 → "1,234". */
export const formatNumber = (n: number): string => number().format(n);

/** 1 → "1 invoice", 1234 → "1,234 invoices". */
export const countOf = (n: number, one: string, many: string): string => `${formatNumber(n)} ${n === 1 ? one : many}`;

const list = once(() => new Intl.ListFormat(LOCALE, { type: 'conjunction' }));

/** "a, b and c", for lists in sentences. */
export const formatList = (items: readonly string[]): string => list().format(items);

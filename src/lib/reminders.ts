// Payment reminders (docs/sending.md#reminders): a business's rules, each a day relative to the
// invoice's due date, and which rule sends on a given day. Read by the mock backend (which sends)
// and by the screens (which say what will be sent), so both count days the same way (decision 264).
import type { REMINDER_RELATION_VALUES } from '@/config/api-values';
import { addDays, type IsoDate } from './calendar-date';
import { DEFAULT_EMAIL_TEMPLATES } from './email-templates';

export type ReminderRelation = (typeof REMINDER_RELATION_VALUES)[number];

export interface ReminderTiming {
  relation: ReminderRelation;
  days: number;
}

export interface ReminderRule extends ReminderTiming {
  subject: string;
  message: string;
}

export const REMINDER_LIMITS = { rules: 10, daysBefore: 60, daysAfter: 365 } as const;

/** Days from the due date: negative before it, 0 on it. The rule's identity: one rule per day. */
export const reminderOffset = ({ relation, days }: ReminderTiming): number => (relation === 'BEFORE_DUE' ? -days : days);

export const reminderDate = (dueDate: IsoDate, timing: ReminderTiming): IsoDate => addDays(dueDate, reminderOffset(timing));

/** "3 days before the due date", "On the due date", "1 day after the due date". */
export function describeTiming(timing: ReminderTiming): string {
  if (timing.days === 0) return 'On the due date';
  const days = `${String(timing.days)} ${timing.days === 1 ? 'day' : 'days'}`;
  return `${days} ${timing.relation === 'BEFORE_DUE' ? 'before' : 'after'} the due date`;
}

const before = DEFAULT_EMAIL_TEMPLATES.REMINDER;
const BEFORE_DUE_TEXT = {
  subject: 'Coming up: invoice {number} from {business} is due on {dueDate}',
  message:
    'Kia ora {client},\n\nA friendly note that invoice {number} is due on {dueDate}, with {balance} still to pay. If you have already paid, thank you.\n\nView the invoice online: {link}\n\n{business}',
};

/** The rules a business starts with (switched off until it turns them on). */
export const DEFAULT_REMINDER_RULES: readonly ReminderRule[] = [
  { relation: 'BEFORE_DUE', days: 3, ...BEFORE_DUE_TEXT },
  { relation: 'AFTER_DUE', days: 0, ...BEFORE_DUE_TEXT },
  { relation: 'AFTER_DUE', days: 7, ...before },
  { relation: 'AFTER_DUE', days: 14, ...before },
  {
    relation: 'AFTER_DUE',
    days: 30,
    subject: 'Overdue: invoice {number} from {business}',
    message:
      'Kia ora {client},\n\nInvoice {number} was due on {dueDate} and {balance} is still unpaid. Please pay it now, or call us if something is wrong with it.\n\nView the invoice online: {link}\n\n{business}',
  },
];

export const sortRules = <R extends ReminderTiming>(rules: readonly R[]): R[] =>
  [...rules].sort((a, b) => reminderOffset(a) - reminderOffset(b));

/** What decides whether a rule sends for one invoice on one day. */
export interface ReminderSituation<R extends ReminderTiming> {
  rules: readonly R[];
  dueDate: IsoDate;
  issueDate: IsoDate;
  /** Rule dates before this day never send (reminders switched on then). */
  since: IsoDate;
  /** Offsets of the reminders already sent for the invoice. */
  sentOffsets: readonly number[];
}

/** A rule's date counts only after the invoice was issued and once reminders were on. */
const counts = (date: IsoDate, situation: ReminderSituation<ReminderTiming>) => date > situation.issueDate && date >= situation.since;

/**
 * The rule to send on `today`, if any: the latest rule whose date has come, unless it or a later one
 * was already sent. After days without a run only that latest one is sent, never the ones it passed.
 * Whether the invoice may be reminded at all (settled, switched off) is the caller's question.
 */
export function reminderDue<R extends ReminderTiming>(situation: ReminderSituation<R>, today: IsoDate): R | null {
  const come = sortRules(situation.rules).filter((rule) => {
    const date = reminderDate(situation.dueDate, rule);
    return date <= today && counts(date, situation);
  });
  const latest = come.at(-1);
  if (!latest) return null;
  const offset = reminderOffset(latest);
  return situation.sentOffsets.some((sent) => sent >= offset) ? null : latest;
}

/** The next rule that will send after `today` while nothing changes, with its date. */
export function nextReminder<R extends ReminderTiming>(situation: ReminderSituation<R>, today: IsoDate): { rule: R; date: IsoDate } | null {
  const lastSent = Math.max(-Infinity, ...situation.sentOffsets);
  for (const rule of sortRules(situation.rules)) {
    const date = reminderDate(situation.dueDate, rule);
    if (date > today && reminderOffset(rule) > lastSent && counts(date, situation)) return { rule, date };
  }
  return null;
}

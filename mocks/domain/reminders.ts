// Payment reminders the mock "sends" by its clock (docs/sending.md#reminders, decisions 264 and 265):
// the business's rules, whether an invoice may be reminded, and the run that sends what is due.
// The run is made like recurring invoices (decision 091): inside the one write lock, before every
// signed-in invoicing request, the unique (invoice, rule) checked again before each insert.
import { addDays, type IsoDate } from '../../src/lib/calendar-date';
import { fillTemplate, withoutLinkLines } from '../../src/lib/email-templates';
import { formatDate } from '../../src/lib/calendar-date';
import { formatMoney } from '../../src/lib/money';
import {
  DEFAULT_REMINDER_RULES,
  describeTiming,
  nextReminder,
  reminderDate,
  reminderDue,
  reminderOffset,
  sortRules,
  type ReminderRule,
  type ReminderSituation,
} from '../../src/lib/reminders';
import { nowIso } from '../runtime/clock';
import { publicLinkAddress } from '../runtime/public-app-url';
import { db, insert, keptUntilDataChanges, type InvoiceRecord, type ReminderRecord } from '../runtime/db';
import type { components } from '../../src/api/schema';
import { linksOf, linkToSend } from './document-links';
import { bouncedAddresses } from './emails';
import { balanceOf, clientLabel, createLookups, recipientOf, type Lookups } from './invoice-views';

type Schemas = components['schemas'];
export type ReminderSettings = Schemas['ReminderSettings'];
export type InvoiceReminderState = Schemas['InvoiceReminderState'];
export type SentReminder = Schemas['SentReminder'];
export type PlannedReminder = Schemas['PlannedReminder'];

const SYSTEM = 'system';

export function settingsOf(businessId: number): ReminderSettings {
  const own = db.reminderSettings.findFirst((q) => q.where({ businessId }));
  if (!own) return { enabled: false, custom: false, rules: sortRules(DEFAULT_REMINDER_RULES) };
  return { enabled: own.enabled, custom: true, rules: sortRules(own.rules), ...(own.since ? { since: own.since } : {}) };
}

const sentOf = (invoiceId: number): ReminderRecord[] =>
  keptUntilDataChanges('reminders by invoice', () => {
    const byInvoice = new Map<number, ReminderRecord[]>();
    for (const reminder of db.reminders.all()) byInvoice.set(reminder.invoiceId, [...(byInvoice.get(reminder.invoiceId) ?? []), reminder]);
    return byInvoice;
  }).get(invoiceId) ?? [];

/** The addresses a reminder goes to: the invoice's copy of the client's, else the client's now. */
function addressesOf(record: InvoiceRecord, lookups: Lookups): string[] {
  const email = record.recipientSnapshot?.email ?? lookups.client(record.clientId)?.clientEmailAddress;
  return email?.trim() ? [email.trim()] : [];
}

/** Whether reminders go out for the invoice, and if not, why. */
function stateOf(record: InvoiceRecord, settings: ReminderSettings, lookups: Lookups): InvoiceReminderState {
  if (record.status === 'DRAFT') return 'NOT_ISSUED';
  if (record.status === 'PAID' || record.status === 'VOID' || record.status === 'CREDITED' || balanceOf(record) <= 0) return 'SETTLED';
  if (!settings.enabled) return 'BUSINESS_OFF';
  if (lookups.client(record.clientId)?.remindersOff) return 'CLIENT_OFF';
  if (record.remindersOff) return 'INVOICE_OFF';
  return addressesOf(record, lookups).length === 0 ? 'NO_EMAIL' : 'ON';
}

function situationOf(record: InvoiceRecord, settings: ReminderSettings): ReminderSituation<ReminderRule> {
  return {
    rules: settings.rules,
    dueDate: record.dueDate,
    issueDate: record.issueDate,
    since: settings.since ?? '9999-12-31',
    sentOffsets: sentOf(record.id).map((sent) => sent.offset),
  };
}

function toSentReminder(reminder: ReminderRecord, lookups: Lookups = createLookups()): SentReminder {
  const invoice = db.invoices.findFirst((q) => q.where({ id: reminder.invoiceId }));
  return {
    invoiceId: reminder.invoiceId,
    invoiceNumber: invoice?.number ?? '',
    businessId: reminder.businessId,
    clientName: invoice ? clientLabel(recipientOf(invoice, lookups), invoice.clientId) : '',
    relation: reminder.relation,
    days: reminder.days,
    sentAt: reminder.sentAt,
    to: reminder.to,
    balance: reminder.balance,
    currency: invoice?.currency ?? 'NZD',
    ...(reminder.bounced !== undefined ? { bounced: reminder.bounced } : {}),
  };
}

/** The reminder the rules will send for the invoice after `today`, while nothing changes. */
function plannedFor(record: InvoiceRecord, settings: ReminderSettings, today: IsoDate, lookups: Lookups): PlannedReminder | null {
  if (stateOf(record, settings, lookups) !== 'ON') return null;
  const next = nextReminder(situationOf(record, settings), today);
  if (!next) return null;
  return {
    invoiceId: record.id,
    invoiceNumber: record.number ?? '',
    businessId: record.businessId,
    clientName: clientLabel(recipientOf(record, lookups), record.clientId),
    relation: next.rule.relation,
    days: next.rule.days,
    date: next.date,
    balance: balanceOf(record),
    currency: record.currency,
  };
}

/** Invoices that may be reminded (issued, not settled), of businesses with reminders on. */
function candidates(): Array<{ record: InvoiceRecord; settings: ReminderSettings }> {
  const on = new Map<number, ReminderSettings>();
  for (const own of db.reminderSettings.all()) if (own.enabled) on.set(own.businessId, settingsOf(own.businessId));
  if (on.size === 0) return [];
  const found: Array<{ record: InvoiceRecord; settings: ReminderSettings }> = [];
  for (const record of db.invoices.all()) {
    const settings = on.get(record.businessId);
    if (settings && (record.status === 'ISSUED' || record.status === 'PARTIALLY_PAID')) found.push({ record, settings });
  }
  return found;
}

/** Whether any reminder is due on `date`: a read without the lock, kept until the data changes. */
export function anyReminderDue(date: IsoDate): boolean {
  return keptUntilDataChanges(`reminder due ${date}`, () => {
    const lookups = createLookups();
    return candidates().some(
      ({ record, settings }) => stateOf(record, settings, lookups) === 'ON' && reminderDue(situationOf(record, settings), date) !== null,
    );
  });
}

/** What one run may still send, and the time after which it starts no more. */
interface ReminderBudget {
  left: number;
  until: number;
  sent: number;
}

const spent = (budget: ReminderBudget) => budget.left <= 0 || (budget.sent > 0 && performance.now() >= budget.until);

/**
 * The address of the invoice's link for a reminder, made as the send dialog makes it; none when the
 * business revoked the invoice's latest link: only the business gives its client a new one (decision 235).
 */
async function reminderLink(record: InvoiceRecord): Promise<string | undefined> {
  if (linksOf('INVOICE', record.id)[0]?.revokedAt !== undefined) return undefined;
  const { link } = await linkToSend({ documentType: 'INVOICE', documentId: record.id, businessId: record.businessId }, SYSTEM);
  return publicLinkAddress(link.token);
}

/** Sends the reminder due on `date` for one invoice, if one is. Call inside a write. */
async function remind(record: InvoiceRecord, settings: ReminderSettings, date: IsoDate, lookups: Lookups): Promise<boolean> {
  if (stateOf(record, settings, lookups) !== 'ON') return false;
  const rule = reminderDue(situationOf(record, settings), date);
  if (!rule) return false;
  const offset = reminderOffset(rule);
  // The unique key, read again inside the lock (a Spring unique constraint on (invoice_id, offset)).
  if (db.reminders.findFirst((q) => q.where({ invoiceId: record.id, offset }))) return false;
  const business = lookups.business(record.businessId);
  const balance = balanceOf(record);
  const values = {
    client: clientLabel(recipientOf(record, lookups), record.clientId),
    business: record.issuerSnapshot?.name ?? business?.businessName ?? '',
    number: record.number ?? '',
    total: formatMoney(record.total, { currency: record.currency }),
    balance: formatMoney(balance, { currency: record.currency }),
    dueDate: formatDate(record.dueDate),
  };
  const to = addressesOf(record, lookups);
  const sentAt = nowIso();
  const timing = describeTiming(rule).toLowerCase();
  /** The rule used (whatever the mail server answered) and the invoice's event saying how. */
  const recordReminder = async (outcome: { bounced: string } | { emailId: number }, detail: string) => {
    await insert(db.reminders, (id) => ({
      id,
      invoiceId: record.id,
      businessId: record.businessId,
      offset,
      relation: rule.relation,
      days: rule.days,
      ruleDate: reminderDate(record.dueDate, rule),
      sentOn: date,
      sentAt,
      to,
      balance,
      ...outcome,
    }));
    // Not an edit: no new version, as with an email (decision 262).
    await db.invoices.update((q) => q.where({ id: record.id }), {
      data(draft) {
        draft.events.push({ type: 'REMINDED', actor: SYSTEM, at: sentAt, detail });
      },
    });
    return true;
  };
  // The mail server's refusal (in the mock: an address at bounce.test): nothing reaches the client, the
  // rule counts as used, and the business reads why on the invoice.
  const bounced = bouncedAddresses(to, [])
    .map((each) => each.message)
    .join(' ');
  if (bounced !== '') return recordReminder({ bounced }, `Payment reminder (${timing}) not delivered: ${bounced}`);
  const link = /\{link\}/.test(rule.subject + rule.message) ? await reminderLink(record) : undefined;
  const email = await insert(db.emails, (id) => ({
    id,
    documentType: 'INVOICE' as const,
    documentId: record.id,
    documentNumber: record.number ?? '',
    businessId: record.businessId,
    to,
    cc: [],
    subject: fillTemplate(rule.subject, { ...values, link: link ?? '' }).trim(),
    message: link === undefined ? fillTemplate(withoutLinkLines(rule.message), values) : fillTemplate(rule.message, { ...values, link }),
    sentBy: SYSTEM,
    sentAt,
    reminder: true,
  }));
  return recordReminder({ emailId: email.id }, `Payment reminder (${timing}) emailed to ${to.join(', ')}, asking for ${values.balance}.`);
}

/**
 * Sends every reminder due on `date`, at most `perRun` and none started after `budgetMs` (the first
 * always is). Call inside a write; one invoice that fails is logged and skipped.
 */
export async function sendDueReminders(date: IsoDate, perRun: number, budgetMs: number): Promise<number> {
  const budget: ReminderBudget = { left: perRun, until: performance.now() + budgetMs, sent: 0 };
  const lookups = createLookups();
  for (const { record, settings } of candidates()) {
    if (spent(budget)) break;
    try {
      if (await remind(record, settings, date, lookups)) {
        budget.left -= 1;
        budget.sent += 1;
      }
    } catch (error) {
      console.error(`Reminder for invoice ${String(record.id)} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return budget.sent;
}

/** Reminders sent on `date` and planned for the day after, for the businesses in `allowed`. */
export function overviewOf(date: IsoDate, allowed: ReadonlySet<number>) {
  const lookups = createLookups();
  const sentToday = db.reminders
    .all()
    .filter((reminder) => reminder.sentOn === date && allowed.has(reminder.businessId))
    .sort((a, b) => b.id - a.id)
    .map((reminder) => toSentReminder(reminder, lookups));
  const tomorrow = addDays(date, 1);
  const dueTomorrow = candidates()
    .filter(({ record }) => allowed.has(record.businessId))
    .flatMap(({ record, settings }) => {
      const planned = plannedFor(record, settings, date, lookups);
      return planned?.date === tomorrow ? [planned] : [];
    })
    .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber));
  return { today: date, sentToday, dueTomorrow };
}

/** The invoice's reminders: whether they go out, what was sent, what comes next. */
export function invoiceRemindersOf(record: InvoiceRecord, today: IsoDate) {
  const lookups = createLookups();
  const settings = settingsOf(record.businessId);
  const next = plannedFor(record, settings, today, lookups);
  return {
    state: stateOf(record, settings, lookups),
    invoiceEnabled: record.remindersOff !== true,
    clientEnabled: lookups.client(record.clientId)?.remindersOff !== true,
    sent: sentOf(record.id)
      .slice()
      .sort((a, b) => a.id - b.id)
      .map((reminder) => toSentReminder(reminder, lookups)),
    ...(next ? { next } : {}),
  };
}

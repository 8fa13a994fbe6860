// Keeps the browser's demo data across reloads. @msw/data's own persist() writes only on `unload`,
// which Chromium no longer fires reliably, so this saves after every change instead. A snapshot
// that no longer matches the schemas is dropped in favour of the seed, with a console note.
import { z } from 'zod';
import {
  bankAccountSchema,
  bankLineSchema,
  clientCreditSchema,
  billSchema,
  businessSchema,
  clientSchema,
  createAll,
  creditNoteSchema,
  db,
  emailSchema,
  emailTemplateSchema,
  documentLinkSchema,
  expenseAccountSchema,
  reminderSchema,
  reminderSettingsSchema,
  invoiceSchema,
  quoteSchema,
  receiptSchema,
  scheduleSchema,
  statementRunClientSchema,
  statementRunSchema,
  statementRunSettingSchema,
  supplierSchema,
  gstFilingSchema,
  userSchema,
  type Db,
  type EmailRecord,
  type ReceiptRecord,
} from './db';

const STORAGE_KEY = 'invoicing-mock-db';
// 2: invoices added. 3: recurring schedules, quotes, credit notes and refunds added. 4: suppliers,
// expense accounts and bills. Bank accounts and their lines, the outbox and email templates came as
// optional lists, and so did reminder rules, reminders sent, filed GST returns, receipts and statement runs.
const VERSION = 4;

/**
 * The outbox's PDFs kept in the snapshot: local storage holds about 5 MB, and a long document's PDF
 * can take hundreds of KB of base64, so older emails are saved without theirs (the Outbox says so) rather than every
 * change failing to save.
 */
export const SAVED_ATTACHMENTS = 10;

function withLatestAttachments(emails: EmailRecord[]): EmailRecord[] {
  const keepFrom = emails.length - SAVED_ATTACHMENTS;
  return emails.map((email, index) => {
    if (index >= keepFrom) return email;
    if (!email.attachment) return email;
    const { fileName, size } = email.attachment;
    return { ...email, attachment: { fileName, size } };
  });
}

/**
 * The receipts' files kept in the snapshot, newest first, up to this many characters of base64: one
 * phone photo is a few MB, so only the latest fit beside the rest; older ones are saved without their
 * file (the mock then answers 404 for it, saying why).
 */
export const SAVED_RECEIPT_CHARACTERS = 1_500_000;

function withLatestReceiptFiles(receipts: ReceiptRecord[]): ReceiptRecord[] {
  let room = SAVED_RECEIPT_CHARACTERS;
  return receipts
    .toReversed()
    .map((receipt) => {
      const size = receipt.content?.length ?? 0;
      if (size <= room) {
        room -= size;
        return receipt;
      }
      return { ...receipt, content: undefined };
    })
    .toReversed();
}

const snapshotSchema = z.object({
  version: z.literal(VERSION),
  users: z.array(userSchema),
  businesses: z.array(businessSchema),
  clients: z.array(clientSchema),
  invoices: z.array(invoiceSchema),
  schedules: z.array(scheduleSchema),
  quotes: z.array(quoteSchema),
  creditNotes: z.array(creditNoteSchema),
  suppliers: z.array(supplierSchema),
  expenseAccounts: z.array(expenseAccountSchema),
  bills: z.array(billSchema),
  bankAccounts: z.array(bankAccountSchema).default([]),
  bankLines: z.array(bankLineSchema).default([]),
  clientCredits: z.array(clientCreditSchema).default([]),
  emails: z.array(emailSchema).default([]),
  emailTemplates: z.array(emailTemplateSchema).default([]),
  statementRuns: z.array(statementRunSchema).default([]),
  statementRunClients: z.array(statementRunClientSchema).default([]),
  statementRunSettings: z.array(statementRunSettingSchema).default([]),
  receipts: z.array(receiptSchema).default([]),
  gstFilings: z.array(gstFilingSchema).default([]),
  documentLinks: z.array(documentLinkSchema).default([]),
  reminderSettings: z.array(reminderSettingsSchema).default([]),
  reminders: z.array(reminderSchema).default([]),
});

type Snapshot = z.infer<typeof snapshotSchema>;

export function saveSnapshot(): void {
  const snapshot: Snapshot = {
    version: VERSION,
    users: db.users.all(),
    businesses: db.businesses.all(),
    clients: db.clients.all(),
    invoices: db.invoices.all(),
    schedules: db.schedules.all(),
    quotes: db.quotes.all(),
    creditNotes: db.creditNotes.all(),
    suppliers: db.suppliers.all(),
    expenseAccounts: db.expenseAccounts.all(),
    bills: db.bills.all(),
    bankAccounts: db.bankAccounts.all(),
    bankLines: db.bankLines.all(),
    clientCredits: db.clientCredits.all(),
    emails: withLatestAttachments(db.emails.all()),
    emailTemplates: db.emailTemplates.all(),
    statementRuns: db.statementRuns.all(),
    statementRunClients: db.statementRunClients.all(),
    statementRunSettings: db.statementRunSettings.all(),
    receipts: withLatestReceiptFiles(db.receipts.all()),
    gstFilings: db.gstFilings.all(),
    documentLinks: db.documentLinks.all(),
    reminderSettings: db.reminderSettings.all(),
    reminders: db.reminders.all(),
  };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch (error) {
    console.warn('[mock backend] Could not save demo data; changes will be lost on reload.', error);
  }
}

/** Loads the saved snapshot into the collections; false when there is none or it is unreadable. */
export async function loadSnapshot(): Promise<boolean> {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw === null) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = snapshotSchema.safeParse(parsed);
  if (!result.success) {
    console.warn('[mock backend] Saved demo data was unreadable, so the seed data was restored.');
    return false;
  }
  for (const collection of Object.values(db)) collection.clear();
  for (const user of result.data.users) await db.users.create(user);
  for (const business of result.data.businesses) await db.businesses.create(business);
  for (const client of result.data.clients) await db.clients.create(client);
  for (const invoice of result.data.invoices) await db.invoices.create(invoice);
  for (const schedule of result.data.schedules) await db.schedules.create(schedule);
  for (const quote of result.data.quotes) await db.quotes.create(quote);
  for (const creditNote of result.data.creditNotes) await db.creditNotes.create(creditNote);
  for (const supplier of result.data.suppliers) await db.suppliers.create(supplier);
  for (const account of result.data.expenseAccounts) await db.expenseAccounts.create(account);
  for (const bill of result.data.bills) await db.bills.create(bill);
  for (const account of result.data.bankAccounts) await db.bankAccounts.create(account);
  await createAll(db.bankLines, result.data.bankLines);
  for (const credit of result.data.clientCredits) await db.clientCredits.create(credit);
  for (const email of result.data.emails) await db.emails.create(email);
  for (const template of result.data.emailTemplates) await db.emailTemplates.create(template);
  for (const run of result.data.statementRuns) await db.statementRuns.create(run);
  await createAll(db.statementRunClients, result.data.statementRunClients);
  for (const setting of result.data.statementRunSettings) await db.statementRunSettings.create(setting);
  for (const receipt of result.data.receipts) await db.receipts.create(receipt);
  for (const filing of result.data.gstFilings) await db.gstFilings.create(filing);
  for (const link of result.data.documentLinks) await db.documentLinks.create(link);
  for (const settings of result.data.reminderSettings) await db.reminderSettings.create(settings);
  await createAll(db.reminders, result.data.reminders);
  return true;
}

export function forgetSnapshot(): void {
  localStorage.removeItem(STORAGE_KEY);
}

/** Saves once after each burst of changes to any collection. */
export function saveOnChange(collections: Db = db): void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (pending !== undefined) return;
    pending = setTimeout(() => {
      pending = undefined;
      saveSnapshot();
    }, 0);
  };
  for (const collection of Object.values(collections)) {
    collection.hooks.on('create', schedule);
    collection.hooks.on('update', schedule);
    collection.hooks.on('delete', schedule);
  }
  window.addEventListener('pagehide', () => {
    if (pending !== undefined) saveSnapshot();
  });
}

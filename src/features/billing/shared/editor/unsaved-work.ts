// Unsaved editor work in local storage, per user and per draft (the kept work of src/lib/kept-work.ts,
// kind 'invoice'), so nothing typed is lost to a reload, a crash or a forced sign-out. What is read
// back is checked field by field: a corrupt or foreign entry is dropped, never trusted and never a crash.
import { INVOICE_LIMITS, isInvoiceCurrency } from '@/config/invoicing';
import { isRecord, keptWorkKey, keptWorkOf, readKeptWork, removeKeptWork, writeKeptWork, type Json } from '@/lib/kept-work';
// Types only: the editor's form module carries the request schemas, which the dashboard need not load.
import type { DiscountKind, EditorForm, EditorLine, TaxChoice } from './editor-form';

const KIND = 'invoice';

export interface UnsavedWork {
  savedAt: string;
  /** The draft's version when editing started (null for a new invoice). */
  baseVersion: number | null;
  form: EditorForm;
}

/** One entry per user and per draft ("new" for an invoice not saved yet). */
export function unsavedWorkKey(username: string | null, draftId: number | null): string {
  return keptWorkKey({ kind: KIND, owner: username, id: draftId });
}

/** What the logout question calls it. */
export const unsavedWorkLabel = (draftId: number | null) => (draftId === null ? 'a new invoice' : 'a draft invoice');

export function saveUnsavedWork(key: string, work: UnsavedWork, label = 'an invoice'): boolean {
  return writeKeptWork(key, 'local', { label, ...work });
}

export function clearUnsavedWork(key: string): void {
  removeKeptWork(key, 'local');
}

const isText = (value: unknown, max = 10_000): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is number | null => value === null || (Number.isSafeInteger(value) && (value as number) >= 1);
const TAX = /^(STANDARD:\d{1,5}|ZERO:0|EXEMPT:0|NO_GST:0)$/;
const ACCOUNT = /^(\d{1,15})?$/;
const DISCOUNT_KINDS: readonly DiscountKind[] = ['NONE', 'PERCENT', 'AMOUNT'];

function readLine(value: unknown): EditorLine | null {
  if (!isRecord(value)) return null;
  const { key, description, quantity, unitPrice, tax, accountId = '' } = value;
  if (!isText(key, 100) || key === '' || !isText(description, INVOICE_LIMITS.descriptionLength * 2) || !isText(quantity, 50)) return null;
  if (!isText(unitPrice, 50) || !isText(tax, 20) || !TAX.test(tax)) return null;
  // Entries kept before purchases had no account.
  if (!isText(accountId, 20) || !ACCOUNT.test(accountId)) return null;
  return { key, description, quantity, unitPrice, tax: tax as TaxChoice, accountId };
}

function readForm(value: unknown): EditorForm | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (!isId(v.businessId) || !isId(v.clientId)) return null;
  // Entries kept before purchases have no supplier nor quote.
  const supplierId = v.supplierId ?? null;
  const quoteId = v.quoteId ?? null;
  if (!isId(supplierId) || !isId(quoteId)) return null;
  if (!isText(v.issueDate, 20) || !isText(v.dueDate, 20) || !isText(v.reference, 500)) return null;
  if (!isInvoiceCurrency(v.currency) || typeof v.pricesIncludeGst !== 'boolean') return null;
  if (!DISCOUNT_KINDS.includes(v.discountKind as DiscountKind) || !isText(v.discountValue, 50)) return null;
  if (!isText(v.notes) || !isText(v.paymentInstructions)) return null;
  // Entries kept before forms had terms have none.
  if (v.terms !== undefined && !isText(v.terms)) return null;
  if (!Array.isArray(v.lines) || v.lines.length > INVOICE_LIMITS.lines) return null;
  const lines: EditorLine[] = [];
  for (const raw of v.lines) {
    const line = readLine(raw);
    if (!line) return null;
    lines.push(line);
  }
  // Keys must be unique: React and the move buttons rely on it.
  if (new Set(lines.map((line) => line.key)).size !== lines.length) return null;
  return {
    businessId: v.businessId,
    clientId: v.clientId,
    supplierId,
    quoteId,
    issueDate: v.issueDate,
    dueDate: v.dueDate,
    reference: v.reference,
    currency: v.currency,
    pricesIncludeGst: v.pricesIncludeGst,
    discountKind: v.discountKind as DiscountKind,
    discountValue: v.discountValue,
    notes: v.notes,
    paymentInstructions: v.paymentInstructions,
    terms: typeof v.terms === 'string' ? v.terms : '',
    lines,
  };
}

/** The draft's version and the form of a kept entry, checked; null when they cannot be used. */
export function readUnsavedEntry(entry: Json): Omit<UnsavedWork, 'savedAt'> | null {
  const form = readForm(entry.form);
  const { baseVersion } = entry;
  const versionOk = baseVersion === null || (Number.isSafeInteger(baseVersion) && (baseVersion as number) >= 0);
  return form && versionOk ? { baseVersion: baseVersion as number | null, form } : null;
}

/**
 * The entry under `key`: `null` when there is none, `'corrupt'` when there is one that cannot be
 * used (it is removed then).
 */
export function readUnsavedWork(key: string): UnsavedWork | null | 'corrupt' {
  const stored = readKeptWork(key, 'local', readUnsavedEntry);
  return stored === null || stored === 'corrupt' ? stored : { savedAt: stored.savedAt, ...stored.value };
}

/** The user's kept work, newest first: which invoice (null: a new one) and when. */
export function unsavedWorkOf(username: string): Array<{ draftId: number | null; savedAt: string }> {
  return keptWorkOf(username, KIND).flatMap(({ key, id }) => {
    const draftId = id === 'new' ? null : /^\d{1,15}$/.test(id) ? Number(id) : undefined;
    const work = draftId === undefined ? null : readUnsavedWork(key);
    return work && work !== 'corrupt' && draftId !== undefined ? [{ draftId, savedAt: work.savedAt }] : [];
  });
}

/** Whether two forms hold the same content (line keys aside). */
export function sameContent(a: EditorForm, b: EditorForm): boolean {
  const strip = (form: EditorForm) =>
    JSON.stringify({
      ...form,
      lines: form.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.tax, line.accountId]),
    });
  return strip(a) === strip(b);
}

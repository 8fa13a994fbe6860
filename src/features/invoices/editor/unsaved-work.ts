// Unsaved editor work in local storage, per user and per draft, so nothing typed is lost to a
// reload, a crash or a forced sign-out. What is read back is checked field by field: a corrupt or
// foreign entry is dropped, never trusted and never a crash.
import { INVOICE_LIMITS } from '@/config/invoicing';
import { readJson, removeItem, storedKeys, writeItem } from '@/lib/storage';
import { isCurrency, type DiscountKind, type EditorForm, type EditorLine, type TaxChoice } from './editor-form';

const PREFIX = 'invoicing:unsaved-invoice:v1';

export interface UnsavedWork {
  savedAt: string;
  /** The draft's version when editing started (null for a new invoice). */
  baseVersion: number | null;
  form: EditorForm;
}

/** One entry per user and per draft ("new" for an invoice not saved yet). */
export function unsavedWorkKey(username: string, draftId: number | null): string {
  return `${PREFIX}:${encodeURIComponent(username)}:${draftId ?? 'new'}`;
}

export function saveUnsavedWork(key: string, work: UnsavedWork): boolean {
  return writeItem(key, JSON.stringify(work));
}

export function clearUnsavedWork(key: string): void {
  removeItem(key);
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 10_000): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): value is number | null => value === null || (Number.isSafeInteger(value) && (value as number) >= 1);
const TAX = /^(STANDARD:\d{1,5}|ZERO:0|EXEMPT:0)$/;
const DISCOUNT_KINDS: readonly DiscountKind[] = ['NONE', 'PERCENT', 'AMOUNT'];

function readLine(value: unknown): EditorLine | null {
  if (!isRecord(value)) return null;
  const { key, description, quantity, unitPrice, tax } = value;
  if (!isText(key, 100) || key === '' || !isText(description, INVOICE_LIMITS.descriptionLength * 2) || !isText(quantity, 50)) return null;
  if (!isText(unitPrice, 50) || !isText(tax, 20) || !TAX.test(tax)) return null;
  return { key, description, quantity, unitPrice, tax: tax as TaxChoice };
}

export function readForm(value: unknown): EditorForm | null {
  if (!isRecord(value)) return null;
  const v = value;
  if (!isId(v.businessId) || !isId(v.clientId)) return null;
  if (!isText(v.issueDate, 20) || !isText(v.dueDate, 20) || !isText(v.reference, 500)) return null;
  if (!isCurrency(v.currency) || typeof v.pricesIncludeGst !== 'boolean') return null;
  if (!DISCOUNT_KINDS.includes(v.discountKind as DiscountKind) || !isText(v.discountValue, 50)) return null;
  if (!isText(v.notes) || !isText(v.paymentInstructions)) return null;
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
    issueDate: v.issueDate,
    dueDate: v.dueDate,
    reference: v.reference,
    currency: v.currency,
    pricesIncludeGst: v.pricesIncludeGst,
    discountKind: v.discountKind as DiscountKind,
    discountValue: v.discountValue,
    notes: v.notes,
    paymentInstructions: v.paymentInstructions,
    lines,
  };
}

/**
 * The entry under `key`: `null` when there is none, `'corrupt'` when there is one that cannot be
 * used (it is removed then).
 */
export function readUnsavedWork(key: string): UnsavedWork | null | 'corrupt' {
  const stored = readJson(key);
  if (stored.state === 'missing') return null;
  if (stored.state === 'unreadable') {
    removeItem(key);
    return 'corrupt';
  }
  const raw = stored.value;
  const form = isRecord(raw) ? readForm(raw.form) : null;
  const savedAt = isRecord(raw) ? raw.savedAt : undefined;
  const baseVersion = isRecord(raw) ? raw.baseVersion : undefined;
  const versionOk = baseVersion === null || (Number.isSafeInteger(baseVersion) && (baseVersion as number) >= 0);
  if (!form || !isText(savedAt, 40) || Number.isNaN(Date.parse(savedAt)) || !versionOk) {
    removeItem(key);
    return 'corrupt';
  }
  return { savedAt, baseVersion: baseVersion as number | null, form };
}

/** The user's kept work, newest first: which invoice (null: a new one) and when. */
export function unsavedWorkOf(username: string): Array<{ draftId: number | null; savedAt: string }> {
  const prefix = `${PREFIX}:${encodeURIComponent(username)}:`;
  return storedKeys(prefix)
    .flatMap((key) => {
      const rest = key.slice(prefix.length);
      const draftId = rest === 'new' ? null : /^\d{1,15}$/.test(rest) ? Number(rest) : undefined;
      const work = draftId === undefined ? null : readUnsavedWork(key);
      return work && work !== 'corrupt' && draftId !== undefined ? [{ draftId, savedAt: work.savedAt }] : [];
    })
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Whether two forms hold the same content (line keys aside). */
export function sameContent(a: EditorForm, b: EditorForm): boolean {
  const strip = (form: EditorForm) =>
    JSON.stringify({ ...form, lines: form.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.tax]) });
  return strip(a) === strip(b);
}

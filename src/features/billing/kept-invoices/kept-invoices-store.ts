// Invoices kept in this browser on the specification's service, which keeps none (decision 343): one
// list per user in local storage, checked entry by entry when read. A list that cannot be read is
// never overwritten nor dropped: the screens say so and offer its text, and the user sets it aside.
import type { InvoicingBusiness, InvoicingClient, IssuerDetails, RecipientDetails } from '@/api/types';
import { isRecord } from '@/lib/kept-work';
import { readItem, removeItem, storedKeys, writeItem } from '@/lib/storage';
import type { InvoiceDocumentModel } from '../shared/document/invoice-document-model';
import { documentFromForm } from '../shared/editor/editor-document';
import { liveTotals, type EditorForm } from '../shared/editor/editor-form';
import { readUnsavedEntry } from '../shared/editor/unsaved-work';

export interface KeptInvoice {
  /** Unique in this user's list. */
  id: string;
  /** Which business's numbers it counts in: `business:<id>` (the admin list's) or `typed:<name>`. */
  businessKey: string;
  sequence: number;
  number: string;
  issuer: IssuerDetails;
  recipient: RecipientDetails;
  form: EditorForm;
}

export type KeptList = { state: 'ok'; invoices: KeptInvoice[] } | { state: 'unreadable'; raw: string };

const listKey = (owner: string) => `invoicing:kept-invoices:v1:${encodeURIComponent(owner)}`;
const asidePrefix = (owner: string) => `invoicing:kept-invoices-set-aside:v1:${encodeURIComponent(owner)}:`;

const isText = (value: unknown, max = 2000): value is string => typeof value === 'string' && value.length <= max;
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 20 && value.every((line) => isText(line, 500));
const optionalTexts = (value: Record<string, unknown>, keys: readonly string[]) =>
  keys.every((key) => value[key] === undefined || isText(value[key], 500));

function readIssuer(value: unknown): IssuerDetails | null {
  if (!isRecord(value) || !isText(value.code, 100) || !isText(value.name, 500) || !isTextList(value.addressLines)) return null;
  const keys = ['type', 'phone', 'email', 'contactPerson', 'gstNumber', 'licenseNumber', 'bankAccountNumber', 'bankProvider'];
  return optionalTexts(value, keys) ? (value as unknown as IssuerDetails) : null;
}

function readRecipient(value: unknown): RecipientDetails | null {
  if (!isRecord(value) || !isTextList(value.addressLines)) return null;
  const keys = ['name', 'businessName', 'type', 'phone', 'email', 'gstNumber', 'licenseNumber'];
  return optionalTexts(value, keys) ? (value as unknown as RecipientDetails) : null;
}

function readInvoice(value: unknown): KeptInvoice | null {
  if (!isRecord(value)) return null;
  const { id, businessKey, sequence, number } = value;
  if (!isText(id, 200) || !isText(businessKey, 600) || !isText(number, 100)) return null;
  if (!Number.isSafeInteger(sequence) || (sequence as number) < 1) return null;
  const issuer = readIssuer(value.issuer);
  const recipient = readRecipient(value.recipient);
  const form = readUnsavedEntry({ baseVersion: null, form: value.form })?.form ?? null;
  if (!issuer || !recipient || !form) return null;
  return { id, businessKey, sequence: sequence as number, number, issuer, recipient, form };
}

/** The user's kept invoices, newest first (as kept); 'unreadable' (with the stored text) when any entry cannot be used. */
export function readKeptInvoices(owner: string): KeptList {
  const raw = readItem(listKey(owner));
  if (raw === null) return { state: 'ok', invoices: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    const invoices = Array.isArray(parsed) ? parsed.map(readInvoice) : [null];
    if (invoices.every((invoice): invoice is KeptInvoice => invoice !== null)) {
      return { state: 'ok', invoices };
    }
  } catch {
    // Not JSON: unreadable like any other damage.
  }
  return { state: 'unreadable', raw };
}

/** An id unique in the list without the device's clock: the number and a random part. */
export const keptInvoiceId = (number: string) => `${number}~${Math.random().toString(36).slice(2, 12)}`;

/** Adds the invoice (first: the newest); false when the list cannot be read (it is left as it is) or the browser refused. */
export function keepInvoice(owner: string, invoice: KeptInvoice): boolean {
  const list = readKeptInvoices(owner);
  if (list.state !== 'ok') return false;
  return writeItem(listKey(owner), JSON.stringify([invoice, ...list.invoices]));
}

export function deleteKeptInvoice(owner: string, id: string): boolean {
  const list = readKeptInvoices(owner);
  if (list.state !== 'ok') return false;
  return writeItem(listKey(owner), JSON.stringify(list.invoices.filter((invoice) => invoice.id !== id)));
}

/** Moves an unreadable list aside (its text kept under its own key) so a new list can start. */
export function setAsideUnreadable(owner: string): boolean {
  const list = readKeptInvoices(owner);
  if (list.state !== 'unreadable') return true;
  if (!writeItem(`${asidePrefix(owner)}${new Date().toISOString()}`, list.raw)) return false;
  removeItem(listKey(owner));
  return true;
}

/** The texts set aside, oldest first, for the user to download. */
export function setAsideTexts(owner: string): Array<{ key: string; text: string }> {
  return storedKeys(asidePrefix(owner))
    .toSorted()
    .flatMap((key) => {
      const text = readItem(key);
      return text === null ? [] : [{ key, text }];
    });
}

/** The sequence the business's next invoice takes: its first number, or one past the highest kept. */
export function nextSequence(invoices: readonly KeptInvoice[], businessKey: string, first: number): number {
  const kept = invoices.filter((invoice) => invoice.businessKey === businessKey).map((invoice) => invoice.sequence);
  return Math.max(first, ...kept.map((sequence) => sequence + 1));
}

/** What the preview and the PDF show of a kept invoice: the totals worked out again by the one calculator. */
export function keptDocument(
  form: EditorForm,
  issuer: IssuerDetails | InvoicingBusiness,
  recipient: RecipientDetails | InvoicingClient,
  number: string,
): InvoiceDocumentModel {
  const business = { ...issuer, id: 0, nextInvoiceNumber: number };
  const client = { ...recipient, id: 0, businessId: 0 };
  return { ...documentFromForm(form, liveTotals(form), business, client), number, status: 'ISSUED', issuer, recipient };
}

// The open documents indexed once, so each statement line costs a few map look-ups instead of a
// scan of every invoice (docs/invoicing.md#bank-matching: matching grows linearly with the lines).
import { compact, nameKeys, nameWords, numberKey, referenceKeys, type NameStrength } from './normalise';
import type { DocumentKind, OpenDocuments, RecurringSchedule } from './types';

/** An open invoice or bill as the engine allocates to it. */
export interface Target {
  kind: DocumentKind;
  id: number;
  /** Its number, or for a bill without one its supplier's name. */
  label: string;
  balance: number;
  issueDate: string;
  dueDate: string;
  /** The client (invoice) or supplier (bill). */
  partyId: number;
  partyName: string;
}

/** The key of a document in a balance map. */
export const targetKey = (kind: DocumentKind, id: number): string => `${kind}:${id}`;

/** A client or supplier. */
export interface Party {
  id: number;
  name: string;
}

/** A party found by a key of its name (normalise.ts nameKeys). */
export interface NamedParty {
  party: Party;
  strength: NameStrength;
}

export interface DocumentIndex {
  /** "RENO|42" → invoices numbered RENO-0042 (one per business at most, several across businesses). */
  invoicesByNumber: Map<string, Target[]>;
  /** "42" → every invoice whose number ends in 42, whatever its prefix. */
  invoicesByDigits: Map<string, Target[]>;
  /** A client's open invoices, oldest first. */
  invoicesByClient: Map<number, Target[]>;
  /** Every open document, oldest first. */
  targets: Target[];
  /** "clientId|balance" → that client's open invoices with that balance, oldest first. */
  invoicesByClientBalance: Map<string, Target[]>;
  /** A schedule's open invoices, oldest first. */
  invoicesBySchedule: Map<number, Target[]>;
  /** Compact reference (whole, and cut to 12 characters) → schedules. */
  schedulesByReference: Map<string, RecurringSchedule[]>;
  /** "clientId|total" → that client's schedules of that total. */
  schedulesByClientTotal: Map<string, RecurringSchedule[]>;
  /** A name key (whole, or with initials) → clients. */
  clientsByName: Map<string, NamedParty[]>;
  billsByNumber: Map<string, Target[]>;
  billsBySupplierBalance: Map<string, Target[]>;
  suppliersByName: Map<string, NamedParty[]>;
  /** Whether any bills were given (else money out is suggested as an expense). */
  hasBills: boolean;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Oldest first: issue date, due date, then id, so every run orders ties alike. */
export function oldestFirst(
  a: { issueDate: string; dueDate: string; id: number },
  b: { issueDate: string; dueDate: string; id: number },
): number {
  if (a.issueDate !== b.issueDate) return a.issueDate < b.issueDate ? -1 : 1;
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return a.id - b.id;
}

function addParty(parties: Set<number>, byName: Map<string, NamedParty[]>, id: number, name: string | undefined): void {
  if (name === undefined || parties.has(id)) return;
  parties.add(id);
  const party: Party = { id, name };
  for (const { key, strength } of nameKeys(nameWords(name))) push(byName, key, { party, strength });
}

export function indexDocuments(documents: OpenDocuments): DocumentIndex {
  const invoices = documents.invoices.filter((invoice) => invoice.balance > 0).sort(oldestFirst);
  const bills = (documents.bills ?? []).filter((bill) => bill.balance > 0).sort(oldestFirst);
  const targets: Target[] = [];
  const index: DocumentIndex = {
    invoicesByNumber: new Map(),
    invoicesByDigits: new Map(),
    invoicesByClient: new Map(),
    targets,
    invoicesByClientBalance: new Map(),
    invoicesBySchedule: new Map(),
    schedulesByReference: new Map(),
    schedulesByClientTotal: new Map(),
    clientsByName: new Map(),
    billsByNumber: new Map(),
    billsBySupplierBalance: new Map(),
    suppliersByName: new Map(),
    hasBills: documents.bills !== undefined,
  };
  const clients = new Set<number>();
  for (const invoice of invoices) {
    const { id, number, balance, issueDate, dueDate, clientId, clientName } = invoice;
    const target: Target = { kind: 'invoice', id, label: number, balance, issueDate, dueDate, partyId: clientId, partyName: clientName };
    targets.push(target);
    const key = numberKey(number);
    if (key) {
      push(index.invoicesByNumber, `${key.prefix}|${key.digits}`, target);
      push(index.invoicesByDigits, key.digits, target);
    }
    push(index.invoicesByClient, clientId, target);
    push(index.invoicesByClientBalance, `${clientId}|${balance}`, target);
    if (invoice.scheduleId !== undefined) push(index.invoicesBySchedule, invoice.scheduleId, target);
    addParty(clients, index.clientsByName, invoice.clientId, invoice.clientName);
  }
  const schedules = [...(documents.schedules ?? [])].sort((a, b) => a.id - b.id);
  for (const schedule of schedules) {
    for (const key of referenceKeys(schedule.reference ?? '')) push(index.schedulesByReference, key, schedule);
    push(index.schedulesByClientTotal, `${schedule.clientId}|${schedule.total}`, schedule);
    addParty(clients, index.clientsByName, schedule.clientId, schedule.clientName);
  }
  const suppliers = new Set<number>();
  for (const bill of bills) {
    const { id, balance, issueDate, dueDate, supplierId, supplierName } = bill;
    const label = bill.number ?? supplierName;
    const target: Target = { kind: 'bill', id, label, balance, issueDate, dueDate, partyId: supplierId, partyName: supplierName };
    targets.push(target);
    const number = compact(bill.number ?? '');
    if (number !== '') push(index.billsByNumber, number, target);
    push(index.billsBySupplierBalance, `${supplierId}|${balance}`, target);
    addParty(suppliers, index.suppliersByName, bill.supplierId, bill.supplierName);
  }
  return index;
}

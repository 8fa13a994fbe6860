// What each rule proposes for one line, found through the index (a few map look-ups per line), before
// any balance is reserved (docs/invoicing.md#bank-matching).
import { formatMoney } from '@/lib/money';
import { oldestFirst, type DocumentIndex, type NamedParty, type Party, type Target } from './document-index';
import { compact, numbersIn, payeeKeys, TEXT_FIELDS, type NameStrength, type TextField } from './normalise';
import type { BankLine, MatchRule } from './types';

/** A rule's proposal: the documents to pay, in the order to pay them, and why. */
export interface Candidate {
  rule: MatchRule;
  targets: readonly Target[];
  /** The first half of the reason: what was recognised. */
  why: string;
  /** Points taken off the rule's score: a name by initials, a name or number shared by several. */
  penalty: number;
}

const FIELD_WORDS: Record<TextField, string> = { particulars: 'particulars', code: 'code', reference: 'reference' };

function fieldList(fields: ReadonlySet<TextField>): string {
  const names = TEXT_FIELDS.filter((field) => fields.has(field)).map((field) => FIELD_WORDS[field]);
  return names.length === 1 ? `the ${names[0] ?? ''}` : `the ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

const labels = (targets: readonly Target[]): string => targets.map((target) => target.label).join(', ');

/** Invoices named in the particulars, code or reference: by prefix and number, else by number alone. */
function invoiceNumberCandidates(line: BankLine, index: DocumentIndex): Candidate[] {
  const named = new Map<number, Target>();
  const fields = new Set<TextField>();
  const candidates: Candidate[] = [];
  const loose = new Map<number, { target: Target; field: TextField }>();
  for (const field of TEXT_FIELDS) {
    for (const written of numbersIn(line[field] ?? '')) {
      let found: Target[] | undefined;
      for (const before of written.before) {
        // The longest prefix first: "INVRENO" tries INVRENO, NVRENO, …, RENO.
        for (let start = 0; start < before.length && !found; start += 1) {
          found = index.invoicesByNumber.get(`${before.slice(start)}|${written.digits}`);
        }
      }
      if (found?.length === 1 && found[0]) {
        named.set(found[0].id, found[0]);
        fields.add(field);
      } else if (found) {
        // The same number in several businesses: each is a possibility, none is sure.
        for (const target of found)
          candidates.push({
            rule: 'invoice-number',
            targets: [target],
            why: `Invoice ${target.label} is named in the ${field} (other invoices share the number)`,
            penalty: 25,
          });
      } else {
        const byDigits = index.invoicesByDigits.get(written.digits) ?? [];
        const sameAmount = byDigits.filter((target) => target.balance === line.amount);
        const pick = sameAmount.length === 1 ? sameAmount : written.written >= 3 && byDigits.length === 1 ? byDigits : [];
        for (const target of pick) if (!loose.has(target.id)) loose.set(target.id, { target, field });
      }
    }
  }
  if (named.size > 0) {
    const targets = [...named.values()].sort(oldestFirst);
    const what = targets.length === 1 ? `Invoice ${labels(targets)} is` : `Invoices ${labels(targets)} are`;
    candidates.unshift({ rule: 'invoice-number', targets, why: `${what} named in ${fieldList(fields)}`, penalty: 0 });
  }
  for (const { target, field } of loose.values()) {
    if (named.has(target.id)) continue;
    const why = `Invoice ${target.label}'s number, without its prefix, is in the ${field}`;
    candidates.push({ rule: 'invoice-number-loose', targets: [target], why, penalty: 0 });
  }
  return candidates;
}

/** Schedules whose reference is in a field (whole, or cut to the field's 12 characters). */
function scheduleReferenceCandidates(line: BankLine, index: DocumentIndex): Candidate[] {
  const keys = new Set<string>();
  for (const field of TEXT_FIELDS) keys.add(compact(line[field] ?? ''));
  keys.add(TEXT_FIELDS.map((field) => compact(line[field] ?? '')).join(''));
  const candidates: Candidate[] = [];
  const seen = new Set<number>();
  for (const key of keys) {
    if (key === '') continue;
    for (const schedule of index.schedulesByReference.get(key) ?? []) {
      if (seen.has(schedule.id)) continue;
      seen.add(schedule.id);
      const open = index.invoicesBySchedule.get(schedule.id) ?? [];
      // Its invoices of the line's amount first (oldest first), then the others: another line may have taken one.
      const sameAmount = open.filter((target) => target.balance === line.amount);
      const targets = [...sameAmount, ...open.filter((target) => target.balance !== line.amount)];
      const who = schedule.clientName ?? open[0]?.partyName ?? 'a client';
      const why = `The reference "${schedule.reference ?? ''}" is ${who}'s recurring invoice schedule`;
      if (open.length > 0) candidates.push({ rule: 'schedule-reference', targets, why, penalty: 0 });
    }
  }
  return candidates;
}

/** The parties whose name is in the payee, the closest only (whole names before initials). */
function partiesNamed(
  payee: string | undefined,
  byName: ReadonlyMap<string, NamedParty[]>,
): { parties: Party[]; strength: NameStrength } | null {
  const found = new Map<number, NamedParty>();
  for (const key of payeeKeys(payee ?? '')) {
    for (const named of byName.get(key) ?? []) {
      const known = found.get(named.party.id);
      if (!known || (known.strength === 'initials' && named.strength === 'full')) found.set(named.party.id, named);
    }
  }
  if (found.size === 0) return null;
  const strength: NameStrength = [...found.values()].some((named) => named.strength === 'full') ? 'full' : 'initials';
  const parties = [...found.values()].filter((named) => named.strength === strength).map((named) => named.party);
  return { parties: parties.sort((a, b) => a.id - b.id), strength };
}

/** Up to how many clients of one name a payment is still spread oldest first over their invoices. */
const MAX_SPREAD_NAMESAKES = 2;

/** A client named in the payee: an open balance of the same amount, their schedule's total, or their invoices oldest first. */
function clientCandidates(line: BankLine, index: DocumentIndex): Candidate[] {
  const named = partiesNamed(line.payee, index.clientsByName);
  if (!named) return [];
  const penalty = (named.strength === 'initials' ? 15 : 0) + (named.parties.length > 1 ? 20 : 0);
  const candidates: Candidate[] = [];
  for (const client of named.parties) {
    const payee = named.strength === 'full' ? `${client.name} is the payee` : `The payee "${line.payee ?? ''}" looks like ${client.name}`;
    const shared = named.parties.length > 1 ? ' (another client has the same name)' : '';
    const sameBalance = index.invoicesByClientBalance.get(`${client.id}|${line.amount}`) ?? [];
    const first = sameBalance[0];
    if (first) {
      const oldest =
        sameBalance.length > 1 ? ` (${sameBalance.length} invoices have a balance of ${formatMoney(line.amount)}: the oldest first)` : '';
      candidates.push({ rule: 'client-amount', targets: sameBalance, why: `${payee}${shared}${oldest}`, penalty });
    }
    for (const schedule of first ? [] : (index.schedulesByClientTotal.get(`${client.id}|${line.amount}`) ?? [])) {
      const open = index.invoicesBySchedule.get(schedule.id) ?? [];
      if (open.length === 0) continue;
      candidates.push({
        rule: 'schedule-amount',
        targets: open,
        why: `${payee}${shared} and the amount is their recurring invoice's`,
        penalty,
      });
    }
    // A name several clients share says too little to spread money over one client's invoices.
    if (named.parties.length > MAX_SPREAD_NAMESAKES) continue;
    const open = index.invoicesByClient.get(client.id) ?? [];
    if (open.length > 0)
      candidates.push({
        rule: 'client-oldest-first',
        targets: open,
        why: `${payee}${shared}; their open invoices are paid oldest first`,
        penalty,
      });
  }
  return candidates;
}

/** Bills named in the details, or of the payee's supplier with the same balance. */
function billCandidates(line: BankLine, index: DocumentIndex): Candidate[] {
  const candidates: Candidate[] = [];
  const amount = -line.amount;
  const seen = new Set<number>();
  for (const field of TEXT_FIELDS) {
    for (const target of index.billsByNumber.get(compact(line[field] ?? '')) ?? []) {
      if (seen.has(target.id)) continue;
      seen.add(target.id);
      candidates.push({
        rule: 'bill-number',
        targets: [target],
        why: `Bill ${target.label} from ${target.partyName} is named in the ${field}`,
        penalty: 0,
      });
    }
  }
  const named = partiesNamed(line.payee, index.suppliersByName);
  const penalty = named ? (named.strength === 'initials' ? 15 : 0) + (named.parties.length > 1 ? 20 : 0) : 0;
  for (const supplier of named?.parties ?? []) {
    const same = index.billsBySupplierBalance.get(`${supplier.id}|${amount}`) ?? [];
    if (same.length > 0)
      candidates.push({
        rule: 'bill-supplier',
        targets: same,
        why: `${supplier.name} is the payee and a bill of theirs has this balance`,
        penalty,
      });
  }
  return candidates;
}

/** Every rule's proposal for the line (money in: invoices; money out: bills, then an expense). */
export function candidatesFor(line: BankLine, index: DocumentIndex): Candidate[] {
  if (line.amount > 0)
    return [...invoiceNumberCandidates(line, index), ...scheduleReferenceCandidates(line, index), ...clientCandidates(line, index)];
  if (line.amount < 0)
    return [...(index.hasBills ? billCandidates(line, index) : []), { rule: 'expense', targets: [], why: '', penalty: 0 }];
  return [];
}

// suggestMatches: for every statement line, what it most likely pays, why, and how sure we are.
// Each line's best suggestion reserves the balances it uses, lines taken in a fixed order, so no
// balance is suggested twice (docs/invoicing.md#bank-matching, decision 230).
import { formatMoney } from '@/lib/money';
import { allocateInOrder, type Remaining } from './allocate';
import { candidatesFor, type Candidate } from './candidates';
import { indexDocuments, targetKey, type DocumentIndex } from './document-index';
import type { BankLine, Confidence, LineSuggestions, Match, MatchRule, OpenDocuments, Outcome, Suggestion } from './types';

/** Each rule's score by how the money meets the balances (decision 230). */
const SCORES: Record<MatchRule, Partial<Record<Outcome, number>>> = {
  'invoice-number': { exact: 98, part: 80, over: 75 },
  'schedule-reference': { exact: 95, part: 72, over: 70 },
  'bill-number': { exact: 96, part: 78, over: 60 },
  'client-amount': { exact: 92, part: 50, over: 50 },
  'bill-supplier': { exact: 90, part: 50, over: 45 },
  'schedule-amount': { exact: 85, part: 60, over: 55 },
  'invoice-number-loose': { exact: 82, part: 50, over: 45 },
  'client-oldest-first': { exact: 80, part: 55, over: 50 },
  expense: { expense: 40 },
};

/** The lowest score of each confidence; below `possible` nothing is suggested. */
const CONFIDENCE_FLOORS: Readonly<Record<Confidence, number>> = { sure: 90, likely: 70, possible: 40 };

export function confidenceOf(score: number): Confidence | null {
  if (score >= CONFIDENCE_FLOORS.sure) return 'sure';
  if (score >= CONFIDENCE_FLOORS.likely) return 'likely';
  return score >= CONFIDENCE_FLOORS.possible ? 'possible' : null;
}

function outcomeWords({ allocations, excess, outcome }: Match, partyName: string): string {
  const last = allocations.at(-1);
  if (!last) return '';
  const several = allocations.length > 1;
  if (outcome === 'exact') {
    return several
      ? `, and the amount pays ${allocations.map((a) => a.label).join(', ')} exactly, oldest first.`
      : `, and the amount is ${last.label}'s balance.`;
  }
  if (outcome === 'part') {
    const before = several
      ? `${allocations
          .slice(0, -1)
          .map((a) => a.label)
          .join(', ')} in full and `
      : '';
    return `; a part payment: ${before}${formatMoney(last.amount)} of ${last.label}'s ${formatMoney(last.balanceBefore)}.`;
  }
  const owed = last.documentKind === 'invoice' ? `credit owed to ${partyName}` : `credit from ${partyName}`;
  return `; the amount is ${formatMoney(excess)} more than ${several ? 'their balances' : `${last.label}'s balance`}: ${owed}.`;
}

/** A candidate as the balances left allow, scored; its reason is written only if it is shown. */
interface Scored {
  candidate: Candidate;
  match: Match;
  score: number;
  confidence: Confidence;
}

const EXPENSE_REASON = 'Record it as an expense, with its account and GST.';

/** The candidate against the balances left, scored; null when it pays nothing or scores too low. */
function evaluate(line: BankLine, candidate: Candidate, remaining: Remaining): Scored | null {
  const amount = Math.abs(line.amount);
  if (candidate.rule === 'expense') {
    const match: Match = { lineId: line.id, allocations: [], excess: amount, excessKind: 'expense', outcome: 'expense' };
    return { candidate, match, score: 40, confidence: 'possible' };
  }
  const match = allocateInOrder(line.id, amount, line.date, candidate.targets, remaining);
  if (!match) return null;
  const score = (SCORES[candidate.rule][match.outcome] ?? 0) - candidate.penalty;
  const confidence = confidenceOf(score);
  return confidence ? { candidate, match, score, confidence } : null;
}

/** The suggestion as the user reads it. */
function described({ candidate, match, score, confidence }: Scored): Suggestion {
  const suggestion = { ...match, rule: candidate.rule, score, confidence };
  if (candidate.rule === 'expense') return { ...suggestion, reason: EXPENSE_REASON };
  const party = candidate.targets.find((target) => target.partyId === match.partyId)?.partyName ?? '';
  const taken = match.allocations.flatMap((allocation) => {
    const target = candidate.targets.find((t) => t.id === allocation.documentId);
    const paidEarlier = target ? target.balance - allocation.balanceBefore : 0;
    return paidEarlier > 0 ? [` (earlier lines already pay ${formatMoney(paidEarlier)} of ${allocation.label})`] : [];
  });
  return { ...suggestion, reason: `${candidate.why}${outcomeWords(match, party)}${taken.join('')}` };
}

const signature = ({ match, candidate }: Scored): string =>
  match.allocations.map((a) => `${a.documentKind}:${a.documentId}:${a.amount}`).join('|') || candidate.rule;

/** The line's candidates against the balances left, best first, one per allocation. */
function ranked(line: BankLine, candidates: readonly Candidate[], remaining: Remaining): Scored[] {
  const found = candidates.map((candidate) => evaluate(line, candidate, remaining)).filter((s): s is Scored => s !== null);
  // Stable: equal scores keep the rules' order (numbers, schedules, names).
  found.sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  return found.filter((scored) => !seen.has(signature(scored)) && seen.add(signature(scored)));
}

function reserve(remaining: Map<string, number>, match: Match, sign: 1 | -1): void {
  for (const allocation of match.allocations) {
    const key = targetKey(allocation.documentKind, allocation.documentId);
    const before = remaining.get(key);
    if (before === undefined && sign === -1) throw new Error('Released a balance never reserved.');
    remaining.set(key, (before ?? allocation.balanceBefore) - sign * allocation.amount);
  }
}

export interface SuggestOptions {
  /** How many other suggestions to list after the reserved one (2 by default). */
  alternatives?: number;
}

/**
 * Suggestions for every line, in the order the lines were given. Lines are taken by their best
 * suggestion's score (highest first), then date, then id; each takes the best suggestion the
 * balances left allow and reserves it. Alternatives are then each checked against what the
 * reservations leave, as if in place of the line's own.
 */
export function suggestMatches(
  lines: readonly BankLine[],
  documents: OpenDocuments | DocumentIndex,
  options: SuggestOptions = {},
): LineSuggestions[] {
  const index = 'invoices' in documents ? indexDocuments(documents) : documents;
  const wanted = options.alternatives ?? 2;
  const valid = (line: BankLine) => Number.isSafeInteger(line.amount) && line.amount !== 0;
  const candidates = lines.map((line) => (valid(line) ? candidatesFor(line, index) : []));
  const empty = new Map<string, number>();
  const best = lines.map((line, at) => ranked(line, candidates[at] ?? [], empty)[0]?.score ?? 0);
  const order = lines.map((_, at) => at);
  order.sort((a, b) => {
    const [lineA, lineB] = [lines[a], lines[b]];
    if (!lineA || !lineB) return 0;
    return (best[b] ?? 0) - (best[a] ?? 0) || (lineA.date < lineB.date ? -1 : lineA.date > lineB.date ? 1 : 0) || lineA.id - lineB.id;
  });
  const remaining = new Map<string, number>();
  const chosen: (Scored | undefined)[] = [];
  for (const at of order) {
    const line = lines[at];
    if (!line) continue;
    const first = ranked(line, candidates[at] ?? [], remaining)[0];
    chosen[at] = first;
    if (first) reserve(remaining, first.match, 1);
  }
  return lines.map((line, at) => {
    const first = chosen[at];
    const suggestions: Suggestion[] = [];
    if (first) {
      reserve(remaining, first.match, -1);
      const others = ranked(line, candidates[at] ?? [], remaining).filter((s) => signature(s) !== signature(first));
      reserve(remaining, first.match, 1);
      suggestions.push(...[first, ...others.slice(0, wanted)].map(described));
    }
    return { lineId: line.id, direction: line.amount < 0 ? 'out' : 'in', suggestions };
  });
}

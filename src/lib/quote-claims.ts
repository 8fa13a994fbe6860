// Invoicing a quote in stages (docs/invoicing.md#quotes-and-progress-billing): deposits and progress
// claims by percentage, amount or chosen lines, then the final invoice for what remains. Used by
// the mock backend (authoritative) and the screens (to show what a claim will come to). Money is
// tracked per tax group (tax code + rate, GST-inclusive), so each invoice's GST comes from the one
// calculator and the invoices add up to the quote (plus variations) to the cent: the final invoice
// is the remainder of every group, never a percentage.
import { BASIS_POINTS, INVOICE_LIMITS } from '@/config/invoicing';
import { calculateInvoice, formatQuantity, parseQuantity, type Discount, type MathLine, type TaxCode } from './invoice-math';
import { allocate, formatMoney, mulDivRoundHalfUp, sumCents, type Cents } from './money';
import { CLAIM_WORDS } from './requests/quotes';

export interface QuoteLine extends MathLine {
  description: string;
}

/** What a quote or a variation prices: its lines, entry basis and discount (a variation has none). */
export interface PricedContent {
  lines: readonly QuoteLine[];
  pricesIncludeGst: boolean;
  discount?: Discount | null;
}

/** A tax group's GST-inclusive amount. */
export interface GroupAmount {
  taxCode: TaxCode;
  taxRate: number;
  total: Cents;
}

type ClaimKind = 'DEPOSIT' | 'PROGRESS' | 'FINAL';

export type ClaimRequest =
  | { kind: 'DEPOSIT' | 'PROGRESS'; method: 'PERCENT'; rate: number }
  | { kind: 'DEPOSIT' | 'PROGRESS'; method: 'AMOUNT'; amount: Cents }
  | { kind: 'PROGRESS'; method: 'LINES'; lines: ReadonlyArray<{ position: number; quantity: string }> }
  | { kind: 'FINAL' };

/** The invoice a claim makes: content for the calculator, and the total it comes to. */
export interface ClaimPlan {
  lines: QuoteLine[];
  pricesIncludeGst: boolean;
  discount?: Discount;
  total: Cents;
}

export interface ClaimProblem {
  field: string;
  message: string;
  /** True when the claim would pass what is left (a conflict with the quote's state), false for bad input. */
  exceeded: boolean;
}

const key = (group: { taxCode: TaxCode; taxRate: number }) => `${group.taxCode}:${group.taxRate}`;

/** Adds groups with the same code and rate together, keeping the first-seen order. */
export function mergeGroups(groups: Iterable<GroupAmount>): GroupAmount[] {
  const merged = new Map<string, GroupAmount>();
  for (const group of groups) {
    const found = merged.get(key(group));
    if (found) found.total += group.total;
    else merged.set(key(group), { ...group });
  }
  return [...merged.values()];
}

/** The GST-inclusive groups of a quote and its variations: what may be invoiced in all. */
export function quotableGroups(quote: PricedContent, variations: readonly PricedContent[] = []): GroupAmount[] {
  return mergeGroups(
    [quote, ...variations].flatMap((content) =>
      calculateInvoice(content).taxBreakdown.map(({ taxCode, taxRate, total }) => ({ taxCode, taxRate, total })),
    ),
  );
}

/** What is left per group once `invoiced` (the groups of the quote's invoices, void ones left out) is taken. */
export function remainingGroups(quotable: readonly GroupAmount[], invoiced: readonly GroupAmount[]): GroupAmount[] {
  const taken = new Map(mergeGroups(invoiced).map((group) => [key(group), group.total]));
  return quotable.map((group) => ({ ...group, total: Math.max(0, group.total - (taken.get(key(group)) ?? 0)) }));
}

export const groupsTotal = (groups: readonly GroupAmount[]): Cents => sumCents(groups.map((group) => group.total));

/** The claim's amount for a percentage (basis points) of the quote total, rounded half up. */
export const percentOf = (total: Cents, rate: number): Cents => mulDivRoundHalfUp(total, rate, BASIS_POINTS);

const KIND_LABELS: Record<ClaimKind, string> = { DEPOSIT: 'Deposit', PROGRESS: 'Progress claim', FINAL: 'Final invoice' };

/** One GST-inclusive line per group (split where a group passes the unit price limit). */
function groupLines(shares: readonly GroupAmount[], description: string): QuoteLine[] {
  const several = shares.filter((share) => share.total > 0).length > 1;
  return shares.flatMap((share) => {
    const lines: QuoteLine[] = [];
    const label = several ? `${description} (${groupLabel(share)})` : description;
    for (let left = share.total; left > 0; left -= INVOICE_LIMITS.maxUnitPriceCents) {
      const unitPrice = Math.min(left, INVOICE_LIMITS.maxUnitPriceCents);
      lines.push({ description: label, quantity: '1', unitPrice, taxCode: share.taxCode, taxRate: share.taxRate });
    }
    return lines;
  });
}

function groupLabel(group: { taxCode: TaxCode; taxRate: number }): string {
  if (group.taxCode === 'ZERO') return 'zero-rated';
  if (group.taxCode === 'EXEMPT') return 'no GST';
  return `GST ${group.taxRate / 100}%`;
}

/** An amount spread over the remaining groups in proportion (largest remainder: never more than a group has left). */
function amountPlan(amount: Cents, remaining: readonly GroupAmount[], description: string): ClaimPlan {
  const shares = allocate(
    amount,
    remaining.map((group) => group.total),
  );
  const parts = remaining.map((group, index) => ({ ...group, total: shares[index] ?? 0 }));
  return { lines: groupLines(parts, description), pricesIncludeGst: true, total: amount };
}

/** A quantity of a quote line (position from 1) taken by a claim of chosen lines. */
export interface LineClaim {
  position: number;
  quantity: string;
}

/** Thousandths claimed per quote line position, summed over `claims` (those of the quote's invoices that are not void). */
export function claimedByLine(claims: readonly LineClaim[]): Map<number, number> {
  const claimed = new Map<number, number>();
  for (const claim of claims) claimed.set(claim.position, (claimed.get(claim.position) ?? 0) + (parseQuantity(claim.quantity) ?? 0));
  return claimed;
}

/** Per quote line: the quantity claimed so far and what is left to claim, as decimal strings. */
export function lineClaimsOf(lines: readonly Pick<QuoteLine, 'quantity'>[], claimed: ReadonlyMap<number, number>) {
  return lines.map((line, index) => {
    const taken = claimed.get(index + 1) ?? 0;
    const left = Math.max(0, (parseQuantity(line.quantity) ?? 0) - taken);
    return { position: index + 1, claimed: formatQuantity(taken), remaining: formatQuantity(left) };
  });
}

const lineName = (line: QuoteLine, position: number) => (line.description ? `Line ${position} (${line.description})` : `Line ${position}`);

/** Chosen quote lines at chosen quantities (each within what its line has left), priced like the quote (a discount in proportion). */
function linesPlan(
  quote: PricedContent,
  chosen: ReadonlyArray<{ position: number; quantity: string }>,
  claimed: ReadonlyMap<number, number>,
): ClaimPlan | ClaimProblem {
  if (chosen.length === 0) return { field: 'lines', message: CLAIM_WORDS.noLines, exceeded: false };
  const lines: QuoteLine[] = [];
  const asked = new Map<number, number>();
  for (const [index, pick] of chosen.entries()) {
    const source = quote.lines[pick.position - 1];
    if (!source) return { field: `lines.${index}.position`, message: `The quote has no line ${pick.position}.`, exceeded: false };
    const milli = parseQuantity(pick.quantity);
    const quoted = parseQuantity(source.quantity) ?? 0;
    if (milli === null || milli === 0 || milli > quoted) {
      const message = `Claim a quantity above 0 and at most ${source.quantity} for line ${pick.position}.`;
      return { field: `lines.${index}.quantity`, message, exceeded: false };
    }
    const left = quoted - (claimed.get(pick.position) ?? 0) - (asked.get(pick.position) ?? 0);
    if (milli > left) {
      const message =
        left <= 0
          ? `${lineName(source, pick.position)} has been claimed in full (${source.quantity}); nothing of it is left to claim.`
          : `${lineName(source, pick.position)} has ${formatQuantity(left)} of ${source.quantity} left to claim; this claim asks for ${pick.quantity.trim()}.`;
      return { field: `lines.${index}.quantity`, message, exceeded: true };
    }
    asked.set(pick.position, (asked.get(pick.position) ?? 0) + milli);
    lines.push({ ...source, quantity: pick.quantity.trim() });
  }
  const discount = proRataDiscount(quote, lines);
  const totals = calculateInvoice({ lines, pricesIncludeGst: quote.pricesIncludeGst, discount });
  return { lines, pricesIncludeGst: quote.pricesIncludeGst, ...(discount ? { discount } : {}), total: totals.total };
}

function proRataDiscount(quote: PricedContent, lines: readonly QuoteLine[]): Discount | undefined {
  const discount = quote.discount;
  if (!discount) return undefined;
  if (discount.type === 'PERCENT') return discount;
  const quoteLinesTotal = calculateInvoice({ ...quote, discount: null }).linesTotal;
  const chosenTotal = calculateInvoice({ lines, pricesIncludeGst: quote.pricesIncludeGst }).linesTotal;
  if (quoteLinesTotal === 0) return undefined;
  return { type: 'AMOUNT', amount: mulDivRoundHalfUp(discount.amount, chosenTotal, quoteLinesTotal) };
}

const overMessage = (amount: Cents, left: Cents) =>
  `This claim of ${formatMoney(amount)} is more than the ${formatMoney(left)} left to invoice on the quote.`;

/**
 * The invoice a claim makes, or why it is refused (over what remains, nothing left, a bad
 * percentage, amount or line, a line claimed beyond its quantity). `remaining` is remainingGroups()
 * over every invoice of the quote that is not void, drafts included: a draft reserves its amount;
 * `claimedLines` (claimedByLine()) is what earlier claims of chosen lines took of each line.
 */
export function planClaim(
  quote: PricedContent,
  remaining: readonly GroupAmount[],
  quotableTotal: Cents,
  request: ClaimRequest,
  reference: string,
  claimedLines: ReadonlyMap<number, number> = new Map(),
): ClaimPlan | ClaimProblem {
  const left = groupsTotal(remaining);
  if (left === 0) {
    return { field: 'kind', message: 'Everything on this quote has been invoiced already; nothing is left to claim.', exceeded: true };
  }
  const description = `${KIND_LABELS[request.kind]}: quote ${reference}`;
  if (request.kind === 'FINAL')
    return { lines: groupLines(remaining, `${description}, the remainder`), pricesIncludeGst: true, total: left };
  if (request.method === 'LINES') {
    const plan = linesPlan(quote, request.lines, claimedLines);
    if (!('total' in plan)) return plan;
    const claimed = calculateInvoice(plan).taxBreakdown;
    const over = claimed.some((group) => group.total > (remaining.find((r) => key(r) === key(group))?.total ?? 0));
    return over ? { field: 'lines', message: overMessage(plan.total, left), exceeded: true } : plan;
  }
  if (request.method === 'PERCENT') {
    if (!Number.isInteger(request.rate) || request.rate < 1 || request.rate > BASIS_POINTS) {
      return { field: 'rate', message: CLAIM_WORDS.rate, exceeded: false };
    }
    const amount = percentOf(quotableTotal, request.rate);
    if (amount > left) return { field: 'rate', message: overMessage(amount, left), exceeded: true };
    return amountPlan(amount, remaining, `${description}, ${request.rate / 100}% of ${formatMoney(quotableTotal)}`);
  }
  if (!Number.isSafeInteger(request.amount) || request.amount < 1) {
    return { field: 'amount', message: CLAIM_WORDS.amount, exceeded: false };
  }
  if (request.amount > left) return { field: 'amount', message: overMessage(request.amount, left), exceeded: true };
  return amountPlan(request.amount, remaining, description);
}

export const isClaimProblem = (plan: ClaimPlan | ClaimProblem): plan is ClaimProblem => !('total' in plan);

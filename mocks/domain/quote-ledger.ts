// What has been invoiced of each quote: its invoices that are not void (drafts included, since a
// draft reserves its amount), per tax group, and the claim summary an invoice made from a quote
// shows. The rules are in src/lib/quote-claims.ts.
import { quoteLabel } from '../../src/lib/quote-rules';
import { claimedByLine, groupsTotal, mergeGroups, remainingGroups, type GroupAmount } from '../../src/lib/quote-claims';
import { sumCents } from '../../src/lib/money';
import { db, type InvoiceRecord, type QuoteRecord } from '../runtime/db';
import type { InvoiceQuoteClaim } from '../handlers/types';

const groupsOf = (record: Pick<InvoiceRecord, 'taxBreakdown'>): GroupAmount[] =>
  record.taxBreakdown.map(({ taxCode, taxRate, total }) => ({ taxCode, taxRate, total }));

/** The quote's own groups and its variations': what may be invoiced. */
const quotableOf = (quote: QuoteRecord): GroupAmount[] => mergeGroups([quote, ...quote.variations].flatMap(groupsOf));

export const contractTotalOf = (quote: QuoteRecord) => quote.total + sumCents(quote.variations.map((v) => v.total));

/** The quote's invoices that count (not void), oldest first. */
export function invoicesOfQuote(quoteId: number): InvoiceRecord[] {
  return db.invoices
    .all()
    .filter((invoice) => invoice.quoteId === quoteId && invoice.status !== 'VOID')
    .sort((a, b) => a.id - b.id);
}

/** What is left to invoice per group, leaving out `except` (an invoice being changed). */
export function remainingOf(quote: QuoteRecord, except?: number): GroupAmount[] {
  const invoiced = invoicesOfQuote(quote.id).filter((invoice) => invoice.id !== except);
  return remainingGroups(quotableOf(quote), invoiced.flatMap(groupsOf));
}

/** Thousandths of each quote line taken by the quote's claims of chosen lines (void invoices left out). */
export const claimedLinesOf = (quote: QuoteRecord) =>
  claimedByLine(invoicesOfQuote(quote.id).flatMap((invoice) => invoice.quoteLineClaims ?? []));

/** True when `groups` (an invoice of the quote) fits in what is left besides that invoice. */
export function fitsQuote(quote: QuoteRecord, invoiceId: number, groups: Pick<InvoiceRecord, 'taxBreakdown'>): boolean {
  const left = remainingOf(quote, invoiceId);
  return groupsOf(groups).every((group) => {
    const room = left.find((r) => r.taxCode === group.taxCode && r.taxRate === group.taxRate)?.total ?? 0;
    return group.total <= room;
  });
}

export const leftToInvoice = (quote: QuoteRecord, except?: number) => groupsTotal(remainingOf(quote, except));

/**
 * Where an invoice made from a quote stands: quoted, invoiced before it, itself, and what remains.
 * Live while a draft; once issued, the snapshot taken then (quoteClaimSnapshotOf).
 */
export function quoteClaimOf(invoice: InvoiceRecord): { quote?: InvoiceQuoteClaim } {
  if (invoice.quoteId === undefined || invoice.quoteKind === undefined) return {};
  if (invoice.quoteClaimSnapshot) return { quote: { quoteId: invoice.quoteId, kind: invoice.quoteKind, ...invoice.quoteClaimSnapshot } };
  const quote = db.quotes.findFirst((q) => q.where({ id: invoice.quoteId }));
  if (!quote) return {};
  const quoted = contractTotalOf(quote);
  const before = sumCents(
    invoicesOfQuote(quote.id)
      .filter((other) => other.id < invoice.id)
      .map((other) => other.total),
  );
  return {
    quote: {
      quoteId: quote.id,
      quoteNumber: quoteLabel(quote),
      kind: invoice.quoteKind,
      quoted,
      invoicedBefore: before,
      thisInvoice: invoice.total,
      remaining: Math.max(0, quoted - before - invoice.total),
    },
  };
}

/** The claim summary to freeze on an invoice being issued (empty for one not made from a quote). */
export function quoteClaimSnapshotOf(invoice: InvoiceRecord): Pick<InvoiceRecord, 'quoteClaimSnapshot'> {
  const claim = quoteClaimOf(invoice).quote;
  if (!claim) return {};
  const { quoteNumber, quoted, invoicedBefore, thisInvoice, remaining } = claim;
  return { quoteClaimSnapshot: { quoteNumber, quoted, invoicedBefore, thisInvoice, remaining } };
}

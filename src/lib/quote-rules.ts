// Quote rules shared by the screens (to offer only what is allowed) and the mock backend (to
// enforce): numbering, expiry and what each status allows (docs/invoicing.md#quotes-and-progress-billing).
import type { QUOTE_STATUS_VALUES } from '@/config/api-values';
import { INVOICE_NUMBER_DIGITS } from '@/config/invoicing';
import type { IsoDate } from './calendar-date';

export type QuoteStatus = (typeof QUOTE_STATUS_VALUES)[number];

/** RENO- + 12 → RENO-Q-0012; Q-0012 for a business without a tag. */
export function formatQuoteNumber(tag: string | null | undefined, sequence: number): string {
  return `${tag?.trim() ?? ''}Q-${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** "RENO-Q-0012", "RENO-Q-0012 rev 2", or "Draft quote" before it has a number. */
export function quoteLabel(quote: { number?: string | null; revision: number }): string {
  if (!quote.number) return 'Draft quote';
  return quote.revision > 1 ? `${quote.number} rev ${quote.revision}` : quote.number;
}

/** A sent quote, not replaced, past its valid-until date (New Zealand calendar). Derived, never stored. */
export function isQuoteExpired(quote: { status: QuoteStatus; validUntil: IsoDate; replaced: boolean }, today: IsoDate): boolean {
  return quote.status === 'SENT' && !quote.replaced && quote.validUntil < today;
}

export type QuoteAction = 'edit' | 'delete' | 'send' | 'accept' | 'decline' | 'revise' | 'addVariation' | 'invoice';

/** What a quote's status allows; expiry and replacement are checked apart (acceptance needs neither). */
export function canDoQuote(action: QuoteAction, quote: { status: QuoteStatus; replaced: boolean }): boolean {
  switch (action) {
    case 'edit':
    case 'delete':
    case 'send':
      return quote.status === 'DRAFT';
    case 'accept':
    case 'decline':
    case 'revise':
      return quote.status === 'SENT' && !quote.replaced;
    case 'addVariation':
    case 'invoice':
      return quote.status === 'ACCEPTED';
  }
}

// A draft invoice made from a quote may be edited like any draft, but never to more than the quote
// has left (docs/invoicing.md#quotes-and-progress-billing).
import { QUOTE_PROBLEM_TYPES } from '../../src/config/quotes';
import { formatMoney } from '../../src/lib/money';
import { quoteLabel } from '../../src/lib/quote-rules';
import { db, type InvoiceRecord } from '../runtime/db';
import { problem } from '../runtime/problem';
import { fitsQuote, leftToInvoice } from '../domain/quote-ledger';

/** 409 when the changed draft would pass what its quote has left besides it; null otherwise. */
export function quoteOverrun(record: InvoiceRecord, changed: Pick<InvoiceRecord, 'taxBreakdown' | 'total'>): Response | null {
  if (record.quoteId === undefined) return null;
  const quote = db.quotes.findFirst((q) => q.where({ id: record.quoteId }));
  if (!quote || fitsQuote(quote, record.id, changed)) return null;
  const message = `This invoice of ${formatMoney(changed.total)} would pass what is left to invoice on quote ${quoteLabel(quote)} (${formatMoney(leftToInvoice(quote, record.id))}, by GST rate).`;
  return problem(409, message, [{ field: 'lines', message }], QUOTE_PROBLEM_TYPES.exceeded);
}

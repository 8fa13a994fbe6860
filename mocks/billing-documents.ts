// The invoice history's mixed list (GET /api/billing-documents): invoices and credit notes filtered
// as their own lists filter them, then sorted and paged together (docs/invoicing.md#credit-notes).
import type { IsoDate } from '../src/lib/calendar-date';
import { queryCreditNotes } from './credit-notes';
import type { BillingDocument, BillingDocumentPage, BillingDocumentType, CreditNote, InvoiceListItem } from './handlers/types';
import { queryInvoices, type InvoiceQuery } from './invoice-queries';
import type { Lookups } from './invoice-views';

export const DOCUMENT_SORT_PROPERTIES = ['issueDate', 'number', 'clientName', 'amount'] as const;

export interface DocumentQuery extends Omit<InvoiceQuery, 'sort'> {
  sort: { property: (typeof DOCUMENT_SORT_PROPERTIES)[number]; direction: 'asc' | 'desc' };
  documentType?: BillingDocumentType;
}

const common = (row: InvoiceListItem | CreditNote) => ({
  id: row.id,
  ...(row.number !== undefined ? { number: row.number } : {}),
  businessId: row.businessId,
  businessName: row.businessName,
  clientId: row.clientId,
  clientName: row.clientName,
  issueDate: row.issueDate,
  currency: row.currency,
});

const fromInvoice = (invoice: InvoiceListItem): BillingDocument => ({
  documentType: 'INVOICE',
  ...common(invoice),
  amount: invoice.total,
  invoice,
});

const fromCreditNote = (note: CreditNote): BillingDocument => ({
  documentType: 'CREDIT_NOTE',
  ...common(note),
  amount: -note.total,
  creditNote: {
    invoiceId: note.invoiceId,
    invoiceNumber: note.invoiceNumber,
    invoiceIssueDate: note.invoiceIssueDate,
    total: note.total,
    gst: note.gst,
    reason: note.reason,
  },
});

function sortKey(row: BillingDocument, property: DocumentQuery['sort']['property']): string | number {
  if (property === 'clientName') return row.clientName.toLowerCase();
  if (property === 'number') return row.number ?? '';
  return row[property];
}

/** Filters, sorts and pages the invoices and credit notes of `allowed` businesses. */
export function queryDocuments(query: DocumentQuery, allowed: Set<number>, today: IsoDate, lookups: Lookups): BillingDocumentPage {
  const { documentType, sort, page, size, statuses, ...filters } = query;
  const everything = { page: 0, size: Number.MAX_SAFE_INTEGER };
  const rows: BillingDocument[] = [];
  if (documentType !== 'CREDIT_NOTE') {
    const invoices = queryInvoices(
      { ...filters, ...everything, statuses, sort: { property: 'issueDate', direction: 'desc' } },
      allowed,
      today,
      lookups,
    );
    rows.push(...invoices.content.map(fromInvoice));
  }
  // Credit notes have no status: a status filter leaves them out.
  if (documentType !== 'INVOICE' && statuses.length === 0) {
    const notes = queryCreditNotes({ ...filters, ...everything, sort: { property: 'issueDate', direction: 'desc' } }, allowed);
    rows.push(...notes.content.map(fromCreditNote));
  }
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortKey(row, sort.property) }));
  keyed.sort((a, b) => {
    // Drafts have no number: after the numbered ones, whichever the direction.
    if (sort.property === 'number' && (a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    if (a.row.documentType !== b.row.documentType) return a.row.documentType === 'INVOICE' ? -1 : 1;
    return b.row.id - a.row.id;
  });
  const start = page * size;
  return {
    content: keyed.slice(start, start + size).map(({ row }) => row),
    page: { size, number: page, totalElements: keyed.length, totalPages: Math.ceil(keyed.length / size) },
  };
}

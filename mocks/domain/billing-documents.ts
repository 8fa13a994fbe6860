// The invoice history's mixed list (GET /api/billing-documents): invoices and credit notes filtered
// as their own lists filter them, then sorted and paged together (docs/invoicing.md#credit-notes).
import type { IsoDate } from '../../src/lib/calendar-date';
import { queryCreditNotes } from './credit-notes';
import type { BillingDocument, BillingDocumentPage, BillingDocumentType, CreditNote, InvoiceListItem } from '../handlers/types';
import { matchingInvoices, type InvoiceQuery } from './invoice-queries';
import { toListItem, type Lookups } from './invoice-views';

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

type Property = DocumentQuery['sort']['property'];

/** A row before it is drawn: only the page's rows become list items. */
interface Entry {
  documentType: BillingDocumentType;
  id: number;
  key: string | number;
  row: () => BillingDocument;
}

function sortKey(row: { number?: string | undefined; clientName: string; issueDate: string; amount: number }, property: Property) {
  if (property === 'clientName') return row.clientName.toLowerCase();
  if (property === 'number') return row.number ?? '';
  return row[property];
}

/** Filters, sorts and pages the invoices and credit notes of `allowed` businesses. */
export function queryDocuments(query: DocumentQuery, allowed: Set<number>, today: IsoDate, lookups: Lookups): BillingDocumentPage {
  const { documentType, sort, page, size, statuses, ...filters } = query;
  const entries: Entry[] = [];
  if (documentType !== 'CREDIT_NOTE') {
    for (const { record, clientName } of matchingInvoices(
      { ...filters, statuses, sort: { property: 'issueDate', direction: 'desc' } },
      allowed,
      today,
      lookups,
    )) {
      const key = sortKey({ number: record.number, clientName, issueDate: record.issueDate, amount: record.total }, sort.property);
      entries.push({ documentType: 'INVOICE', id: record.id, key, row: () => fromInvoice(toListItem(record, today, lookups)) });
    }
  }
  // Credit notes have no status: a status filter leaves them out.
  if (documentType !== 'INVOICE' && statuses.length === 0) {
    const notes = queryCreditNotes(
      { ...filters, page: 0, size: Number.MAX_SAFE_INTEGER, sort: { property: 'issueDate', direction: 'desc' } },
      allowed,
    );
    for (const note of notes.content) {
      const row = fromCreditNote(note);
      entries.push({ documentType: 'CREDIT_NOTE', id: note.id, key: sortKey(row, sort.property), row: () => row });
    }
  }
  const sign = sort.direction === 'asc' ? 1 : -1;
  entries.sort((a, b) => {
    // Drafts have no number: after the numbered ones, whichever the direction.
    if (sort.property === 'number' && (a.key === '') !== (b.key === '')) return a.key === '' ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * sign;
    if (a.documentType !== b.documentType) return a.documentType === 'INVOICE' ? -1 : 1;
    return b.id - a.id;
  });
  const start = page * size;
  return {
    content: entries.slice(start, start + size).map((entry) => entry.row()),
    page: { size, number: page, totalElements: entries.length, totalPages: Math.ceil(entries.length / size) },
  };
}

// Credit notes in the mock backend: numbering, pricing against the invoice (src/lib/credit-math),
// the view the API returns, and the list's filters (docs/invoicing.md#credit-notes).
import type { IsoDate } from '../../src/lib/calendar-date';
import {
  addCredit,
  addCreditedQuantities,
  formatCreditNoteNumber,
  priceCredit,
  statusAfterSettlement,
  type CreditRequest,
} from '../../src/lib/credit-math';
import { isTaxInvoice } from '../../src/lib/invoice-rules';
import { sumCents } from '../../src/lib/money';
import { db, insert, simulatedDatabase, type BusinessRecord, type CreditNoteRecord, type InvoiceRecord } from '../runtime/db';
import type { CreditNote } from '../handlers/types';
import { clientLabel } from './invoice-views';
import { issuerDetails, recipientDetails, without } from './invoicing';

/** The sequence the next credit note takes: the stored one, but never one already used. */
function nextCreditNoteSequence(business: BusinessRecord): number {
  let last = 0;
  for (const note of db.creditNotes.all()) if (note.businessId === business.id && note.sequence > last) last = note.sequence;
  return Math.max(business.businessCreditNoteSequenceNumber ?? 1, last + 1);
}

/** The invoice as the credit maths reads it. */
const creditableOf = (record: InvoiceRecord) => ({
  pricesIncludeGst: record.pricesIncludeGst,
  lines: record.lines,
  taxBreakdown: record.taxBreakdown,
  creditedBreakdown: record.creditedBreakdown ?? [],
});

export interface IssuedCredit {
  note: CreditNoteRecord;
  /** The invoice fields the credit changes. */
  invoiceChanges: Pick<InvoiceRecord, 'status' | 'credited' | 'creditedBreakdown' | 'lines'>;
}

/**
 * Prices the credit (throws InvoiceMathError when it asks for more than is left), takes the next
 * number of the business's sequence and stores the credit note. Call inside one write.
 */
export async function issueCredit(
  record: InvoiceRecord,
  request: CreditRequest,
  { reason, actor, at, today }: { reason: string; actor: string; at: string; today: IsoDate },
): Promise<IssuedCredit> {
  const priced = priceCredit(creditableOf(record), request);
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  if (!business) throw new Error(`Business ${record.businessId} of invoice ${record.id} is missing.`);
  const sequence = nextCreditNoteSequence(business);
  await simulatedDatabase.roundTrip();
  await db.businesses.update((q) => q.where({ id: business.id }), {
    data(draft) {
      draft.businessCreditNoteSequenceNumber = sequence + 1;
    },
  });
  const credited = (record.credited ?? 0) + priced.total;
  const creditedBreakdown = addCredit(record.creditedBreakdown ?? [], priced.taxBreakdown);
  const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
  const note = await insert(db.creditNotes, (id) => ({
    id,
    number: formatCreditNoteNumber(business.businessInvoiceTag, sequence),
    sequence,
    businessId: record.businessId,
    clientId: record.clientId,
    invoiceId: record.id,
    invoiceNumber: record.number ?? '',
    invoiceIssueDate: record.issueDate,
    issueDate: today,
    currency: record.currency,
    kind: request.kind,
    reason,
    issuerSnapshot: record.issuerSnapshot ?? issuerDetails(business),
    recipientSnapshot: record.recipientSnapshot ?? (client ? recipientDetails(client) : { addressLines: [] }),
    lines: priced.lines,
    taxBreakdown: priced.taxBreakdown,
    subtotal: priced.subtotal,
    gst: priced.gst,
    total: priced.total,
    invoiceTotal: record.total,
    invoiceGst: record.gst,
    correctedTotal: record.total - credited,
    correctedGst: record.gst - sumCents(creditedBreakdown.map((group) => group.gst)),
    createdBy: actor,
    createdAt: at,
  }));
  return {
    note,
    invoiceChanges: {
      status: statusAfterSettlement({ total: record.total, paid: record.paid, credited }),
      credited,
      creditedBreakdown,
      lines: addCreditedQuantities(record.lines, priced.lines),
    },
  };
}

export function toCreditNote(note: CreditNoteRecord): CreditNote {
  const { issuerSnapshot, recipientSnapshot, ...stored } = note;
  const rest = without(stored, ['sequence']);
  return {
    ...rest,
    businessName: issuerSnapshot.name,
    clientName: clientLabel(recipientSnapshot, note.clientId),
    taxInvoice: isTaxInvoice(issuerSnapshot.gstNumber),
    issuer: structuredClone(issuerSnapshot),
    recipient: structuredClone(recipientSnapshot),
    lines: note.lines.map((line) => ({ ...line })),
    taxBreakdown: note.taxBreakdown.map((group) => ({ ...group })),
  };
}

export const CREDIT_NOTE_SORT_PROPERTIES = ['issueDate', 'number', 'clientName', 'total'] as const;

export interface CreditNoteQuery {
  page: number;
  size: number;
  sort: { property: (typeof CREDIT_NOTE_SORT_PROPERTIES)[number]; direction: 'asc' | 'desc' };
  businessId?: number;
  clientId?: number;
  invoiceId?: number;
  from?: IsoDate;
  to?: IsoDate;
  q?: string;
}

/** Filters, sorts and pages the credit notes of `allowed` businesses. */
export function queryCreditNotes(query: CreditNoteQuery, allowed: Set<number>) {
  const needle = query.q?.trim().toLowerCase() ?? '';
  const rows = db.creditNotes
    .all()
    .filter(
      (note) =>
        allowed.has(note.businessId) &&
        (query.businessId === undefined || note.businessId === query.businessId) &&
        (query.clientId === undefined || note.clientId === query.clientId) &&
        (query.invoiceId === undefined || note.invoiceId === query.invoiceId) &&
        (query.from === undefined || note.issueDate >= query.from) &&
        (query.to === undefined || note.issueDate <= query.to),
    )
    .map(toCreditNote)
    .filter((note) => !needle || [note.number, note.invoiceNumber, note.clientName].some((text) => text.toLowerCase().includes(needle)));
  const { property, direction } = query.sort;
  const key = (note: CreditNote) => (property === 'clientName' ? note.clientName.toLowerCase() : note[property]);
  const sign = direction === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka === kb ? b.id - a.id : (ka < kb ? -1 : 1) * sign;
  });
  const start = query.page * query.size;
  return {
    content: rows.slice(start, start + query.size),
    page: { size: query.size, number: query.page, totalElements: rows.length, totalPages: Math.ceil(rows.length / query.size) },
  };
}

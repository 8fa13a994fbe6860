// The books of the mock backend: client statements and the GST return, computed by the pure
// modules src/lib/statement.ts and src/lib/gst-return.ts from "movements" this file reads from the
// records. Drafts and void invoices never count; only NZD invoices do (docs/invoicing.md,
// "Statements" and "GST return").
import type { IsoDate } from '../src/lib/calendar-date';
import type { GstMovement } from '../src/lib/gst-return';
import { gstReturn } from '../src/lib/gst-return';
import type { GstPeriod } from '../src/lib/gst-periods';
import { activityStatement, AGEING_BUCKETS, outstandingStatement, type Movement } from '../src/lib/statement';
import { db, type BusinessRecord, type ClientRecord, type InvoiceRecord } from './db';
import { issuerDetails, recipientDetails } from './invoicing';
import type { ActivityStatement, GstReturn, OutstandingStatement } from './handlers/types';

const counts = (record: InvoiceRecord) => record.status !== 'DRAFT' && record.status !== 'VOID' && record.currency === 'NZD';

function invoiceMovements(record: InvoiceRecord): Movement[] {
  const number = record.number ?? `#${record.id}`;
  return [
    { kind: 'INVOICE', id: record.id, invoiceId: record.id, date: record.issueDate, dueDate: record.dueDate, number, amount: record.total },
    ...record.payments.map((payment): Movement => ({
      kind: 'PAYMENT',
      id: payment.id,
      invoiceId: record.id,
      date: payment.paidOn,
      number,
      amount: payment.amount,
      ...(payment.reference ? { description: payment.reference } : {}),
    })),
  ];
}

/**
 * Every movement of a client: its invoices and their payments.
 * CREDIT NOTES: the credit-notes feature adds its movements here, one CREDIT_NOTE per issued
 * credit note (date: issue date, invoiceId: the invoice credited) and one REFUND per refund.
 */
function clientMovements(clientId: number): Movement[] {
  const movements: Movement[] = [];
  for (const record of db.invoices.all()) if (record.clientId === clientId && counts(record)) movements.push(...invoiceMovements(record));
  return movements;
}

function parties(client: ClientRecord, business: BusinessRecord) {
  return { clientId: client.id, business: issuerDetails(business), client: recipientDetails(client) };
}

export function activityStatementOf(client: ClientRecord, business: BusinessRecord, from: IsoDate, to: IsoDate): ActivityStatement {
  const statement = activityStatement(clientMovements(client.id), from, to);
  return { ...parties(client, business), ...statement };
}

export function outstandingStatementOf(client: ClientRecord, business: BusinessRecord, asAt: IsoDate): OutstandingStatement {
  const statement = outstandingStatement(clientMovements(client.id), asAt);
  return {
    ...parties(client, business),
    ...statement,
    buckets: AGEING_BUCKETS.map((bucket) => ({ bucket, amount: statement.buckets[bucket] })),
  };
}

/**
 * Every GST movement of a business: invoices (INVOICE basis) and payments (PAYMENTS basis), each
 * with the invoice's tax groups.
 * CREDIT NOTES: the credit-notes feature adds here one CREDIT_NOTE per issued credit note and one
 * REFUND per refund, with the credit note's tax groups.
 */
function businessGstMovements(businessId: number): GstMovement[] {
  const clientNames = new Map<number, string>();
  for (const client of db.clients.all()) clientNames.set(client.id, client.clientName ?? client.clientBusinessName ?? client.businessId);
  const movements: GstMovement[] = [];
  for (const record of db.invoices.all()) {
    if (record.businessId !== businessId || !counts(record)) continue;
    const common = {
      number: record.number ?? `#${record.id}`,
      clientName: record.recipientSnapshot?.name ?? clientNames.get(record.clientId) ?? '',
      groups: record.taxBreakdown.map(({ taxCode, total }) => ({ taxCode, total })),
    };
    movements.push({ kind: 'INVOICE', id: record.id, invoiceId: record.id, date: record.issueDate, amount: record.total, ...common });
    for (const payment of record.payments) {
      movements.push({ kind: 'PAYMENT', id: payment.id, invoiceId: record.id, date: payment.paidOn, amount: payment.amount, ...common });
    }
  }
  return movements;
}

export function gstReturnOf(business: BusinessRecord, gstNumber: string, period: GstPeriod): GstReturn {
  const frequency = business.businessGstFilingFrequency ?? 'TWO_MONTHLY';
  const basis = business.businessGstBasis ?? 'INVOICE';
  const figures = gstReturn(businessGstMovements(business.id), basis, period.start, period.end);
  return {
    businessId: business.id,
    businessName: business.businessName ?? business.businessId,
    gstNumber,
    frequency,
    basis,
    ...period,
    ...figures,
  };
}

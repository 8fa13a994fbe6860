// An invoice's life after the draft: issue (number, snapshots, tax-invoice checks), payments,
// void. Each is a change (invoice-common.ts): signed in, version and status checked, one at a time.
import { http } from 'msw';
import { isTaxInvoice, formatInvoiceNumber, nonGstIssuerProblem, taxInvoiceProblems } from '../../src/lib/invoice-rules';
import { statusAfterSettlement } from '../../src/lib/credit-math';
import { totalProblems } from '../../src/lib/invoice-math';
import { formatMoney } from '../../src/lib/money';
import { paymentRequest } from '../../src/lib/requests/money-movements';
import { db, simulatedDatabase, type BusinessRecord, type InvoiceRecord } from '../runtime/db';
import { balanceOf, nextInvoicePaymentId } from '../domain/invoice-views';
import { issuerDetails, lastIssuedSequence, nextSequence, PROBLEM_TYPES, recipientDetails } from '../domain/invoicing';
import { periodLockRefusal, type DatedField } from '../domain/period-lock';
import { problem } from '../runtime/problem';
import { quoteClaimSnapshotOf } from '../domain/quote-ledger';
import { readBody, recheck } from './http-utils';
import { today } from '../runtime/clock';
import { businessName, changeInvoice, invoiceAnswer, saveChange, type Change } from './invoice-common';
import { versionSchema, voidSchema } from './invoice-requests';
import type { UrlFor } from './types';

export const METHODS: Record<InvoiceRecord['payments'][number]['method'], string> = {
  BANK_TRANSFER: 'bank transfer',
  CASH: 'cash',
  CARD: 'card',
  CHEQUE: 'cheque',
  OTHER: 'other means',
};

/** Why the draft cannot be issued yet (missing lines, descriptions, total, client). */
function readinessProblems(record: InvoiceRecord, business: BusinessRecord) {
  const errors: Array<{ field: string; message: string }> = [];
  const client = db.clients.findFirst((q) => q.where({ id: record.clientId }));
  if (!client || client.linkedBusinessId !== business.id) {
    errors.push({ field: 'clientId', message: `The client is no longer a client of ${businessName(business)}. Choose another client.` });
  }
  if (record.lines.length === 0) errors.push({ field: 'lines', message: 'Add at least one line before issuing.' });
  record.lines.forEach((line, index) => {
    if (line.description === '') errors.push({ field: `lines.${index}.description`, message: 'Describe every line before issuing.' });
  });
  if (record.lines.length > 0 && record.total <= 0)
    errors.push({ field: 'lines', message: 'An invoice must total more than $0.00 to be issued.' });
  const gstProblem = nonGstIssuerProblem({
    taxInvoice: isTaxInvoice(business.businessGst),
    gst: record.gst,
    issuerName: businessName(business),
  });
  if (gstProblem) errors.push({ field: 'lines', message: gstProblem });
  return { errors, client };
}

interface IssueRefusal {
  status: 400 | 404 | 409;
  detail: string;
  errors?: Array<{ field: string; message: string }>;
  type?: string;
  /** The answer as it is, when the refusal carries more than a detail (the period lock). */
  response?: Response;
}

const problemOf = ({ status, detail, errors, type, response }: IssueRefusal) => response ?? problem(status, detail, errors, type);

/**
 * Issues a draft (call inside a write): the readiness and tax-invoice checks, the next number of
 * the business, the snapshots. Also used by recurring schedules that issue what they make.
 */
export async function issueDraft(
  change: Pick<Change<unknown>, 'record' | 'actor' | 'at'>,
): Promise<{ issued: InvoiceRecord } | { refused: IssueRefusal }> {
  const { record } = change;
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  if (!business) return { refused: { status: 404, detail: 'Business was not found.' } };
  const locked = periodLockRefusal(business.id, [{ field: 'issueDate', date: record.issueDate }], 'this invoice');
  if (locked) {
    const body = (await locked.clone().json()) as { detail: string };
    return { refused: { status: 409, detail: body.detail, type: PROBLEM_TYPES.periodLocked, response: locked } };
  }
  const { errors, client } = readinessProblems(record, business);
  if (errors.length > 0 || !client) {
    return { refused: { status: 400, detail: errors.map((e) => e.message).join(' '), errors, type: PROBLEM_TYPES.notReady } };
  }
  // A draft stored over the limit (before every path checked it) is not issued.
  const overLimit = totalProblems({ linesTotal: 0, total: record.total });
  if (overLimit.length > 0) {
    return { refused: { status: 400, detail: overLimit.map((p) => p.message).join(' '), errors: overLimit } };
  }
  const issuer = issuerDetails(business);
  const recipient = recipientDetails(client);
  const taxProblems = taxInvoiceProblems({ taxInvoice: isTaxInvoice(issuer.gstNumber), total: record.total, recipient });
  if (taxProblems.length > 0) {
    const fields = taxProblems.map((message) => ({ field: 'clientId', message }));
    return { refused: { status: 400, detail: taxProblems.join(' '), errors: fields, type: PROBLEM_TYPES.taxInvoiceDetails } };
  }

  // Numbering: read, use and advance the business's sequence inside the one write.
  const sequence = nextSequence(business, lastIssuedSequence(business.id));
  const number = formatInvoiceNumber(business.businessInvoiceTag, sequence);
  await simulatedDatabase.roundTrip();
  await db.businesses.update((q) => q.where({ id: business.id }), {
    data(draft) {
      draft.businessInvoiceSequenceNumber = sequence + 1;
    },
  });
  const issued = await saveChange(change, ['ISSUED', `Issued as ${number}.`], {
    status: 'ISSUED',
    number,
    sequence,
    issuerSnapshot: issuer,
    recipientSnapshot: recipient,
    issuedAt: change.at,
    issuedBy: change.actor,
    ...quoteClaimSnapshotOf(record),
  });
  return { issued };
}

/** Every date the invoice counts on in a GST return: its issue date, payments, refunds and credit notes. */
function invoiceDates(record: InvoiceRecord): DatedField[] {
  return [
    { field: 'issueDate', date: record.issueDate },
    ...record.payments.map((payment) => ({ field: 'paidOn', date: payment.paidOn })),
    ...(record.refunds ?? []).map((refund) => ({ field: 'refundedOn', date: refund.refundedOn })),
    ...db.creditNotes.findMany((q) => q.where({ invoiceId: record.id })).map((note) => ({ field: 'issueDate', date: note.issueDate })),
  ];
}

export function invoiceLifecycleHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/invoices/:id/issue'),
      changeInvoice(
        'issue',
        (request) => readBody(request, versionSchema),
        async (change) => {
          const result = await issueDraft(change);
          return 'issued' in result ? invoiceAnswer(result.issued) : problemOf(result.refused);
        },
      ),
    ),

    http.post(
      url('/api/invoices/:id/payments'),
      changeInvoice(
        'recordPayment',
        (request) => readBody(request, paymentRequest()),
        async (change) => {
          const { record, body: payment, actor, at } = change;
          const balance = balanceOf(record);
          const money = (cents: number) => formatMoney(cents, { currency: record.currency });
          const limits = { max: balance, currency: record.currency, today: today(), issueDate: record.issueDate };
          const refused = recheck(paymentRequest(limits), payment);
          if (refused) return refused;
          const locked = periodLockRefusal(record.businessId, [{ field: 'paidOn', date: payment.paidOn }], 'this payment');
          if (locked) return locked;

          const paid = record.paid + payment.amount;
          const status = statusAfterSettlement({ total: record.total, paid, credited: record.credited ?? 0 });
          const reference = payment.reference?.trim();
          const detail =
            `Payment of ${money(payment.amount)} by ${METHODS[payment.method]}${reference ? ` (${reference})` : ''} recorded` +
            (status === 'PAID' ? '; paid in full.' : `; ${money(balance - payment.amount)} left to pay.`);
          const recorded = {
            id: nextInvoicePaymentId(),
            amount: payment.amount,
            paidOn: payment.paidOn,
            method: payment.method,
            ...(reference ? { reference } : {}),
            recordedBy: actor,
            recordedAt: at,
          };
          const saved = await saveChange(change, ['PAYMENT_RECORDED', detail], { status, paid, payments: [...record.payments, recorded] });
          return invoiceAnswer(saved, { status: 201 });
        },
      ),
    ),

    http.post(
      url('/api/invoices/:id/void'),
      changeInvoice(
        'void',
        (request) => readBody(request, voidSchema),
        async (change) => {
          const locked = periodLockRefusal(change.record.businessId, invoiceDates(change.record), 'this invoice');
          if (locked) return locked;
          const { reason } = change.body;
          const voided = await saveChange(change, ['VOIDED', `Voided: ${reason}`], {
            status: 'VOID',
            voidedAt: change.at,
            voidedBy: change.actor,
            voidReason: reason,
          });
          return invoiceAnswer(voided);
        },
      ),
    ),
  ];
}

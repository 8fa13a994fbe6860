// What every invoice endpoint shares, written once: the sign-in check (an invoicing role), the
// invoice the path names (404, or 403 for a business the caller may not invoice for) and, for a
// change, the body, the version (409 when stale) and the status (409 when it forbids the action),
// run one write at a time; then storing the change with its event and answering with the invoice.
import { HttpResponse } from 'msw';
import { canDo } from '../../src/lib/invoice-rules';
import type { Principal } from '../runtime/auth';
import { nowIso, today } from '../runtime/clock';
import { db, insert, replaceWith, type BusinessRecord, type InvoiceRecord } from '../runtime/db';
import { settlementOf, toInvoice } from '../domain/invoice-views';
import { isAdmin, mayInvoiceFor, PROBLEM_TYPES, without } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { isRefusal, oneAtATime, parseId, withAuth, type Params, type Refusal, type Resolver } from './http-utils';
import type { Invoice } from './types';
import { fieldProblem } from './invoice-requests';

type Answer = Response | Promise<Response>;

const INVOICING_ROLES = ['USER', 'ADMIN'];

const now = nowIso;

export const businessName = (business: BusinessRecord) => business.businessName ?? business.businessId;

export const forbiddenBusiness = (business: BusinessRecord) => problem(403, `You may not invoice for ${businessName(business)}.`);

/** A resolver for a caller signed in with an invoicing role (401 or 403 otherwise). */
export const signedIn = (answer: Parameters<typeof withAuth>[1]) => withAuth(INVOICING_ROLES, answer);

/** The invoice named by the path, if the caller may see it. */
function findInvoice(principal: Principal, rawId: Params[string] | undefined): { record: InvoiceRecord } | Refusal {
  const id = parseId(rawId);
  const record = id === null ? undefined : db.invoices.findFirst((q) => q.where({ id }));
  if (!record) return { refusal: notFound('Invoice') };
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  if (!business) {
    // Cannot happen (a business with invoices cannot be deleted); only an ADMIN would see it.
    if (!isAdmin(principal.user)) return { refusal: problem(403, 'You may not invoice for this business.') };
  } else if (!mayInvoiceFor(principal.user, business)) {
    return { refusal: forbiddenBusiness(business) };
  }
  return { record };
}

/** A resolver for the invoice the path names. */
export function onInvoice(answer: (found: { principal: Principal; record: InvoiceRecord; request: Request }) => Answer): Resolver {
  return signedIn(({ principal, params, request }) => {
    const found = findInvoice(principal, params.id);
    return isRefusal(found) ? found.refusal : answer({ principal, record: found.record, request });
  });
}

type ChangeAction = 'edit' | 'delete' | 'issue' | 'recordPayment' | 'void' | 'credit' | 'recordRefund';

export interface Change<B> {
  principal: Principal;
  record: InvoiceRecord;
  body: B;
  /** Who makes the change, and when. */
  actor: string;
  at: string;
}

/**
 * A change to the invoice the path names, one write at a time: signed in, the request read by
 * `read` (the version it was made against, and more), the invoice found, the version current and
 * the status allowing `action`; then `answer`. A body without `version` (a credit note may omit it) skips that check.
 */
export function changeInvoice<B extends { version?: number | undefined }>(
  action: ChangeAction,
  read: (request: Request) => Promise<{ body: B } | Refusal>,
  answer: (change: Change<B>) => Answer,
): Resolver {
  return oneAtATime(
    signedIn(async ({ principal, request, params }) => {
      const sent = await read(request);
      if (isRefusal(sent)) return sent.refusal;
      const found = findInvoice(principal, params.id);
      if (isRefusal(found)) return found.refusal;
      const refusal = staleOrForbidden(found.record, sent.body.version, action);
      if (refusal) return refusal;
      return answer({ principal, record: found.record, body: sent.body, actor: principal.user.username, at: now() });
    }),
  );
}

function staleOrForbidden(record: InvoiceRecord, sentVersion: number | undefined, action: ChangeAction): Response | null {
  if (sentVersion !== undefined && sentVersion !== record.version) {
    return problem(
      409,
      `This invoice was changed by someone else since you opened it (version ${sentVersion}, now ${record.version}). Reload it to see the changes.`,
      undefined,
      PROBLEM_TYPES.staleVersion,
    );
  }
  if (canDo(action, { ...record, creditOwed: settlementOf(record).creditOwed })) return null;
  const label = record.number ?? 'This draft';
  const reasons: Record<ChangeAction, string> = {
    edit: `${label} is ${describeStatus(record)} and can no longer be changed. Void it and duplicate it instead.`,
    delete: `${label} is ${describeStatus(record)}, so it cannot be deleted. Void it instead.`,
    issue: `${label} is already ${describeStatus(record)}.`,
    recordPayment:
      record.status === 'DRAFT'
        ? 'Issue the draft before recording a payment.'
        : `${label} is ${describeStatus(record)}, so no payment can be recorded.`,
    void:
      record.status === 'DRAFT'
        ? 'A draft has no number to void. Delete it instead.'
        : record.paid > 0
          ? `${label} has payments recorded, so it cannot be voided.`
          : (record.credited ?? 0) > 0
            ? `${label} has credit notes, so it cannot be voided. Credit what is left instead.`
            : `${label} is ${describeStatus(record)}.`,
    credit:
      record.status === 'DRAFT'
        ? 'A draft has not been issued, so there is nothing to credit. Edit or delete it instead.'
        : record.status === 'CREDITED'
          ? `${label} is already fully credited.`
          : `${label} is ${describeStatus(record)}, so it cannot be credited.`,
    recordRefund: `${label} has no credit owed to the client, so there is nothing to refund.`,
  };
  return problem(409, reasons[action], undefined, PROBLEM_TYPES.invalidStatus);
}

function describeStatus(record: InvoiceRecord): string {
  return { DRAFT: 'a draft', ISSUED: 'issued', PARTIALLY_PAID: 'partly paid', PAID: 'paid', VOID: 'void', CREDITED: 'fully credited' }[
    record.status
  ];
}

type EventType = InvoiceRecord['events'][number]['type'];
type Event = InvoiceRecord['events'][number];

const event = (type: EventType, actor: string, detail: string, at: string): Event => ({ type, actor, at, detail });

/** The invoice as the API returns it. */
export function invoiceAnswer(record: InvoiceRecord, init?: ResponseInit): Response {
  return HttpResponse.json<Invoice>(toInvoice(record, today()), init);
}

/** 201 with the new invoice and its Location. */
export const createdAnswer = (record: InvoiceRecord) =>
  invoiceAnswer(record, { status: 201, headers: { Location: `/api/invoices/${record.id}` } });

type NewDraft = Omit<InvoiceRecord, 'id' | 'version' | 'status' | 'paid' | 'payments' | 'events' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** Stores a new draft (call inside a write); `detail` says where it came from. */
export function insertDraft(priced: NewDraft, actor: string, detail: string): Promise<InvoiceRecord> {
  const at = now();
  return insert(db.invoices, (id) => ({
    ...priced,
    id,
    version: 0,
    status: 'DRAFT' as const,
    paid: 0,
    payments: [],
    events: [event('CREATED', actor, detail, at)],
    createdBy: actor,
    createdAt: at,
    updatedAt: at,
  }));
}

/** The invoice's next version with `changes` and the event saying what happened; stores nothing. */
export function nextVersion(
  { record, actor, at }: Pick<Change<unknown>, 'record' | 'actor' | 'at'>,
  [type, detail]: [EventType, string],
  changes: Partial<InvoiceRecord>,
  cleared: ReadonlyArray<'reference' | 'notes' | 'paymentInstructions' | 'discount'> = [],
): InvoiceRecord {
  return {
    ...without(structuredClone({ ...record }), cleared),
    ...changes,
    version: record.version + 1,
    updatedAt: at,
    events: [...record.events, event(type, actor, detail, at)],
  };
}

/**
 * Stores `changes` as the invoice's next version, with the event saying what happened. Optional
 * fields in `cleared` are removed first (a PUT clears what its content leaves out).
 */
export async function saveChange(
  { record, actor, at }: Pick<Change<unknown>, 'record' | 'actor' | 'at'>,
  [type, detail]: [EventType, string],
  changes: Partial<InvoiceRecord>,
  cleared: ReadonlyArray<'reference' | 'notes' | 'paymentInstructions' | 'discount'> = [],
): Promise<InvoiceRecord> {
  const next = nextVersion({ record, actor, at }, [type, detail], changes, cleared);
  const updated = await db.invoices.update((q) => q.where({ id: record.id }), replaceWith(next));
  if (!updated) throw new Error(`Invoice ${record.id} vanished while being updated.`);
  return updated;
}

/**
 * A document that belongs to a quote (a numbered quote or revision, a draft invoiced from a quote)
 * keeps the quote's business and client: moving it would carry the quote's number or claims to
 * another business. A refusal names the field sent otherwise.
 */
export function keepsParties(
  stored: { businessId: number; clientId: number },
  sent: { businessId: number; clientId: number },
  what: string,
): Response | null {
  if (sent.businessId !== stored.businessId) {
    return fieldProblem('businessId', `${what} stays with its business. Start a new document for another business.`);
  }
  if (sent.clientId !== stored.clientId) {
    return fieldProblem('clientId', `${what} stays with its client. Start a new document for another client.`);
  }
  return null;
}

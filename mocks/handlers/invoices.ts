// Invoicing endpoints: the caller's businesses and clients, invoices and their lifecycle, the
// dashboard figures. Domain rules live in ../invoicing.ts; this file reads requests and answers.
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  INVOICE_CURRENCIES,
  INVOICE_LIMITS,
  INVOICE_MAX_PAGE_SIZE,
  INVOICE_PAGE_SIZE,
  type InvoiceCurrency,
} from '../../src/config/invoicing';
import { addDays, daysBetween, isIsoDate, todayIn } from '../../src/lib/calendar-date';
import { TAX_CODES, checkInvoiceMath } from '../../src/lib/invoice-math';
import {
  canDo,
  formatInvoiceNumber,
  isTaxInvoice,
  nonGstIssuerProblem,
  statusAfterPayments,
  taxInvoiceProblems,
} from '../../src/lib/invoice-rules';
import { formatMoney } from '../../src/lib/money';
import { authenticate, type Principal } from '../auth';
import { db, insert, replaceWith, serialise, simulatedDatabase, type BusinessRecord, type InvoiceRecord } from '../db';
import {
  PROBLEM_TYPES,
  balanceOf,
  contentOf,
  createLookups,
  isAdmin,
  issuerDetails,
  lastIssuedSequence,
  lastIssuedSequences,
  mayInvoiceFor,
  nextSequence,
  permittedBusinessIds,
  priceDraft,
  queryInvoices,
  recipientDetails,
  summarise,
  toInvoice,
  toInvoicingBusiness,
  toInvoicingClient,
  without,
  SORT_PROPERTIES,
  type DraftContent,
  type InvoiceQuery,
  type SortProperty,
  type StatusFilter,
} from '../invoicing';
import { notFound, problem } from '../problem';
import { isRefusal, optionalText, parseId, readBody } from './http-utils';
import type { Invoice, InvoicePage, InvoiceSummary, InvoicingBusiness, InvoicingClient, UrlFor } from './types';

const INVOICING_ROLES = ['USER', 'ADMIN'];

const today = () => todayIn();
const now = () => new Date().toISOString();

// ---------------------------------------------------------------------------------------------
// Request bodies. Types only here; ranges and amounts are checked by the shared calculator, so
// the editor and the server give the same messages.

const dateField = z.string({ message: 'Enter a date as YYYY-MM-DD.' }).refine(isIsoDate, 'Enter a date as YYYY-MM-DD.');
const version = z.number({ message: 'Send the version you last saw.' }).int().min(0);

const lineSchema = z.object({
  description: z
    .string({ message: 'Describe the line.' })
    .max(INVOICE_LIMITS.descriptionLength, `Must be at most ${INVOICE_LIMITS.descriptionLength} characters.`),
  quantity: z.string({ message: 'Enter the quantity as text, e.g. "1.5".' }),
  unitPrice: z.number({ message: 'Enter the unit price in cents.' }),
  taxCode: z.enum(TAX_CODES, { message: 'Choose standard, zero-rated or exempt.' }),
  taxRate: z.number().optional().nullable(),
});

const discountSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('AMOUNT'), amount: z.number() }),
  z.object({ type: z.literal('PERCENT'), rate: z.number() }),
]);

const invoiceFields = {
  businessId: z.number({ message: 'Choose the business.' }).int().min(1, 'Choose the business.'),
  clientId: z.number({ message: 'Choose the client.' }).int().min(1, 'Choose the client.'),
  issueDate: dateField,
  dueDate: dateField,
  currency: z.enum(INVOICE_CURRENCIES, { message: `The currency must be one of ${INVOICE_CURRENCIES.join(', ')}.` }).optional(),
  pricesIncludeGst: z.boolean().optional(),
  reference: optionalText(INVOICE_LIMITS.referenceLength),
  notes: optionalText(INVOICE_LIMITS.notesLength),
  paymentInstructions: optionalText(INVOICE_LIMITS.paymentInstructionsLength),
  discount: discountSchema.optional().nullable(),
  lines: z.array(lineSchema, { message: 'Send the lines as a list.' }),
};
const createSchema = z.object(invoiceFields);
const updateSchema = z.object({ ...invoiceFields, version });
const versionSchema = z.object({ version });
const voidSchema = z.object({
  version,
  reason: z
    .string({ message: 'Give the reason for voiding.' })
    .trim()
    .min(1, 'Give the reason for voiding.')
    .max(INVOICE_LIMITS.voidReasonLength, `Must be at most ${INVOICE_LIMITS.voidReasonLength} characters.`),
});
const paymentSchema = z.object({
  version,
  amount: z
    .number({ message: 'Enter the amount in cents.' })
    .int('Enter the amount in whole cents.')
    .min(1, 'Enter an amount of at least $0.01.'),
  paidOn: dateField,
  method: z.enum(['BANK_TRANSFER', 'CASH', 'CARD', 'CHEQUE', 'OTHER'], { message: 'Choose how it was paid.' }),
  reference: optionalText(INVOICE_LIMITS.paymentReferenceLength),
});

type InvoiceBody = z.infer<typeof createSchema>;

// ---------------------------------------------------------------------------------------------
// Helpers

const fieldProblem = (field: string, message: string, type?: string) => problem(400, message, [{ field, message }], type);

const forbiddenBusiness = (business: BusinessRecord) =>
  problem(403, `You may not invoice for ${business.businessName ?? business.businessId}.`);

const businessName = (business: BusinessRecord) => business.businessName ?? business.businessId;

/** The invoice named by the path, if the caller may see it. */
function findInvoice(
  principal: Principal,
  rawId: string | readonly string[] | undefined,
): { record: InvoiceRecord } | { refusal: Response } {
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

function staleOrForbidden(record: InvoiceRecord, sentVersion: number, action: Parameters<typeof canDo>[0]): Response | null {
  if (sentVersion !== record.version) {
    return problem(
      409,
      `This invoice was changed by someone else since you opened it (version ${sentVersion}, now ${record.version}). Reload it to see the changes.`,
      undefined,
      PROBLEM_TYPES.staleVersion,
    );
  }
  if (canDo(action, record)) return null;
  const label = record.number ?? 'This draft';
  const reasons: Record<typeof action, string> = {
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
          : `${label} is ${describeStatus(record)}.`,
    duplicate: '',
  };
  return problem(409, reasons[action], undefined, PROBLEM_TYPES.invalidStatus);
}

function describeStatus(record: InvoiceRecord): string {
  return { DRAFT: 'a draft', ISSUED: 'issued', PARTIALLY_PAID: 'partly paid', PAID: 'paid', VOID: 'void' }[record.status];
}

/** Checks the business and client a draft names, and prices it. */
function draftFrom(
  principal: Principal,
  body: InvoiceBody,
): { content: DraftContent; priced: ReturnType<typeof priceDraft> } | { refusal: Response } {
  const business = db.businesses.findFirst((q) => q.where({ id: body.businessId }));
  if (!business) return { refusal: fieldProblem('businessId', `No business has id ${body.businessId}.`) };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  const client = db.clients.findFirst((q) => q.where({ id: body.clientId }));
  if (!client || client.linkedBusinessId !== business.id) {
    return { refusal: fieldProblem('clientId', `Choose a client of ${businessName(business)}.`) };
  }
  if (body.dueDate < body.issueDate) return { refusal: fieldProblem('dueDate', 'The due date cannot be before the issue date.') };
  const content: DraftContent = {
    businessId: business.id,
    clientId: client.id,
    issueDate: body.issueDate,
    dueDate: body.dueDate,
    currency: body.currency ?? 'NZD',
    pricesIncludeGst: body.pricesIncludeGst ?? false,
    ...(body.reference ? { reference: body.reference } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
    ...(body.paymentInstructions ? { paymentInstructions: body.paymentInstructions } : {}),
    ...(body.discount ? { discount: body.discount } : {}),
    lines: body.lines,
  };
  const problems = checkInvoiceMath(content);
  if (problems.length > 0) {
    const first = problems[0];
    return { refusal: problem(400, first ? `${first.field}: ${first.message}` : 'Invalid invoice.', problems) };
  }
  return { content, priced: priceDraft(content) };
}

async function replaceInvoice(record: InvoiceRecord, next: InvoiceRecord): Promise<InvoiceRecord> {
  const updated = await db.invoices.update((q) => q.where({ id: record.id }), replaceWith(next));
  if (!updated) throw new Error(`Invoice ${record.id} vanished while being updated.`);
  return updated;
}

function plainRecord(record: InvoiceRecord): InvoiceRecord {
  return structuredClone({ ...record });
}

const event = (type: InvoiceRecord['events'][number]['type'], actor: string, detail: string, at = now()) => ({ type, actor, at, detail });

const METHODS: Record<InvoiceRecord['payments'][number]['method'], string> = {
  BANK_TRANSFER: 'bank transfer',
  CASH: 'cash',
  CARD: 'card',
  CHEQUE: 'cheque',
  OTHER: 'other means',
};

function nextPaymentId(): number {
  let max = 0;
  for (const invoice of db.invoices.all()) for (const payment of invoice.payments) if (payment.id > max) max = payment.id;
  return max + 1;
}

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

// ---------------------------------------------------------------------------------------------
// List parameters

const STATUS_FILTERS: readonly StatusFilter[] = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID', 'OVERDUE'];

function readQuery(params: URLSearchParams): InvoiceQuery | { refusal: Response } {
  const whole = (name: string, min: number): number | undefined | null => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    if (!/^\d{1,15}$/.test(raw)) return null;
    const value = Number(raw);
    return value >= min ? value : null;
  };
  const page = whole('page', 0);
  if (page === null) return { refusal: fieldProblem('page', 'The page number must be a whole number from 0.') };
  const size = whole('size', 1);
  if (size === null) return { refusal: fieldProblem('size', 'The page size must be a whole number from 1.') };
  const sortText = params.get('sort') ?? 'issueDate,desc';
  const [property, direction = 'asc', ...rest] = sortText.split(',');
  if (!(SORT_PROPERTIES as readonly string[]).includes(property ?? '') || !['asc', 'desc'].includes(direction) || rest.length > 0) {
    return { refusal: fieldProblem('sort', `Sort by one of ${SORT_PROPERTIES.join(', ')}, then asc or desc, e.g. issueDate,desc.`) };
  }
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  const unknown = statuses.find((status) => !(STATUS_FILTERS as readonly string[]).includes(status));
  if (unknown !== undefined) return { refusal: fieldProblem('status', `Unknown status '${unknown}'. Use ${STATUS_FILTERS.join(', ')}.`) };
  const businessId = whole('businessId', 1);
  if (businessId === null) return { refusal: fieldProblem('businessId', 'The business id must be a whole number from 1.') };
  const clientId = whole('clientId', 1);
  if (clientId === null) return { refusal: fieldProblem('clientId', 'The client id must be a whole number from 1.') };
  const from = params.get('from') || undefined;
  const to = params.get('to') || undefined;
  if (from !== undefined && !isIsoDate(from)) return { refusal: fieldProblem('from', 'Enter the date as YYYY-MM-DD.') };
  if (to !== undefined && !isIsoDate(to)) return { refusal: fieldProblem('to', 'Enter the date as YYYY-MM-DD.') };
  const q = params.get('q') ?? undefined;
  if (q !== undefined && q.length > 100) return { refusal: fieldProblem('q', 'Search for at most 100 characters.') };
  return {
    page: page ?? 0,
    size: Math.min(size ?? INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE),
    sort: { property: property as SortProperty, direction: direction as 'asc' | 'desc' },
    statuses: statuses as StatusFilter[],
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(q ? { q } : {}),
  };
}

/** The businesses the caller may see, narrowed to `businessId` when given (403 when not allowed). */
function scope(principal: Principal, businessId: number | undefined): Set<number> | { refusal: Response } {
  const allowed = permittedBusinessIds(principal.user);
  if (businessId === undefined) return allowed;
  if (allowed.has(businessId)) return new Set([businessId]);
  const business = db.businesses.findFirst((q) => q.where({ id: businessId }));
  return { refusal: business ? forbiddenBusiness(business) : fieldProblem('businessId', `No business has id ${businessId}.`) };
}

// ---------------------------------------------------------------------------------------------

export function invoiceHandlers(url: UrlFor) {
  const signedIn = (request: Request) => authenticate(request, INVOICING_ROLES);

  return [
    http.get(url('/api/invoicing/businesses'), async ({ request }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const lastIssued = lastIssuedSequences();
      const businesses = db.businesses
        .all()
        .filter((business) => mayInvoiceFor(auth.principal.user, business))
        .map((business) => toInvoicingBusiness(business, lastIssued.get(business.id) ?? 0))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-NZ') || a.id - b.id);
      return HttpResponse.json<InvoicingBusiness[]>(businesses);
    }),

    http.get(url('/api/invoicing/businesses/:id/clients'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const id = parseId(params.id);
      const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
      if (!business) return notFound('Business');
      if (!mayInvoiceFor(auth.principal.user, business)) return forbiddenBusiness(business);
      const clients = db.clients
        .findMany((q) => q.where({ linkedBusinessId: business.id }))
        .map(toInvoicingClient)
        .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'en-NZ') || a.id - b.id);
      return HttpResponse.json<InvoicingClient[]>(clients);
    }),

    http.get(url('/api/invoices/summary'), async ({ request }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const params = new URL(request.url).searchParams;
      const rawBusiness = params.get('businessId');
      const businessId = rawBusiness === null || rawBusiness === '' ? undefined : parseId(rawBusiness);
      if (businessId === null) return fieldProblem('businessId', 'The business id must be a whole number from 1.');
      const currency = params.get('currency') ?? 'NZD';
      if (!(INVOICE_CURRENCIES as readonly string[]).includes(currency)) {
        return fieldProblem('currency', `The currency must be one of ${INVOICE_CURRENCIES.join(', ')}.`);
      }
      const allowed = scope(auth.principal, businessId);
      if (isRefusal(allowed)) return allowed.refusal;
      return HttpResponse.json<InvoiceSummary>(summarise(allowed, today(), currency as InvoiceCurrency));
    }),

    http.get(url('/api/invoices'), async ({ request }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const query = readQuery(new URL(request.url).searchParams);
      if (isRefusal(query)) return query.refusal;
      const allowed = scope(auth.principal, query.businessId);
      if (isRefusal(allowed)) return allowed.refusal;
      return HttpResponse.json<InvoicePage>(queryInvoices(query, allowed, today(), createLookups()));
    }),

    http.post(url('/api/invoices'), async ({ request }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const parsed = await readBody(request, createSchema);
      if (isRefusal(parsed)) return parsed.refusal;
      const draft = draftFrom(auth.principal, parsed.body);
      if (isRefusal(draft)) return draft.refusal;
      const actor = auth.principal.user.username;
      const record = await serialise(async () => {
        const at = now();
        return insert(db.invoices, (id) => ({
          ...draft.priced,
          id,
          version: 0,
          status: 'DRAFT' as const,
          paid: 0,
          payments: [],
          events: [event('CREATED', actor, 'Draft created.', at)],
          createdBy: actor,
          createdAt: at,
          updatedAt: at,
        }));
      });
      return HttpResponse.json<Invoice>(toInvoice(record, today()), {
        status: 201,
        headers: { Location: `/api/invoices/${record.id}` },
      });
    }),

    http.get(url('/api/invoices/:id'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const found = findInvoice(auth.principal, params.id);
      if (isRefusal(found)) return found.refusal;
      return HttpResponse.json<Invoice>(toInvoice(found.record, today()));
    }),

    http.put(url('/api/invoices/:id'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const parsed = await readBody(request, updateSchema);
      if (isRefusal(parsed)) return parsed.refusal;
      return serialise(async () => {
        const found = findInvoice(auth.principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const refusal = staleOrForbidden(found.record, parsed.body.version, 'edit');
        if (refusal) return refusal;
        const draft = draftFrom(auth.principal, parsed.body);
        if (isRefusal(draft)) return draft.refusal;
        const at = now();
        const next: InvoiceRecord = {
          // Optional fields the new content leaves out are cleared, as a PUT does.
          ...without(plainRecord(found.record), ['reference', 'notes', 'paymentInstructions', 'discount']),
          ...draft.priced,
          version: found.record.version + 1,
          updatedAt: at,
          events: [...found.record.events, event('UPDATED', auth.principal.user.username, 'Draft updated.', at)],
        };
        return HttpResponse.json<Invoice>(toInvoice(await replaceInvoice(found.record, next), today()));
      });
    }),

    http.delete(url('/api/invoices/:id'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const rawVersion = new URL(request.url).searchParams.get('version') ?? '';
      if (!/^\d{1,15}$/.test(rawVersion)) return fieldProblem('version', 'Send the version you last saw.');
      return serialise(() => {
        const found = findInvoice(auth.principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const refusal = staleOrForbidden(found.record, Number(rawVersion), 'delete');
        if (refusal) return refusal;
        db.invoices.delete((q) => q.where({ id: found.record.id }));
        return new HttpResponse(null, { status: 204 });
      });
    }),

    http.post(url('/api/invoices/:id/issue'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const parsed = await readBody(request, versionSchema);
      if (isRefusal(parsed)) return parsed.refusal;
      return serialise(async () => {
        const found = findInvoice(auth.principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const record = found.record;
        const refusal = staleOrForbidden(record, parsed.body.version, 'issue');
        if (refusal) return refusal;
        const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
        if (!business) return notFound('Business');

        const { errors, client } = readinessProblems(record, business);
        if (errors.length > 0 || !client) {
          return problem(400, errors.map((e) => e.message).join(' '), errors, PROBLEM_TYPES.notReady);
        }
        const issuer = issuerDetails(business);
        const recipient = recipientDetails(client);
        const taxProblems = taxInvoiceProblems({ taxInvoice: isTaxInvoice(issuer.gstNumber), total: record.total, recipient });
        if (taxProblems.length > 0) {
          return problem(
            400,
            taxProblems.join(' '),
            taxProblems.map((message) => ({ field: 'clientId', message })),
            PROBLEM_TYPES.taxInvoiceDetails,
          );
        }

        // Numbering: read, use and advance the business's sequence inside the one serialised section.
        const sequence = nextSequence(business, lastIssuedSequence(business.id));
        const number = formatInvoiceNumber(business.businessInvoiceTag, sequence);
        await simulatedDatabase.roundTrip();
        await db.businesses.update((q) => q.where({ id: business.id }), {
          data(draft) {
            draft.businessInvoiceSequenceNumber = sequence + 1;
          },
        });
        const at = now();
        const actor = auth.principal.user.username;
        const next: InvoiceRecord = {
          ...plainRecord(record),
          status: 'ISSUED',
          number,
          sequence,
          issuerSnapshot: issuer,
          recipientSnapshot: recipient,
          issuedAt: at,
          issuedBy: actor,
          version: record.version + 1,
          updatedAt: at,
          events: [...record.events, event('ISSUED', actor, `Issued as ${number}.`, at)],
        };
        return HttpResponse.json<Invoice>(toInvoice(await replaceInvoice(record, next), today()));
      });
    }),

    http.post(url('/api/invoices/:id/payments'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const parsed = await readBody(request, paymentSchema);
      if (isRefusal(parsed)) return parsed.refusal;
      const payment = parsed.body;
      return serialise(async () => {
        const found = findInvoice(auth.principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const record = found.record;
        const refusal = staleOrForbidden(record, payment.version, 'recordPayment');
        if (refusal) return refusal;
        const balance = balanceOf(record);
        const money = (cents: number) => formatMoney(cents, { currency: record.currency });
        if (payment.amount > balance) {
          return fieldProblem('amount', `The payment cannot be more than the balance of ${money(balance)}.`);
        }
        if (payment.paidOn > today()) return fieldProblem('paidOn', 'The payment date cannot be in the future.');

        const at = now();
        const actor = auth.principal.user.username;
        const paid = record.paid + payment.amount;
        const status = statusAfterPayments(record.total, paid);
        const reference = payment.reference?.trim();
        const detail =
          `Payment of ${money(payment.amount)} by ${METHODS[payment.method]}${reference ? ` (${reference})` : ''} recorded` +
          (status === 'PAID' ? '; paid in full.' : `; ${money(record.total - paid)} left to pay.`);
        const next: InvoiceRecord = {
          ...plainRecord(record),
          status,
          paid,
          payments: [
            ...record.payments,
            {
              id: nextPaymentId(),
              amount: payment.amount,
              paidOn: payment.paidOn,
              method: payment.method,
              ...(reference ? { reference } : {}),
              recordedBy: actor,
              recordedAt: at,
            },
          ],
          version: record.version + 1,
          updatedAt: at,
          events: [...record.events, event('PAYMENT_RECORDED', actor, detail, at)],
        };
        return HttpResponse.json<Invoice>(toInvoice(await replaceInvoice(record, next), today()), { status: 201 });
      });
    }),

    http.post(url('/api/invoices/:id/void'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const parsed = await readBody(request, voidSchema);
      if (isRefusal(parsed)) return parsed.refusal;
      return serialise(async () => {
        const found = findInvoice(auth.principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const record = found.record;
        const refusal = staleOrForbidden(record, parsed.body.version, 'void');
        if (refusal) return refusal;
        const at = now();
        const actor = auth.principal.user.username;
        const next: InvoiceRecord = {
          ...plainRecord(record),
          status: 'VOID',
          voidedAt: at,
          voidedBy: actor,
          voidReason: parsed.body.reason,
          version: record.version + 1,
          updatedAt: at,
          events: [...record.events, event('VOIDED', actor, `Voided: ${parsed.body.reason}`, at)],
        };
        return HttpResponse.json<Invoice>(toInvoice(await replaceInvoice(record, next), today()));
      });
    }),

    http.post(url('/api/invoices/:id/duplicate'), async ({ request, params }) => {
      const auth = await signedIn(request);
      if (isRefusal(auth)) return auth.refusal;
      const record = await serialise(async () => {
        const found = findInvoice(auth.principal, params.id);
        if (isRefusal(found)) return found;
        const source = found.record;
        const issueDate = today();
        const content = {
          ...contentOf(source),
          issueDate,
          dueDate: addDays(issueDate, Math.max(0, daysBetween(source.issueDate, source.dueDate))),
        };
        const at = now();
        const actor = auth.principal.user.username;
        const label = source.number ?? `draft ${source.id}`;
        return insert(db.invoices, (id) => ({
          ...priceDraft(content),
          id,
          version: 0,
          status: 'DRAFT' as const,
          paid: 0,
          payments: [],
          events: [event('CREATED', actor, `Draft created as a copy of ${label}.`, at)],
          createdBy: actor,
          createdAt: at,
          updatedAt: at,
        }));
      });
      if (isRefusal(record)) return record.refusal;
      return HttpResponse.json<Invoice>(toInvoice(record, today()), {
        status: 201,
        headers: { Location: `/api/invoices/${record.id}` },
      });
    }),
  ];
}

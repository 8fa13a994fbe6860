import { http, HttpResponse, type JsonBodyType } from 'msw';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { businessRequest, clientRequest, type BusinessRequest, type ClientRequest } from '../../src/lib/requests/companies';
import { db, insert, keptUntilDataChanges, replaceWith, usersByName, type BusinessRecord, type ClientRecord } from '../runtime/db';
import { notFound, problem } from '../runtime/problem';
import { openStartingAccounts } from '../domain/purchases';
import { businessCode } from '../seed/seed';
import { compactText, isRefusal, oneAtATime, parseId, readBody, sameText, withAuth, type Refusal, type Resolver } from './http-utils';
import type { Business, Client, LoginUser, UrlFor } from './types';

const ADMIN = ['ADMIN'];

type Answer = Response | Promise<Response>;

function toBusiness(record: BusinessRecord): Business {
  return { ...record, businessPermittedLogins: [...record.businessPermittedLogins] };
}

function toClient(record: ClientRecord): Client {
  return { ...record };
}

function businessFields(body: BusinessRequest) {
  const { businessPermittedLogins, businessInvoiceSequenceNumber, businessQuoteSequenceNumber, businessCreditNoteSequenceNumber, ...text } =
    body;
  const fields = compactText(text) as Omit<BusinessRecord, 'id' | 'businessId' | 'businessPermittedLogins'>;
  return {
    ...fields,
    ...(businessInvoiceSequenceNumber != null ? { businessInvoiceSequenceNumber } : {}),
    ...(businessQuoteSequenceNumber != null ? { businessQuoteSequenceNumber } : {}),
    ...(businessCreditNoteSequenceNumber != null ? { businessCreditNoteSequenceNumber } : {}),
    businessPermittedLogins: [...new Set(businessPermittedLogins ?? [])],
  };
}

function checkBusiness(fields: ReturnType<typeof businessFields>, exceptId?: number) {
  const unknown = fields.businessPermittedLogins.filter((login) => !db.users.findFirst((q) => q.where({ username: login })));
  if (unknown.length > 0) {
    const detail = `No user is called ${unknown.map((name) => `'${name}'`).join(', ')}.`;
    return problem(400, detail, [{ field: 'businessPermittedLogins', message: detail }]);
  }
  const name = fields.businessName;
  if (name && db.businesses.findFirst((q) => q.where((b) => b.id !== exceptId && sameText(b.businessName, name)))) {
    return problem(409, `A business called '${name}' already exists.`);
  }
  const tag = fields.businessInvoiceTag;
  if (tag && db.businesses.findFirst((q) => q.where((b) => b.id !== exceptId && sameText(b.businessInvoiceTag, tag)))) {
    return problem(409, `The invoice tag '${tag}' is already used by another business.`);
  }
  return null;
}

function clientFields(body: ClientRequest) {
  const { linkedBusinessId, ...text } = body;
  return { linkedBusinessId, ...(compactText(text) as Omit<ClientRecord, 'id' | 'businessId' | 'linkedBusinessId'>) };
}

function linkedBusiness(linkedBusinessId: number) {
  return db.businesses.findFirst((q) => q.where({ id: linkedBusinessId }));
}

const noSuchBusiness = (id: number) =>
  problem(400, `No business has id ${id}.`, [{ field: 'linkedBusinessId', message: `No business has id ${id}.` }]);

/** Invoices are tax records: what they name cannot be deleted. */
const keptForTaxRecords = (name: string, invoices: number, what: 'business' | 'client') =>
  problem(
    409,
    `${name} has ${invoices} invoice${invoices === 1 ? '' : 's'}, which are kept for the tax records, so the ${what} cannot be deleted.`,
    undefined,
    INVOICE_PROBLEM_TYPES.hasInvoices,
  );

const asAdmin = (answer: Parameters<typeof withAuth>[1]) => withAuth(ADMIN, answer);

/** An ADMIN's call about the record the path names (404 when there is none). */
function onRecord<R>(find: (id: number) => R | undefined, what: string, answer: (record: R, request: Request) => Answer): Resolver {
  return asAdmin(({ request, params }) => {
    const id = parseId(params.id);
    const record = id === null ? undefined : find(id);
    return record === undefined ? notFound(what) : answer(record, request);
  });
}

/** The checked business a POST or PUT sends, or why it is refused. */
async function businessFrom(request: Request, exceptId?: number) {
  const parsed = await readBody(request, businessRequest);
  if (isRefusal(parsed)) return parsed;
  const fields = businessFields(parsed.body);
  const refusal = checkBusiness(fields, exceptId);
  return refusal ? { refusal } : { fields };
}

/** The client a POST or PUT sends, with its business, or why it is refused. */
async function clientFrom(request: Request) {
  const parsed = await readBody(request, clientRequest);
  if (isRefusal(parsed)) return parsed;
  const fields = clientFields(parsed.body);
  const business = linkedBusiness(fields.linkedBusinessId);
  return business ? { fields: { ...fields, businessId: business.businessId } } : { refusal: noSuchBusiness(fields.linkedBusinessId) };
}

type Sent<F> = (request: Request) => Promise<{ fields: F } | Refusal>;

/** A POST: what `read` finds in the request, stored by `store`, answered 201 with its `view`. */
function created<F, R>(read: Sent<F>, store: (fields: F) => Promise<R>, view: (record: R) => JsonBodyType): Resolver {
  return oneAtATime(
    asAdmin(async ({ request }) => {
      const sent = await read(request);
      return isRefusal(sent) ? sent.refusal : HttpResponse.json(view(await store(sent.fields)), { status: 201 });
    }),
  );
}

/** A PUT of the record the path names: the new content `read` finds replaces it in place (fields left out are cleared). */
function replaced<F, R extends S, S>(
  found: { find: (id: number) => R | undefined; what: string },
  read: (request: Request, existing: R) => Promise<{ fields: F } | Refusal>,
  store: (existing: R, fields: F) => Promise<S>,
  view: (record: S) => JsonBodyType,
): Resolver {
  return oneAtATime(
    onRecord(found.find, found.what, async (existing, request) => {
      const sent = await read(request, existing);
      return isRefusal(sent) ? sent.refusal : HttpResponse.json(view(await store(existing, sent.fields)));
    }),
  );
}

/** A DELETE of the record the path names (204), unless `keep` says why it must stay. */
function removed<R>(
  found: { find: (id: number) => R | undefined; what: string },
  keep: (existing: R) => Response | null,
  remove: (existing: R) => void,
): Resolver {
  return oneAtATime(
    onRecord(found.find, found.what, (existing) => {
      const refusal = keep(existing);
      if (refusal) return refusal;
      remove(existing);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

/** Why a business cannot be deleted: it still has clients, or invoices name it. */
function businessKept(business: BusinessRecord): Response | null {
  const name = business.businessName ?? business.businessId;
  const clients = db.clients.findMany((q) => q.where({ linkedBusinessId: business.id })).length;
  if (clients > 0) {
    return problem(
      409,
      `${name} still has ${clients} client${clients === 1 ? '' : 's'}. Delete or move them before deleting the business.`,
    );
  }
  const invoices = db.invoices.findMany((q) => q.where({ businessId: business.id })).length;
  if (invoices > 0) return keptForTaxRecords(name, invoices, 'business');
  const bills = db.bills.findMany((q) => q.where({ businessId: business.id })).length;
  return bills > 0
    ? problem(
        409,
        `${name} has ${bills} bill${bills === 1 ? '' : 's'}, which are kept for the tax records, so the business cannot be deleted.`,
        undefined,
        INVOICE_PROBLEM_TYPES.hasInvoices,
      )
    : null;
}

/** A business goes with its suppliers and expense accounts (no bill names them: businessKept). */
function deleteBusiness(business: BusinessRecord): void {
  db.suppliers.deleteMany((q) => q.where({ businessId: business.id }));
  db.expenseAccounts.deleteMany((q) => q.where({ businessId: business.id }));
  db.businesses.delete((q) => q.where({ id: business.id }));
}

/** Why a client cannot be deleted: invoices are addressed to it. */
function clientKept(client: ClientRecord): Response | null {
  const invoices = db.invoices.findMany((q) => q.where({ clientId: client.id })).length;
  return invoices > 0
    ? keptForTaxRecords(client.clientName ?? client.clientBusinessName ?? `Client ${client.id}`, invoices, 'client')
    : null;
}

const BUSINESS = { find: (id: number) => db.businesses.findFirst((q) => q.where({ id })), what: 'Business' };
const CLIENT = { find: (id: number) => db.clients.findFirst((q) => q.where({ id })), what: 'Client' };

export function adminHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/admin/users'),
      asAdmin(() => {
        return HttpResponse.json<LoginUser[]>(usersByName().map(({ id, username }) => ({ id, username })));
      }),
    ),

    http.get(
      url('/api/admin/businesses'),
      asAdmin(() =>
        HttpResponse.json<Business[]>(
          keptUntilDataChanges('businesses in id order', () => db.businesses.findMany(undefined, { orderBy: { id: 'asc' } })).map(
            toBusiness,
          ),
        ),
      ),
    ),

    http.post(
      url('/api/admin/businesses'),
      created(
        (request) => businessFrom(request),
        async (fields) => {
          const business = await insert(db.businesses, (id) => ({ ...fields, id, businessId: businessCode(id) }));
          await openStartingAccounts(business.id);
          return business;
        },
        toBusiness,
      ),
    ),

    http.put(
      url('/api/admin/businesses/:id'),
      replaced(
        BUSINESS,
        (request, existing) => businessFrom(request, existing.id),
        async (existing, fields) => {
          const next: BusinessRecord = { ...fields, id: existing.id, businessId: existing.businessId };
          return (await db.businesses.update((q) => q.where({ id: existing.id }), replaceWith(next))) ?? next;
        },
        toBusiness,
      ),
    ),

    http.delete(
      url('/api/admin/businesses/:id'),
      removed(BUSINESS, businessKept, deleteBusiness),
    ),

    http.get(
      url('/api/admin/clients'),
      asAdmin(() =>
        HttpResponse.json<Client[]>(
          keptUntilDataChanges('clients in id order', () => db.clients.findMany(undefined, { orderBy: { id: 'asc' } })).map(toClient),
        ),
      ),
    ),

    http.post(
      url('/api/admin/clients'),
      created(clientFrom, (fields) => insert(db.clients, (id) => ({ ...fields, id })), toClient),
    ),

    http.put(
      url('/api/admin/clients/:id'),
      replaced(
        CLIENT,
        clientFrom,
        async (existing, fields) => {
          const next: ClientRecord = { ...fields, id: existing.id };
          return (await db.clients.update((q) => q.where({ id: existing.id }), replaceWith(next))) ?? next;
        },
        toClient,
      ),
    ),

    http.delete(
      url('/api/admin/clients/:id'),
      removed(CLIENT, clientKept, (client) => db.clients.delete((q) => q.where({ id: client.id }))),
    ),
  ];
}

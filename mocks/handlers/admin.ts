import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { isEmail, isNzGstNumber, isPhoneNumber } from '../../src/lib/validation';
import { authenticate } from '../auth';
import { db, insert, replaceWith, type BusinessRecord, type ClientRecord } from '../db';
import { notFound, problem } from '../problem';
import { businessCode } from '../seed';
import { compactText, isRefusal, oneAtATime, optionalText, parseId, readBody, sameText } from './http-utils';
import type { Business, Client, LoginUser, UrlFor } from './types';

const ADMIN = ['ADMIN'];

const emptyOr = (check: (value: string) => boolean) => (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' || check(value);

const businessSchema = z.object({
  businessName: optionalText(200),
  businessType: optionalText(100),
  businessEmailAddress: optionalText(254).refine(emptyOr(isEmail), 'Enter an email address like name@example.com.'),
  businessPhoneNumber: optionalText(40).refine(emptyOr(isPhoneNumber), 'Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.'),
  businessAddressLine1: optionalText(200),
  businessAddressLine2: optionalText(200),
  businessAddressLine3: optionalText(200),
  businessAddressLine4: optionalText(200),
  businessAddressLine5: optionalText(200),
  businessContactPerson: optionalText(200),
  businessBankAccountNumber: optionalText(40),
  businessBankProvider: optionalText(100),
  businessLicenseNumber: optionalText(100),
  businessGst: optionalText(20).refine(emptyOr(isNzGstNumber), 'Enter a GST number of 8 or 9 digits, e.g. 123-456-789.'),
  businessInvoiceTag: optionalText(20),
  businessInvoiceSequenceNumber: z
    .number({ message: 'The invoice sequence number must be a whole number of at least 1.' })
    .int('The invoice sequence number must be a whole number of at least 1.')
    .min(1, 'The invoice sequence number must be a whole number of at least 1.')
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .nullable(),
  businessNotes: optionalText(2000),
  businessPermittedLogins: z.array(z.string()).optional().nullable(),
});

const clientSchema = z.object({
  linkedBusinessId: z
    .number({ message: 'Choose the business this client belongs to.' })
    .int()
    .min(1, 'Choose the business this client belongs to.'),
  clientName: optionalText(200),
  clientBusinessName: optionalText(200),
  clientType: optionalText(100),
  clientAddressLine1: optionalText(200),
  clientAddressLine2: optionalText(200),
  clientAddressLine3: optionalText(200),
  clientAddressLine4: optionalText(200),
  clientAddressLine5: optionalText(200),
  clientPhoneNumber: optionalText(40).refine(emptyOr(isPhoneNumber), 'Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.'),
  clientEmailAddress: optionalText(254).refine(emptyOr(isEmail), 'Enter an email address like name@example.com.'),
  clientLicenseNumber: optionalText(100),
  clientGst: optionalText(20).refine(emptyOr(isNzGstNumber), 'Enter a GST number of 8 or 9 digits, e.g. 123-456-789.'),
  clientNotes: optionalText(2000),
});

type BusinessBody = z.infer<typeof businessSchema>;
type ClientBody = z.infer<typeof clientSchema>;

export function toBusiness(record: BusinessRecord): Business {
  return { ...record, businessPermittedLogins: [...record.businessPermittedLogins] };
}

export function toClient(record: ClientRecord): Client {
  return { ...record };
}

function businessFields(body: BusinessBody) {
  const { businessPermittedLogins, businessInvoiceSequenceNumber, ...text } = body;
  const fields = compactText(text) as Omit<BusinessRecord, 'id' | 'businessId' | 'businessPermittedLogins'>;
  return {
    ...fields,
    ...(businessInvoiceSequenceNumber != null ? { businessInvoiceSequenceNumber } : {}),
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

function clientFields(body: ClientBody) {
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

export function adminHandlers(url: UrlFor) {
  return [
    http.get(url('/api/admin/users'), async ({ request }) => {
      const auth = await authenticate(request, ADMIN);
      if (isRefusal(auth)) return auth.refusal;
      const users = db.users.findMany(undefined, { orderBy: { username: 'asc' } });
      return HttpResponse.json<LoginUser[]>(users.map(({ id, username }) => ({ id, username })));
    }),

    http.get(url('/api/admin/businesses'), async ({ request }) => {
      const auth = await authenticate(request, ADMIN);
      if (isRefusal(auth)) return auth.refusal;
      return HttpResponse.json<Business[]>(db.businesses.findMany(undefined, { orderBy: { id: 'asc' } }).map(toBusiness));
    }),

    http.post(
      url('/api/admin/businesses'),
      oneAtATime(async ({ request }) => {
        const auth = await authenticate(request, ADMIN);
        if (isRefusal(auth)) return auth.refusal;
        const parsed = await readBody(request, businessSchema);
        if (isRefusal(parsed)) return parsed.refusal;
        const fields = businessFields(parsed.body);
        const refusal = checkBusiness(fields);
        if (refusal) return refusal;
        const business = await insert(db.businesses, (id) => ({ ...fields, id, businessId: businessCode(id) }));
        return HttpResponse.json<Business>(toBusiness(business), { status: 201 });
      }),
    ),

    http.put(
      url('/api/admin/businesses/:id'),
      oneAtATime(async ({ request, params }) => {
        const auth = await authenticate(request, ADMIN);
        if (isRefusal(auth)) return auth.refusal;
        const id = parseId(params.id);
        const existing = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
        if (!existing) return notFound('Business');
        const parsed = await readBody(request, businessSchema);
        if (isRefusal(parsed)) return parsed.refusal;
        const fields = businessFields(parsed.body);
        const refusal = checkBusiness(fields, existing.id);
        if (refusal) return refusal;
        // A PUT replaces the record: fields left out are cleared.
        const replacement: BusinessRecord = { ...fields, id: existing.id, businessId: existing.businessId };
        const business = (await db.businesses.update((q) => q.where({ id: existing.id }), replaceWith(replacement))) ?? replacement;
        return HttpResponse.json<Business>(toBusiness(business));
      }),
    ),

    http.delete(
      url('/api/admin/businesses/:id'),
      oneAtATime(async ({ request, params }) => {
        const auth = await authenticate(request, ADMIN);
        if (isRefusal(auth)) return auth.refusal;
        const id = parseId(params.id);
        const existing = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
        if (!existing) return notFound('Business');
        const clients = db.clients.findMany((q) => q.where({ linkedBusinessId: existing.id })).length;
        if (clients > 0) {
          const name = existing.businessName ?? existing.businessId;
          return problem(
            409,
            `${name} still has ${clients} client${clients === 1 ? '' : 's'}. Delete or move them before deleting the business.`,
          );
        }
        const invoices = db.invoices.findMany((q) => q.where({ businessId: existing.id })).length;
        if (invoices > 0) return keptForTaxRecords(existing.businessName ?? existing.businessId, invoices, 'business');
        db.businesses.delete((q) => q.where({ id: existing.id }));
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.get(url('/api/admin/clients'), async ({ request }) => {
      const auth = await authenticate(request, ADMIN);
      if (isRefusal(auth)) return auth.refusal;
      return HttpResponse.json<Client[]>(db.clients.findMany(undefined, { orderBy: { id: 'asc' } }).map(toClient));
    }),

    http.post(
      url('/api/admin/clients'),
      oneAtATime(async ({ request }) => {
        const auth = await authenticate(request, ADMIN);
        if (isRefusal(auth)) return auth.refusal;
        const parsed = await readBody(request, clientSchema);
        if (isRefusal(parsed)) return parsed.refusal;
        const fields = clientFields(parsed.body);
        const business = linkedBusiness(fields.linkedBusinessId);
        if (!business) return noSuchBusiness(fields.linkedBusinessId);
        const client = await insert(db.clients, (id) => ({ ...fields, id, businessId: business.businessId }));
        return HttpResponse.json<Client>(toClient(client), { status: 201 });
      }),
    ),

    http.put(
      url('/api/admin/clients/:id'),
      oneAtATime(async ({ request, params }) => {
        const auth = await authenticate(request, ADMIN);
        if (isRefusal(auth)) return auth.refusal;
        const id = parseId(params.id);
        const existing = id === null ? undefined : db.clients.findFirst((q) => q.where({ id }));
        if (!existing) return notFound('Client');
        const parsed = await readBody(request, clientSchema);
        if (isRefusal(parsed)) return parsed.refusal;
        const fields = clientFields(parsed.body);
        const business = linkedBusiness(fields.linkedBusinessId);
        if (!business) return noSuchBusiness(fields.linkedBusinessId);
        const replacement: ClientRecord = { ...fields, id: existing.id, businessId: business.businessId };
        const client = (await db.clients.update((q) => q.where({ id: existing.id }), replaceWith(replacement))) ?? replacement;
        return HttpResponse.json<Client>(toClient(client));
      }),
    ),

    http.delete(
      url('/api/admin/clients/:id'),
      oneAtATime(async ({ request, params }) => {
        const auth = await authenticate(request, ADMIN);
        if (isRefusal(auth)) return auth.refusal;
        const id = parseId(params.id);
        const existing = id === null ? undefined : db.clients.findFirst((q) => q.where({ id }));
        if (!existing) return notFound('Client');
        const invoices = db.invoices.findMany((q) => q.where({ clientId: existing.id })).length;
        if (invoices > 0) {
          return keptForTaxRecords(existing.clientName ?? existing.clientBusinessName ?? `Client ${existing.id}`, invoices, 'client');
        }
        db.clients.delete((q) => q.where({ id: existing.id }));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}

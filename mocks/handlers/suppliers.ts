// Suppliers of a business (openapi.yaml tag `purchases`): listed, added and changed by whoever may
// invoice for the business, as its clients are.
import { http, HttpResponse } from 'msw';
import { supplierRequest } from '../../src/lib/requests/suppliers';
import { mayInvoiceFor } from '../domain/invoicing';
import { suppliersOf } from '../domain/purchases';
import { db, insert, replaceWith, type BusinessRecord, type SupplierRecord } from '../runtime/db';
import { notFound, problem } from '../runtime/problem';
import { compactText, isRefusal, oneAtATime, parseId, readBody, sameText, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness, signedIn } from './invoice-common';
import type { Supplier, UrlFor } from './types';
import type { Principal } from '../runtime/auth';

type SupplierFields = Omit<SupplierRecord, 'id' | 'businessId'>;

function toSupplier(record: SupplierRecord): Supplier {
  return { ...record };
}

/** The business the path names, if the caller may invoice for it. */
function permittedBusiness(principal: Principal, rawId: Params[string] | undefined): { business: BusinessRecord } | Refusal {
  const id = parseId(rawId);
  const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
  if (!business) return { refusal: notFound('Business') };
  return mayInvoiceFor(principal.user, business) ? { business } : { refusal: forbiddenBusiness(business) };
}

/** The supplier the path names, if the caller may invoice for its business. */
function permittedSupplier(principal: Principal, rawId: Params[string] | undefined): { supplier: SupplierRecord } | Refusal {
  const id = parseId(rawId);
  const supplier = id === null ? undefined : db.suppliers.findFirst((q) => q.where({ id }));
  if (!supplier) return { refusal: notFound('Supplier') };
  const business = db.businesses.findFirst((q) => q.where({ id: supplier.businessId }));
  if (!business) return { refusal: notFound('Supplier') };
  return mayInvoiceFor(principal.user, business) ? { supplier } : { refusal: forbiddenBusiness(business) };
}

/** The checked supplier a POST or PUT sends, or why it is refused. */
async function supplierFrom(request: Request, businessId: number, exceptId?: number) {
  const parsed = await readBody(request, supplierRequest);
  if (isRefusal(parsed)) return parsed;
  // Blank optional text is stored as absent, as the contract says.
  const fields = compactText(parsed.body) as SupplierFields;
  const sameName = suppliersOf(businessId).find((s) => s.id !== exceptId && sameText(s.name, fields.name));
  return sameName ? { refusal: problem(409, `This business already has a supplier called '${sameName.name}'.`) } : { fields };
}

export function supplierHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/businesses/:id/suppliers'),
      signedIn(({ principal, params }) => {
        const found = permittedBusiness(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        return HttpResponse.json<Supplier[]>(suppliersOf(found.business.id).map(toSupplier));
      }),
    ),

    http.post(
      url('/api/businesses/:id/suppliers'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = permittedBusiness(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const sent = await supplierFrom(request, found.business.id);
          if (isRefusal(sent)) return sent.refusal;
          const created = await insert(db.suppliers, (id) => ({ ...sent.fields, id, businessId: found.business.id }));
          return HttpResponse.json<Supplier>(toSupplier(created), { status: 201 });
        }),
      ),
    ),

    http.get(
      url('/api/suppliers/:id'),
      signedIn(({ principal, params }) => {
        const found = permittedSupplier(principal, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json<Supplier>(toSupplier(found.supplier));
      }),
    ),

    http.put(
      url('/api/suppliers/:id'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = permittedSupplier(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const existing = found.supplier;
          const sent = await supplierFrom(request, existing.businessId, existing.id);
          if (isRefusal(sent)) return sent.refusal;
          const next: SupplierRecord = { ...sent.fields, id: existing.id, businessId: existing.businessId };
          const updated = (await db.suppliers.update((q) => q.where({ id: existing.id }), replaceWith(next))) ?? next;
          return HttpResponse.json<Supplier>(toSupplier(updated));
        }),
      ),
    ),
  ];
}

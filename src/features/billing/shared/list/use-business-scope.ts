// A list's business and client filters, kept to what the user may see: a business the user may not
// invoice for is dropped (asking for it would be a 403), nothing is filtered by business until the
// businesses are known, and clients are listed for the chosen business or the only one.
import { useInvoicingBusinesses, useInvoicingClients } from '@/api/invoices';

/** The query to list with while the user's businesses are not known yet: no business or client in it. */
export const beforeBusinessesKnown = <Q extends { businessId?: number | undefined; clientId?: number | undefined }>(query: Q): Q => ({
  ...query,
  businessId: undefined,
  clientId: undefined,
});

export function useBusinessScope<Q extends { businessId?: number | undefined; clientId?: number | undefined }>(query: Q) {
  const businesses = useInvoicingBusinesses();
  const businessList = businesses.data ?? [];
  const knownBusiness = query.businessId !== undefined && businessList.some((b) => b.id === query.businessId);
  /** The query without a business the user may not see. */
  const effective: Q = query.businessId !== undefined && !knownBusiness ? { ...query, businessId: undefined, clientId: undefined } : query;
  /** The query to list with now. */
  const listed: Q = businesses.isPending ? beforeBusinessesKnown(effective) : effective;
  const clientBusinessId = knownBusiness ? query.businessId : businessList.length === 1 ? businessList[0]?.id : undefined;
  const clients = useInvoicingClients(clientBusinessId ?? null);
  return { businessList, knownBusiness, effective, listed, clientBusinessId, clients };
}

export type BusinessScope = ReturnType<typeof useBusinessScope>;

// The bill editor's "Add a supplier" and the suppliers page's way back to the bill being typed.
// Kept here, not in src/config/paths.ts, so that only the purchases pages carry it.
import { paths } from '@/config/paths';

/** /suppliers?business=1&back=/bills/new: a business's suppliers, with a way back to the bill editor that sent the user there. */
export function suppliersPath(businessId: number | null, back: string): string {
  const query = new URLSearchParams(businessId ? { business: String(businessId), back } : { back });
  return `${paths.suppliers}?${query.toString()}`;
}

/** Where `suppliersPath`'s `back` may lead: a page of the bills (never another site); null otherwise. */
export const billsBackPath = (back: string | null) => (back?.startsWith('/bills/') ? back : null);

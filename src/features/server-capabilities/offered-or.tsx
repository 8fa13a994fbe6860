// A screen every service has (Create Invoice, Invoice History) in two forms: its own when the service
// offers what it needs, the one made for a smaller service otherwise
// (docs/product.md#invoices-kept-in-this-browser).
import type { ReactNode } from 'react';
import type { Offering } from '@/lib/capabilities';
import { useOffered } from './capabilities-context';

export function OfferedOr({ offering, children, otherwise }: { offering: Offering; children: ReactNode; otherwise: ReactNode }) {
  return useOffered(offering) ? children : otherwise;
}

// The invoice history, or on a service without invoices (the specification's) the invoices kept in
// this browser (decision 343), loaded only there.
import { lazy, Suspense } from 'react';
import { InvoiceHistoryPage } from '@/features/billing/invoices/invoice-history-page';
import { OfferedOr } from '@/features/server-capabilities/offered-or';

const KeptInvoiceHistory = lazy(async () => ({
  default: (await import('@/features/billing/kept-invoices/kept-invoice-history')).KeptInvoiceHistory,
}));

export function Component() {
  return (
    <OfferedOr
      offering="invoices"
      otherwise={
        <Suspense fallback={null}>
          <KeptInvoiceHistory />
        </Suspense>
      }
    >
      <InvoiceHistoryPage />
    </OfferedOr>
  );
}

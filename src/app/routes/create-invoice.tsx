// The invoice editor, or on a service without invoices (the specification's) the free invoice
// generator that keeps invoices in this browser (decision 343), loaded only there.
import { lazy, Suspense } from 'react';
import { CreateInvoicePage } from '@/features/billing/invoices/editor/create-invoice-page';
import { Loading } from '@/features/billing/shared/editor/editor-states';
import { OfferedOr } from '@/features/server-capabilities/offered-or';

const KeptInvoicePage = lazy(async () => ({
  default: (await import('@/features/billing/kept-invoices/kept-invoice-page')).KeptInvoicePage,
}));

export function Component() {
  return (
    <OfferedOr
      offering="invoices"
      otherwise={
        <Suspense fallback={<Loading title="Create Invoice" />}>
          <KeptInvoicePage />
        </Suspense>
      }
    >
      <CreateInvoicePage />
    </OfferedOr>
  );
}

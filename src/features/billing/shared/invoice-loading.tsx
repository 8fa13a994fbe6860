// The page while the route's invoice loads, or why it could not be loaded (with Try again).
import { errorMessage } from '@/api/errors';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import type { useRouteInvoice } from './use-route-invoice';

export function InvoiceLoading({ title, invoice }: { title: string; invoice: ReturnType<typeof useRouteInvoice>['invoice'] }) {
  return (
    <Page title={title} width="narrow">
      {invoice.isError ? (
        <LoadError
          message="The invoice could not be loaded."
          detail={errorMessage(invoice.error, 'Please try again.')}
          onRetry={() => void invoice.refetch()}
        />
      ) : (
        <p role="status">Loading...</p>
      )}
    </Page>
  );
}

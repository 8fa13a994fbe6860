// Waits for the service's capabilities, then gives them to every signed-in screen. Asked on the page
// load beside the first screen's code (route-table.ts), so the wait is usually over before the code is.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { capabilitiesQuery } from '@/api/capabilities';
import { errorMessage } from '@/api/errors';
import { LoadError } from '@/components/load-error/load-error';
import { Page } from '@/components/page/page';
import { CapabilitiesContext } from './capabilities-context';

export function KnownCapabilities({ children }: { children: ReactNode }) {
  const query = useQuery(capabilitiesQuery());
  // Nothing to read yet: no flash of a loading text for what is usually one short answer.
  if (query.isPending) return <div aria-busy="true" />;
  if (query.isError) {
    return (
      <Page title="The server could not be asked what it offers" width="narrow">
        <LoadError
          message="The screens need to know what this server offers, and it did not answer."
          detail={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Page>
    );
  }
  return <CapabilitiesContext value={query.data}>{children}</CapabilitiesContext>;
}

// The schedules list's filters: status, business and client, each in the address like the invoice
// history's (`status`, `businessId`, `clientId`); choosing one starts again from the first page.
import { useInvoicingBusinesses, useInvoicingClients } from '@/api/invoices';
import type { ScheduleStatus } from '@/api/types';
import { SelectField } from '@/components/select/select-field';
import { SCHEDULE_STATUS_LABELS } from './schedule-labels';

const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['ACTIVE', 'PAUSED', 'ENDED'];

export interface ScheduleFilterValues {
  status?: ScheduleStatus;
  businessId?: number;
  clientId?: number;
}

const id = (text: string | null) => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** The filters the address holds; unknown values are left out. */
export function scheduleFiltersFrom(params: URLSearchParams): ScheduleFilterValues {
  const status = SCHEDULE_STATUSES.find((value) => value === params.get('status'));
  const businessId = id(params.get('businessId'));
  const clientId = businessId === undefined ? undefined : id(params.get('clientId'));
  return {
    ...(status ? { status } : {}),
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
  };
}

interface ScheduleFiltersProps {
  filters: ScheduleFilterValues;
  go: (changes: Record<string, string | null>) => void;
}

export function ScheduleFilters({ filters, go }: ScheduleFiltersProps) {
  const businesses = useInvoicingBusinesses();
  const onlyBusiness = businesses.data?.length === 1 ? businesses.data[0]?.id : undefined;
  const clientBusinessId = filters.businessId ?? onlyBusiness;
  const clients = useInvoicingClients(clientBusinessId);
  return (
    <>
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={SCHEDULE_STATUSES.map((value) => ({ value, label: SCHEDULE_STATUS_LABELS[value] }))}
        value={filters.status ?? ''}
        onChange={(event) => go({ status: event.target.value || null, page: null })}
      />
      {(businesses.data?.length ?? 0) > 1 ? (
        <SelectField
          label="Business"
          placeholder="All businesses"
          options={(businesses.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={filters.businessId !== undefined ? String(filters.businessId) : ''}
          onChange={(event) => go({ businessId: event.target.value || null, clientId: null, page: null })}
        />
      ) : null}
      <SelectField
        label="Client"
        placeholder={clientBusinessId !== undefined ? 'All clients' : 'Choose a business first'}
        disabled={clientBusinessId === undefined}
        options={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name ?? c.businessName ?? `Client ${c.id}` }))}
        value={filters.clientId !== undefined ? String(filters.clientId) : ''}
        onChange={(event) =>
          go({
            clientId: event.target.value || null,
            ...(onlyBusiness !== undefined ? { businessId: String(onlyBusiness) } : {}),
            page: null,
          })
        }
      />
    </>
  );
}

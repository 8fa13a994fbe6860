// The invoice history's filters (and the quote list's): a search (written to the address after a
// pause in typing), the business and client, the dates, the list's own (children) and the statuses;
// every choice lives in the address.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { INVOICE_STATUS_FILTERS } from '@/api/invoice-query';
import { Button } from '@/components/button/button';
import { CheckboxGroup } from '@/components/checkbox-group/checkbox-group';
import { TextField } from '@/components/field/text-field';
import { SelectField } from '@/components/select/select-field';
import { STATUS_LABELS } from '../invoice-labels';
import type { BusinessScope } from './use-business-scope';
import './invoice-history.css';

const SEARCH_DELAY_MS = 300;

/** The search box's text, written to the address a pause after typing; follows the address back. */
function useSearchText(q: string | undefined, setParams: SetURLSearchParams) {
  const [search, setSearch] = useState(q ?? '');
  const sent = useRef(q ?? '');
  useEffect(() => {
    if ((q ?? '') !== sent.current) {
      sent.current = q ?? '';
      setSearch(q ?? '');
    }
  }, [q]);
  useEffect(() => {
    if (search.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search.trim();
      // Only the search changes (and paging starts again); the rest of the address stays as it is.
      const next = new URLSearchParams(window.location.search);
      if (sent.current) next.set('q', sent.current);
      else next.delete('q');
      next.delete('page');
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setParams]);
  return [search, setSearch] as const;
}

/** The filters both lists share; `S` is the list's status filter. */
interface FilterQuery<S extends string> {
  q?: string;
  businessId?: number;
  clientId?: number;
  from?: string;
  to?: string;
  status?: S[];
}

/** Whether the list is narrowed by the search, a business, a client, the dates or the statuses. */
export function isFiltered(query: FilterQuery<string>): boolean {
  return (
    (query.status?.length ?? 0) > 0 ||
    query.businessId !== undefined ||
    query.clientId !== undefined ||
    query.from !== undefined ||
    query.to !== undefined ||
    query.q !== undefined
  );
}

const INVOICE_TEXTS = { aria: 'Filter invoices', hint: 'Invoice number or client name', from: 'Issued from', to: 'Issued to' };
const INVOICE_STATUS_OPTIONS = INVOICE_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

interface InvoiceFiltersProps<S extends string> {
  query: FilterQuery<S>;
  apply: (changes: FilterQuery<S>) => void;
  /** The statuses offered (the invoice statuses by default). */
  statusOptions?: ReadonlyArray<{ value: S; label: string }>;
  /** The form's name, the search hint and the date labels (the invoice history's by default). */
  texts?: typeof INVOICE_TEXTS;
  /** The businesses and clients the user may filter by (`useBusinessScope`). */
  scope: Pick<BusinessScope, 'businessList' | 'knownBusiness' | 'clientBusinessId' | 'clients'>;
  /** More filters of the list's own, before the statuses (the history's document type). */
  children?: ReactNode;
}

export function InvoiceFilters<S extends string>({
  query,
  apply,
  scope: { businessList: businesses, knownBusiness, clientBusinessId, clients },
  statusOptions = INVOICE_STATUS_OPTIONS as unknown as ReadonlyArray<{ value: S; label: string }>,
  texts = INVOICE_TEXTS,
  children,
}: InvoiceFiltersProps<S>) {
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useSearchText(query.q, setParams);
  const filtered = isFiltered(query);
  const dateError = query.from && query.to && query.from > query.to ? 'The end date is before the start date.' : null;
  return (
    <form className="invoice-filters ui-card" role="search" aria-label={texts.aria} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search"
        type="search"
        hint={texts.hint}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      {businesses.length > 1 ? (
        <SelectField
          label="Business"
          placeholder="All businesses"
          options={businesses.map((b) => ({ value: String(b.id), label: b.name }))}
          value={knownBusiness ? String(query.businessId) : ''}
          onChange={(event) => apply({ businessId: event.target.value ? Number(event.target.value) : undefined, clientId: undefined })}
        />
      ) : null}
      <SelectField
        label="Client"
        placeholder={clientBusinessId !== undefined ? 'All clients' : 'Choose a business first'}
        disabled={clientBusinessId === undefined}
        options={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name ?? `Client ${c.id}` }))}
        value={query.clientId !== undefined ? String(query.clientId) : ''}
        onChange={(event) => apply({ clientId: event.target.value ? Number(event.target.value) : undefined })}
      />
      <TextField
        label={texts.from}
        type="date"
        value={query.from ?? ''}
        onChange={(event) => apply({ from: event.target.value || undefined })}
      />
      <TextField
        label={texts.to}
        type="date"
        value={query.to ?? ''}
        error={dateError}
        onChange={(event) => apply({ to: event.target.value || undefined })}
      />
      {children}
      {statusOptions.length > 0 ? (
        <CheckboxGroup
          legend="Status"
          inline
          options={statusOptions}
          value={query.status ?? []}
          onChange={(status) => apply({ status: status as S[] })}
        />
      ) : null}
      {filtered ? (
        <div className="invoice-filters__clear">
          <Button variant="ghost" size="small" onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}

// The rules a paged document list's query follows (the invoice history, the quotes list): filters,
// sort and page as the API reads them and as the screen keeps them in its address, so a view can be
// bookmarked. Pure functions; each list gives its statuses and sort properties.
import { INVOICE_PAGE_SIZE } from '@/config/invoicing';
import { isIsoDate } from '@/lib/calendar-date';
import { searchParamsFrom } from './api-path';

export type SortDirection = 'asc' | 'desc';

export interface ListQuery<Status extends string, Sort extends string> {
  /** 0-based, as the API counts. */
  page?: number;
  size?: number;
  sort?: Sort;
  /** Any of these. Empty: every status. */
  status?: Status[];
  businessId?: number;
  clientId?: number;
  /** Issue date on or after (YYYY-MM-DD). */
  from?: string;
  /** Issue date on or before (YYYY-MM-DD). */
  to?: string;
  /** Text in the number or the client's name. */
  q?: string;
}

const positiveId = (value: number | undefined) => (value !== undefined && Number.isSafeInteger(value) && value >= 1 ? value : undefined);

export function listQueryRules<Status extends string, Property extends string>(list: {
  statuses: readonly Status[];
  sortProperties: readonly Property[];
  defaultSort: `${Property},${SortDirection}`;
}) {
  type Sort = `${Property},${SortDirection}`;
  type Query = ListQuery<Status, Sort>;

  const isSort = (value: string): value is Sort => {
    const [property, direction, ...rest] = value.split(',');
    return (
      (list.sortProperties as readonly string[]).includes(property ?? '') &&
      (direction === 'asc' || direction === 'desc') &&
      rest.length === 0
    );
  };

  /** The query without defaults or empty values, statuses in a fixed order: equal views give equal keys. */
  const normalise = (query: Query): Query => {
    const status = list.statuses.filter((s) => query.status?.includes(s));
    const q = query.q?.trim();
    const businessId = positiveId(query.businessId);
    const clientId = positiveId(query.clientId);
    return {
      ...(query.page !== undefined && query.page > 0 ? { page: Math.floor(query.page) } : {}),
      ...(query.size !== undefined && query.size !== INVOICE_PAGE_SIZE ? { size: query.size } : {}),
      ...(query.sort !== undefined && query.sort !== list.defaultSort ? { sort: query.sort } : {}),
      ...(status.length > 0 ? { status } : {}),
      ...(businessId !== undefined ? { businessId } : {}),
      ...(clientId !== undefined ? { clientId } : {}),
      ...(query.from && isIsoDate(query.from) ? { from: query.from } : {}),
      ...(query.to && isIsoDate(query.to) ? { to: query.to } : {}),
      ...(q ? { q } : {}),
    };
  };

  return {
    normalise,

    /** Changes filters and goes back to the first page (unless the change is the page itself). */
    withFilters: (query: Query, changes: Partial<Query>): Query => normalise({ ...query, page: 0, ...changes }),

    /** Query string for the API (page 0-based), as ./request.ts sends it. */
    toApiParams: (query: Query): URLSearchParams => searchParamsFrom(normalise(query)),

    /** Query string for the screen's address: defaults left out, pages counted from 1. */
    toUrl: (query: Query): URLSearchParams => {
      const normal = normalise(query);
      return searchParamsFrom({ ...normal, ...(normal.page !== undefined ? { page: normal.page + 1 } : {}) });
    },

    /** Reads the screen's address; anything malformed (a hand-edited link) is ignored. */
    fromUrl: (params: URLSearchParams): Query => {
      const whole = (name: string) => {
        const raw = params.get(name);
        return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
      };
      const page = whole('page');
      const size = whole('size');
      const sort = params.get('sort') ?? '';
      const status = params
        .getAll('status')
        .flatMap((value) => value.split(','))
        .filter((value): value is Status => (list.statuses as readonly string[]).includes(value));
      return normalise({
        ...(page !== undefined && page >= 1 ? { page: page - 1 } : {}),
        ...(size !== undefined && size >= 1 && size <= 100 ? { size } : {}),
        ...(isSort(sort) ? { sort } : {}),
        status,
        ...(whole('businessId') !== undefined ? { businessId: whole('businessId') } : {}),
        ...(whole('clientId') !== undefined ? { clientId: whole('clientId') } : {}),
        from: params.get('from') ?? undefined,
        to: params.get('to') ?? undefined,
        q: params.get('q')?.slice(0, 100) ?? undefined,
      });
    },

    /** Splits a sort into its property and direction. */
    parseSort: (sort: Sort = list.defaultSort): { property: Property; direction: SortDirection } => {
      const [property, direction] = sort.split(',') as [Property, SortDirection];
      return { property, direction };
    },
  };
}

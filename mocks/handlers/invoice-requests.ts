// What the invoice endpoints read from a request besides the editor's bodies (src/lib/requests/
// documents.ts, shared with the editor): a version, a void's reason, and the list's query parameters.
import { INVOICE_STATUS_FILTER_VALUES } from '../../src/config/api-values';
import { z } from 'zod';
import { INVOICE_LIMITS, INVOICE_MAX_PAGE_SIZE, INVOICE_PAGE_SIZE, MAX_PAGE_NUMBER } from '../../src/config/invoicing';
import { SORT_PROPERTIES, type InvoiceQuery, type SortProperty, type StatusFilter } from '../domain/invoice-queries';
import { problem } from '../runtime/problem';
import { isRefusal, type Refusal } from './http-utils';
import { optionalDateParameter } from './request-dates';

export const fieldProblem = (field: string, message: string, type?: string) => problem(400, message, [{ field, message }], type);

const version = z.number({ message: 'Send the version you last saw.' }).int().min(0);

export const versionSchema = z.object({ version });
export const voidSchema = z.object({
  version,
  reason: z
    .string({ message: 'Give the reason for voiding.' })
    .trim()
    .min(1, 'Give the reason for voiding.')
    .max(INVOICE_LIMITS.voidReasonLength, `Must be at most ${INVOICE_LIMITS.voidReasonLength} characters.`),
});
export type { InvoiceRequestBody as InvoiceBody } from '../../src/lib/requests/documents';

/** `?version=` of a DELETE, as the body's `version` of the other changes. */
export function versionParameter(request: Request): Promise<{ body: { version: number } } | Refusal> {
  const raw = new URL(request.url).searchParams.get('version') ?? '';
  return Promise.resolve(
    /^\d{1,15}$/.test(raw) ? { body: { version: Number(raw) } } : { refusal: fieldProblem('version', 'Send the version you last saw.') },
  );
}

/** `?businessId=`, absent or a positive id; null when malformed. */
export function businessIdParameter(params: URLSearchParams): number | undefined | null {
  return wholeParameter(params, 'businessId', 1);
}

export function wholeParameter(params: URLSearchParams, name: string, min: number): number | undefined | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min ? value : null;
}

/** `?page=` of a list: 0 when absent, 0 to MAX_PAGE_NUMBER, or a refusal naming `page`. */
export function pageParameter(params: URLSearchParams): number | Refusal {
  const page = wholeParameter(params, 'page', 0);
  if (page === null || (page !== undefined && page > MAX_PAGE_NUMBER)) {
    return {
      refusal: fieldProblem('page', `The page number must be a whole number from 0 to ${MAX_PAGE_NUMBER.toLocaleString('en-NZ')}.`),
    };
  }
  return page ?? 0;
}

const STATUS_FILTERS: readonly StatusFilter[] = INVOICE_STATUS_FILTER_VALUES;

/** The list's filters, sort and page from the query string; a refusal names the bad parameter. */
export function readQuery(params: URLSearchParams): InvoiceQuery | Refusal {
  const page = pageParameter(params);
  if (isRefusal(page)) return page;
  const size = wholeParameter(params, 'size', 1);
  if (size === null) return { refusal: fieldProblem('size', 'The page size must be a whole number from 1.') };
  const sortText = params.get('sort') ?? 'issueDate,desc';
  const [property, direction = 'asc', ...rest] = sortText.split(',');
  if (!(SORT_PROPERTIES as readonly string[]).includes(property ?? '') || !['asc', 'desc'].includes(direction) || rest.length > 0) {
    return { refusal: fieldProblem('sort', `Sort by one of ${SORT_PROPERTIES.join(', ')}, then asc or desc, e.g. issueDate,desc.`) };
  }
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  const unknown = statuses.find((status) => !(STATUS_FILTERS as readonly string[]).includes(status));
  if (unknown !== undefined) return { refusal: fieldProblem('status', `Unknown status '${unknown}'. Use ${STATUS_FILTERS.join(', ')}.`) };
  const businessId = businessIdParameter(params);
  if (businessId === null) return { refusal: fieldProblem('businessId', 'The business id must be a whole number from 1.') };
  const clientId = wholeParameter(params, 'clientId', 1);
  if (clientId === null) return { refusal: fieldProblem('clientId', 'The client id must be a whole number from 1.') };
  const from = optionalDateParameter(params, 'from');
  if (isRefusal(from)) return from;
  const to = optionalDateParameter(params, 'to');
  if (isRefusal(to)) return to;
  const q = params.get('q') ?? undefined;
  if (q !== undefined && q.length > 100) return { refusal: fieldProblem('q', 'Search for at most 100 characters.') };
  return {
    page,
    size: Math.min(size ?? INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE),
    sort: { property: property as SortProperty, direction: direction as 'asc' | 'desc' },
    statuses: statuses as StatusFilter[],
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(q ? { q } : {}),
  };
}

// What the schedule endpoints read from a query string (the bodies are the editor's,
// src/lib/requests/documents.ts).
import { SCHEDULE_STATUS_VALUES } from '../../src/config/api-values';
import { INVOICE_MAX_PAGE_SIZE, INVOICE_PAGE_SIZE } from '../../src/config/invoicing';
import { isRefusal, type Refusal } from './http-utils';
import { businessIdParameter, fieldProblem, pageParameter } from './invoice-requests';

export interface ScheduleQuery {
  page: number;
  size: number;
  statuses: Array<(typeof SCHEDULE_STATUS_VALUES)[number]>;
  businessId?: number;
  clientId?: number;
}

function whole(params: URLSearchParams, name: string, min: number): number | undefined | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw) >= min ? Number(raw) : null;
}

/** The list's filters and page; a refusal names the bad parameter. */
export function readScheduleQuery(params: URLSearchParams): ScheduleQuery | Refusal {
  const page = pageParameter(params);
  if (isRefusal(page)) return page;
  const size = whole(params, 'size', 1);
  if (size === null) return { refusal: fieldProblem('size', 'The page size must be a whole number from 1.') };
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter(Boolean);
  const unknown = statuses.find((status) => !(SCHEDULE_STATUS_VALUES as readonly string[]).includes(status));
  if (unknown !== undefined)
    return { refusal: fieldProblem('status', `Unknown status '${unknown}'. Use ${SCHEDULE_STATUS_VALUES.join(', ')}.`) };
  const businessId = businessIdParameter(params);
  if (businessId === null) return { refusal: fieldProblem('businessId', 'The business id must be a whole number from 1.') };
  const clientId = whole(params, 'clientId', 1);
  if (clientId === null) return { refusal: fieldProblem('clientId', 'The client id must be a whole number from 1.') };
  return {
    page,
    size: Math.min(size ?? INVOICE_PAGE_SIZE, INVOICE_MAX_PAGE_SIZE),
    statuses: statuses as ScheduleQuery['statuses'],
    ...(businessId !== undefined ? { businessId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
  };
}

/** `?days=` of the upcoming list, 1 to 366 (30 when absent); null when malformed. */
export function readDays(params: URLSearchParams): number | null {
  const days = whole(params, 'days', 1);
  if (days === null || (days !== undefined && days > 366)) return null;
  return days ?? 30;
}

// What the books' read-only endpoints (reports, ledger) take: a business the caller may invoice
// for, and dates written YYYY-MM-DD within the range the service takes.
import { isIsoDate } from '../../src/lib/calendar-date';
import { mayInvoiceFor } from '../domain/invoicing';
import type { Principal } from '../runtime/auth';
import { db, type BusinessRecord } from '../runtime/db';
import { notFound } from '../runtime/problem';
import { parseId, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness } from './invoice-common';
import { fieldProblem } from './invoice-requests';
import { DATE_RANGE_WORDS, inDateRange } from './request-dates';

export function findBusiness(principal: Principal, raw: Params[string] | undefined): BusinessRecord | Refusal {
  const id = parseId(raw);
  const business = id === null ? undefined : db.businesses.findFirst((q) => q.where({ id }));
  if (!business) return { refusal: notFound('Business') };
  if (!mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return business;
}

/** A date query parameter; `fallback` when it is absent, else refused as missing. */
export function dateParameter(request: Request, name: string, label: string, fallback?: string): { date: string } | Refusal {
  const value = new URL(request.url).searchParams.get(name);
  if ((value === null || value === '') && fallback !== undefined) return { date: fallback };
  if (value === null || value === '') return { refusal: fieldProblem(name, `Enter the ${label} date.`) };
  if (!isIsoDate(value)) return { refusal: fieldProblem(name, `The ${label} date must be a real date written YYYY-MM-DD.`) };
  if (!inDateRange(value)) return { refusal: fieldProblem(name, `The ${label} date must be ${DATE_RANGE_WORDS}.`) };
  return { date: value };
}

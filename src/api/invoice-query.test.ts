import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invoiceQueryFromUrl,
  invoiceQueryToApiParams,
  invoiceQueryToUrl,
  normaliseInvoiceQuery,
  parseInvoiceSort,
  withInvoiceFilters,
  type InvoiceListQuery,
} from './invoice-query';

describe('the invoice list query', () => {
  it('leaves defaults and empty values out, and orders statuses', () => {
    expect(normaliseInvoiceQuery({ page: 0, size: 20, sort: 'issueDate,desc', status: [], q: '  ' })).toEqual({});
    expect(normaliseInvoiceQuery({ status: ['OVERDUE', 'DRAFT'], q: ' reno ', businessId: 0, from: '2026-02-30' })).toEqual({
      status: ['DRAFT', 'OVERDUE'],
      q: 'reno',
    });
  });

  it('writes API parameters with 0-based pages and repeated statuses', () => {
    const params = invoiceQueryToApiParams({
      page: 2,
      sort: 'total,asc',
      status: ['PAID', 'OVERDUE'],
      businessId: 1,
      from: '2026-01-01',
      q: 'x',
    });
    expect(params.toString()).toBe('page=2&sort=total%2Casc&status=PAID&status=OVERDUE&businessId=1&from=2026-01-01&q=x');
  });

  it('keeps the view in the address with pages counted from 1, and reads it back', () => {
    const query: InvoiceListQuery = { page: 2, status: ['ISSUED'], clientId: 3, to: '2026-11-22', sort: 'dueDate,asc' };
    const url = invoiceQueryToUrl(query);
    expect(url.toString()).toBe('page=3&sort=dueDate%2Casc&status=ISSUED&clientId=3&to=2026-11-22');
    expect(invoiceQueryFromUrl(url)).toEqual(query);
  });

  it('ignores whatever a hand-edited address gets wrong', () => {
    expect(invoiceQueryFromUrl(new URLSearchParams('page=0&size=9999&sort=amount,up&status=LATE&businessId=x&from=yesterday'))).toEqual({});
    expect(invoiceQueryFromUrl(new URLSearchParams('status=PAID,OVERDUE&page=1'))).toEqual({ status: ['PAID', 'OVERDUE'] });
  });

  it('round-trips any valid view through the address', () => {
    const queryArb = fc.record(
      {
        page: fc.integer({ min: 0, max: 500 }),
        sort: fc.constantFrom('issueDate,desc', 'total,asc', 'clientName,desc', 'number,asc'),
        status: fc.subarray(['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'VOID', 'OVERDUE'] as const),
        businessId: fc.integer({ min: 1, max: 10_000 }),
        q: fc.string({ maxLength: 20 }),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<InvoiceListQuery>;
    fc.assert(
      fc.property(queryArb, (query) => {
        expect(invoiceQueryFromUrl(invoiceQueryToUrl(query))).toEqual(normaliseInvoiceQuery(query));
      }),
    );
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withInvoiceFilters({ page: 4, q: 'a' }, { status: ['PAID'] })).toEqual({ q: 'a', status: ['PAID'] });
    expect(withInvoiceFilters({ page: 4, q: 'a' }, { page: 5 })).toEqual({ q: 'a', page: 5 });
  });

  it('splits a sort', () => {
    expect(parseInvoiceSort()).toEqual({ property: 'issueDate', direction: 'desc' });
    expect(parseInvoiceSort('total,asc')).toEqual({ property: 'total', direction: 'asc' });
  });
});

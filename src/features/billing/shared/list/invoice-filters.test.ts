import { describe, expect, it } from 'vitest';
import { isFiltered } from './invoice-filters';

describe('isFiltered', () => {
  it('is false for a list with no search, business, client, dates or statuses', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ status: [] })).toBe(false);
  });

  it.each([{ q: 'INV-1' }, { businessId: 3 }, { clientId: 7 }, { from: '2026-01-01' }, { to: '2026-01-31' }, { status: ['PAID'] }])(
    'is true when the list is narrowed by %o',
    (query) => {
      expect(isFiltered(query)).toBe(true);
    },
  );
});

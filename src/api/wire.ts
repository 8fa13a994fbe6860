// What a Spring service may send that the contract words differently, read the one way the screens
// expect (docs/backend.md): a `null` member is the same as an absent one, and a page serialised
// the old way (PageImpl's own members at the top level) is read as the contract's page.
import type { InvoiceListItem, InvoicePage } from './types';

/**
 * JSON.parse, dropping object members whose value is `null` (Jackson without `non_null`), so
 * `number: null` on a draft reads as no number. Nulls inside arrays are kept: they are data.
 */
export function parseWireJson(text: string): unknown {
  return JSON.parse(text, function (this: unknown, _key: string, value: unknown) {
    return value === null && !Array.isArray(this) ? undefined : value;
  });
}

interface LegacyPage {
  content?: InvoiceListItem[];
  size?: number;
  number?: number;
  totalElements?: number;
  totalPages?: number;
}

/** The contract's page (`content` + `page`), also from a service still on PageImpl's serialisation. */
export function pageFromWire<P extends { content: unknown[]; page: InvoicePage['page'] } = InvoicePage>(raw: P): P {
  const wire = raw as unknown as Partial<P> & LegacyPage;
  if (wire.page) return raw;
  return {
    content: wire.content ?? [],
    page: { size: wire.size ?? 0, number: wire.number ?? 0, totalElements: wire.totalElements ?? 0, totalPages: wire.totalPages ?? 0 },
  } as P;
}

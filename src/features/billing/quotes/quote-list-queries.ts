// What the quotes list asks for first at its address (src/app/screen-data.ts): the businesses and
// the page of quotes it shows before the businesses are known.
import { quoteQueryFromUrl } from '@/api/quote-query';
import { invoicingBusinessesQuery } from '@/api/invoices';
import { quoteListQuery } from '@/api/quotes';
import { beforeBusinessesKnown } from '@/features/billing/shared/list/use-business-scope';

export const screenQueries = (search: URLSearchParams) => [
  invoicingBusinessesQuery(),
  quoteListQuery(beforeBusinessesKnown(quoteQueryFromUrl(search))),
];

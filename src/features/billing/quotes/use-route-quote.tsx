// The quote an address names (/quotes/:id and /quotes/:id/edit); an id that is not a number, or one
// the server does not know, is "not found".
import { useParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { useQuote } from '@/api/quotes';
import { NotFound } from '@/components/not-found/not-found';
import { paths } from '@/config/paths';
import { parseInvoiceId } from '@/features/billing/shared/use-route-invoice';

export function useRouteQuote() {
  const { id } = useParams();
  const quoteId = parseInvoiceId(id);
  const quote = useQuote(quoteId);
  return { quote, notFound: quoteId === null || httpStatusOf(quote.error) === 404 };
}

export function QuoteNotFound() {
  return (
    <NotFound
      title="Quote not found"
      message="There is no quote at this address. It may have been a draft that was deleted."
      link={{ to: paths.quotes, label: 'Go to the quotes' }}
    />
  );
}

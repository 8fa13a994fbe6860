// A link to a quote, named by its number and revision (or "Draft", with the client for screen readers).
import { Link } from 'react-router-dom';
import { quotePath } from '@/config/paths';
import { quoteLabel } from '@/lib/quote-rules';

export function QuoteLink({ quote }: { quote: { id: number; number?: string | undefined; revision: number; clientName: string } }) {
  return (
    <Link to={quotePath(quote.id)} className="invoice-link">
      {quote.number ? (
        quoteLabel(quote)
      ) : (
        <>
          Draft<span className="visually-hidden"> for {quote.clientName}</span>
        </>
      )}
    </Link>
  );
}

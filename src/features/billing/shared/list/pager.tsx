// Previous and next page under a list (the invoice history, the quotes list). Pages count from 1
// on screen; `onPage` gets the server's page index (from 0).
import { Button } from '@/components/button/button';

interface PagerProps {
  pageNumber: number;
  totalPages: number;
  onPage: (pageIndex: number) => void;
}

export function Pager({ pageNumber, totalPages, onPage }: PagerProps) {
  return (
    <nav className="invoice-pager" aria-label="Pages">
      <Button variant="secondary" size="small" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 2)}>
        Previous page
      </Button>
      <span aria-live="polite">
        Page {pageNumber} of {totalPages}
      </span>
      <Button variant="secondary" size="small" disabled={pageNumber >= totalPages} onClick={() => onPage(pageNumber)}>
        Next page
      </Button>
    </nav>
  );
}

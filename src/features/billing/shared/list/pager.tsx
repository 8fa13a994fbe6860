// Previous and next page under a list (the invoice history, the quotes list, the schedules). Pages
// count from 1 on screen; `onPage` gets the server's page index (from 0).
import { Button } from '@/components/button/button';
import './invoice-history.css';

interface PagerProps {
  /** The server's index of the page shown (from 0); none is the first page. */
  pageIndex: number | undefined;
  /** How many pages the server has; none while the list loads. */
  totalPages: number | undefined;
  onPage: (pageIndex: number) => void;
}

export function Pager({ pageIndex, totalPages: serverPages, onPage }: PagerProps) {
  const pageNumber = (pageIndex ?? 0) + 1;
  const totalPages = Math.max(1, serverPages ?? 1);
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

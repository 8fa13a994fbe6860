// Export CSV on the invoice history: every invoice the filters find (not only this page), fetched
// page by page with progress, then downloaded; stopped if the user leaves the screen.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import type { InvoiceListQuery } from '@/api/invoice-query';
import { fetchAllInvoices } from '@/api/invoices';
import { StatusMessage } from '@/components/status-message/status-message';
import { downloadText } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { INVOICES_CSV_FILE_NAME, invoicesToCsv } from './invoice-csv';

type ExportState =
  { kind: 'running'; loaded: number; total: number } | { kind: 'done'; count: number } | { kind: 'failed'; message: string } | null;

/** `expected`: how many invoices the list says there are, shown until the first page answers. */
export function useInvoiceExport(query: InvoiceListQuery, expected: number) {
  const [state, setState] = useState<ExportState>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', loaded: 0, total: expected });
    try {
      const rows = await fetchAllInvoices(query, {
        signal: controller.signal,
        onProgress: (loaded, total) => setState({ kind: 'running', loaded, total }),
      });
      downloadText(INVOICES_CSV_FILE_NAME, invoicesToCsv(rows));
      setState({ kind: 'done', count: rows.length });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: errorMessage(error, 'The export failed. Please try again.') });
    }
  };
  return { state, running: state?.kind === 'running', start };
}

export function ExportProgress({ state }: { state: ExportState }) {
  return (
    <StatusMessage tone={state?.kind === 'failed' ? 'error' : state?.kind === 'done' ? 'success' : 'info'}>
      {state?.kind === 'running'
        ? `Exporting ${formatNumber(state.loaded)} of ${formatNumber(state.total)} invoices…`
        : state?.kind === 'done'
          ? `Exported ${formatNumber(state.count)} invoices to ${INVOICES_CSV_FILE_NAME}.`
          : state?.kind === 'failed'
            ? state.message
            : null}
    </StatusMessage>
  );
}

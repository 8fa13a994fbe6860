// Export CSV on the invoice history: every document the filters find (not only this page), fetched
// page by page with progress, then downloaded; stopped if the user leaves the screen.
import { useEffect, useRef, useState } from 'react';
import { fetchAllBillingDocuments, invoiceDocument } from '@/api/billing-documents';
import { errorMessage } from '@/api/errors';
import type { InvoiceListQuery } from '@/api/invoice-query';
import { fetchAllInvoices } from '@/api/invoices';
import type { BillingDocument } from '@/api/types';
import type { AllPagesOptions } from '@/api/all-pages';
import { StatusMessage } from '@/components/status-message/status-message';
import { downloadText } from '@/lib/download';
import { formatNumber } from '@/lib/format';
import { HISTORY_DOCUMENT_NOUNS, documentQuery, type HistoryDocuments } from './history-documents';
import { INVOICES_CSV_FILE_NAME, documentsToCsv } from './invoice-csv';

type ExportState =
  | { kind: 'running'; loaded: number; total: number; noun: string }
  | { kind: 'done'; count: number; noun: string }
  | { kind: 'failed'; message: string }
  | null;

async function fetchRows(query: InvoiceListQuery, documents: HistoryDocuments, options: AllPagesOptions): Promise<BillingDocument[]> {
  if (documents === 'invoices') return (await fetchAllInvoices(query, options)).map(invoiceDocument);
  return fetchAllBillingDocuments(documentQuery(query, documents), options);
}

/** `expected`: how many rows the list says there are, shown until the first page answers. */
export function useInvoiceExport(query: InvoiceListQuery, documents: HistoryDocuments, expected: number) {
  const [state, setState] = useState<ExportState>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    const noun = HISTORY_DOCUMENT_NOUNS[documents];
    setState({ kind: 'running', loaded: 0, total: expected, noun });
    try {
      const rows = await fetchRows(query, documents, {
        signal: controller.signal,
        onProgress: (loaded, total) => setState({ kind: 'running', loaded, total, noun }),
      });
      downloadText(INVOICES_CSV_FILE_NAME, documentsToCsv(rows));
      setState({ kind: 'done', count: rows.length, noun });
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
        ? `Exporting ${formatNumber(state.loaded)} of ${formatNumber(state.total)} ${state.noun}…`
        : state?.kind === 'done'
          ? `Exported ${formatNumber(state.count)} ${state.noun} to ${INVOICES_CSV_FILE_NAME}.`
          : state?.kind === 'failed'
            ? state.message
            : null}
    </StatusMessage>
  );
}

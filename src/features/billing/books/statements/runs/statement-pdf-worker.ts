// Makes statement PDFs off the main thread, for a statement run: hundreds of PDFs in a row would
// otherwise hold the page for tens of milliseconds each (decision 276).
import { bytesToBase64 } from '@/lib/base64';
import type { StatementModel } from '../statement-model';
import { buildStatementPdf } from '../statement-pdf';

export interface PdfRequest {
  id: number;
  doc: StatementModel;
}

export type PdfAnswer = { id: number; size: number; base64: string } | { id: number; error: string };

// The DOM's typings describe a window; in a dedicated worker these two are the scope's own.
const scope = globalThis as unknown as {
  postMessage: (answer: PdfAnswer) => void;
  onmessage: ((event: MessageEvent<PdfRequest>) => void) | null;
};

scope.onmessage = (event) => {
  const { id, doc } = event.data;
  buildStatementPdf(doc).then(
    (bytes) => scope.postMessage({ id, size: bytes.length, base64: bytesToBase64(bytes) }),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};

// Statement PDFs for a run, as base64 ready for the email: made in a worker where the browser has
// workers (one worker for the whole run, so the fonts are read once), else on this thread (tests).
import { bytesToBase64 } from '@/lib/base64';
import type { StatementModel } from '../statement-model';
import type { PdfAnswer, PdfRequest } from './statement-pdf-worker';

interface MadePdf {
  /** Bytes of the PDF. */
  size: number;
  base64: string;
}

export interface StatementPdfMaker {
  make: (doc: StatementModel) => Promise<MadePdf>;
  close: () => void;
}

function onThisThread(): StatementPdfMaker {
  return {
    make: async (doc) => {
      const { buildStatementPdf } = await import('../statement-pdf');
      const bytes = await buildStatementPdf(doc);
      return { size: bytes.length, base64: bytesToBase64(bytes) };
    },
    close: () => undefined,
  };
}

function inWorker(): StatementPdfMaker {
  const worker = new Worker(new URL('./statement-pdf-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (pdf: MadePdf) => void; reject: (error: Error) => void }>();
  let next = 0;
  const failAll = (message: string) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<PdfAnswer>) => {
    const answer = event.data;
    const asked = waiting.get(answer.id);
    if (!asked) return;
    waiting.delete(answer.id);
    if ('error' in answer) asked.reject(new Error(answer.error));
    else asked.resolve({ size: answer.size, base64: answer.base64 });
  };
  worker.onerror = (event) => failAll(event.message || 'The PDF could not be made.');
  return {
    make: (doc) =>
      new Promise<MadePdf>((resolve, reject) => {
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, doc } satisfies PdfRequest);
      }),
    close: () => {
      failAll('The run stopped.');
      worker.terminate();
    },
  };
}

export const statementPdfMaker = (): StatementPdfMaker => (typeof Worker === 'undefined' ? onThisThread() : inWorker());

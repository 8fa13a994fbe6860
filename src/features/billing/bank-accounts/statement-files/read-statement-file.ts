// Reads a chosen file: refused at once when it is too large to be a statement we can import,
// otherwise read in a worker (where the browser has workers), reporting progress.
import type { CsvColumnMapping } from '@/api/types';
import { STATEMENT_LIMITS } from '@/config/bank-statements';
import { readStatement } from './read-statement';
import type { StatementReading } from './statement-reading';
import type { WorkerAnswer, WorkerRequest } from './statement-worker';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const tooLargeMessage = (bytes: number) =>
  `This file is ${megabytes(bytes)}; statement files of up to ${megabytes(STATEMENT_LIMITS.fileBytes)} can be read. Export a shorter period from your bank.`;

function inWorker(request: WorkerRequest, onProgress: (fraction: number) => void): Promise<StatementReading> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./statement-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      if (event.data.type === 'progress') {
        onProgress(event.data.fraction);
        return;
      }
      worker.terminate();
      resolve(event.data.reading);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read.'));
    };
    worker.postMessage(request, [request.bytes]);
  });
}

export async function readStatementFile(
  file: Blob,
  mapping: CsvColumnMapping | undefined,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<StatementReading> {
  if (file.size > STATEMENT_LIMITS.fileBytes) return { kind: 'refused', message: tooLargeMessage(file.size) };
  const bytes = await file.arrayBuffer();
  if (typeof Worker === 'undefined') return readStatement(new Uint8Array(bytes), { mapping, onProgress });
  return inWorker({ bytes, mapping }, onProgress);
}

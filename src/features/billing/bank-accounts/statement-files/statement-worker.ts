// Reads a statement file off the main thread, so a large file never stops the page; the reading
// itself is the pure readStatement (docs/bank-statements.md#reading-files).
import type { CsvColumnMapping } from '@/api/types';
import { readStatement } from './read-statement';
import type { StatementReading } from './statement-reading';

export interface WorkerRequest {
  bytes: ArrayBuffer;
  mapping?: CsvColumnMapping | undefined;
}

export type WorkerAnswer = { type: 'progress'; fraction: number } | { type: 'done'; reading: StatementReading };

// The DOM's typings describe a window; in a dedicated worker these two are the scope's own.
const scope = globalThis as unknown as {
  postMessage: (answer: WorkerAnswer) => void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

scope.onmessage = (event) => {
  const { bytes, mapping } = event.data;
  const reading = readStatement(new Uint8Array(bytes), {
    mapping,
    onProgress: (fraction) => scope.postMessage({ type: 'progress', fraction }),
  });
  scope.postMessage({ type: 'done', reading });
};

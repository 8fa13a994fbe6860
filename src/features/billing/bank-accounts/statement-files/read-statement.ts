// One entry for every statement file: its bytes in, lines (or why not) out. Pure, so it runs in the
// worker for large files and directly in tests (docs/bank-statements.md#reading-files).
import type { CsvColumnMapping } from '@/api/types';
import { readCsvStatement } from './csv-statement';
import { isOfx, readOfxStatement } from './ofx-statement';
import { EMPTY_FILE, NOT_A_STATEMENT, type StatementReading } from './statement-reading';
import { decodeStatementBytes, looksBinary } from './text-values';

export interface ReadOptions {
  mapping?: CsvColumnMapping | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
}

export function readStatement(bytes: Uint8Array, options: ReadOptions = {}): StatementReading {
  const text = decodeStatementBytes(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') return { kind: 'refused', message: EMPTY_FILE };
  if (looksBinary(text)) return { kind: 'refused', message: NOT_A_STATEMENT };
  if (isOfx(text)) return readOfxStatement(text, options.onProgress);
  return readCsvStatement(text, options);
}

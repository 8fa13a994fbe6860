// What reading a statement file gives the import screen (docs/bank-statements.md#reading-files).
import type { CsvColumnMapping, StatementLineInput } from '@/api/types';

export interface RowProblem {
  /** The row's number in the file, from 1, as a spreadsheet shows it. */
  row: number;
  message: string;
}

export type StatementReading =
  | {
      kind: 'statement';
      /** Which layout was recognised: a bank's name, OFX, or the account's column mapping. */
      layout: string;
      /** The account number the file names, when it names one. */
      accountNumber?: string;
      lines: StatementLineInput[];
      /** Rows that could not be read; with any, nothing is imported. */
      problems: RowProblem[];
    }
  | {
      /** A CSV whose layout is not one we know: the columns to map, a few rows to show, a mapping to start from. */
      kind: 'needs-mapping';
      headers: string[];
      sample: string[][];
      suggested: Partial<CsvColumnMapping>;
    }
  | { kind: 'refused'; message: string };

/** The fields of a line a CSV column can fill. */
export const MAPPED_FIELDS = [
  'date',
  'amount',
  'debit',
  'credit',
  'payee',
  'particulars',
  'code',
  'reference',
  'balance',
  'transactionId',
] as const;

export type MappedField = (typeof MAPPED_FIELDS)[number];

export const NOT_A_STATEMENT =
  'This file is not a bank statement: no rows of dates and amounts were found. Export the statement from your bank as CSV or OFX.';
export const EMPTY_FILE = 'This file is empty. Export the statement again from your bank.';
export const NO_LINES = 'This statement has no transactions to import.';

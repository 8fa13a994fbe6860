// The CSV layouts of the five main New Zealand banks' statement exports, recognised by their header
// row (docs/bank-statements.md#bank-layouts). Written from each bank's published column list; a
// bank that changes its export falls back to the column-mapping step, which then remembers it.
import type { CsvColumnMapping } from '@/api/types';

export interface CsvLayout {
  name: string;
  /** Header cells (compared without case or extra spaces) that identify the layout; all must be present. */
  signature: readonly string[];
  mapping: CsvColumnMapping;
  /** The bank's transaction id is only unique within a day (ASB numbers each day's lines). */
  transactionIdPerDay?: boolean;
  /** The column, or a line above the header, that names the account. */
  accountNumberColumn?: string;
}

const CSV_LAYOUTS: readonly CsvLayout[] = [
  {
    name: 'ANZ',
    signature: ['type', 'details', 'particulars', 'code', 'reference', 'amount', 'date'],
    mapping: { date: 'Date', amount: 'Amount', payee: 'Details', particulars: 'Particulars', code: 'Code', reference: 'Reference' },
  },
  {
    name: 'ASB',
    signature: ['date', 'unique id', 'tran type', 'payee', 'memo', 'amount'],
    mapping: { date: 'Date', amount: 'Amount', payee: 'Payee', particulars: 'Memo', transactionId: 'Unique Id' },
    transactionIdPerDay: true,
  },
  {
    name: 'BNZ',
    signature: ['date', 'amount', 'payee', 'particulars', 'code', 'reference', 'tran type'],
    mapping: { date: 'Date', amount: 'Amount', payee: 'Payee', particulars: 'Particulars', code: 'Code', reference: 'Reference' },
  },
  {
    name: 'Westpac',
    signature: ['date', 'amount', 'other party', 'particulars', 'analysis code', 'reference'],
    mapping: {
      date: 'Date',
      amount: 'Amount',
      payee: 'Other Party',
      particulars: 'Particulars',
      code: 'Analysis Code',
      reference: 'Reference',
    },
  },
  {
    name: 'Kiwibank',
    signature: ['account number', 'date', 'op name', 'tp part', 'tp code', 'tp ref', 'amount (credit)', 'amount (debit)', 'balance'],
    mapping: {
      date: 'Date',
      credit: 'Amount (credit)',
      debit: 'Amount (debit)',
      payee: 'OP name',
      particulars: 'TP part',
      code: 'TP code',
      reference: 'TP ref',
      balance: 'Balance',
    },
    accountNumberColumn: 'Account number',
  },
];

export const headerKey = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/** The layout whose signature the header row holds. */
export function layoutOf(header: readonly string[]): CsvLayout | undefined {
  const cells = new Set(header.map(headerKey));
  return CSV_LAYOUTS.find((layout) => layout.signature.every((name) => cells.has(name)));
}

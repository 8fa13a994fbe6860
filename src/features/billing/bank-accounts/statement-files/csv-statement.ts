// Reading a CSV statement: papaparse splits the rows (docs/decisions/222-statement-files-read-in-the-browser.md);
// ours is finding the header, recognising the bank's layout (or applying the account's column
// mapping) and turning each row into a line, or saying which rows cannot be read.
import Papa from 'papaparse';
import type { CsvColumnMapping, StatementLineInput } from '@/api/types';
import { STATEMENT_LIMITS } from '@/config/bank-statements';
import { normalNzBankAccount } from '@/lib/nz-bank-account';
import { requestDateProblem } from '@/lib/requests/request-date';
import { headerKey, layoutOf } from './csv-layouts';
import { NO_LINES, NOT_A_STATEMENT, type MappedField, type RowProblem, type StatementReading } from './statement-reading';
import { parseAmountCents, parseStatementDate } from './text-values';

/** How many rows above the header a file may have (ASB writes six lines about the account first). */
const PREAMBLE_ROWS = 30;
const SAMPLE_ROWS = 5;

interface Options {
  mapping?: CsvColumnMapping | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
}

function splitRows(text: string, onProgress?: (fraction: number) => void): string[][] {
  const rows: string[][] = [];
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result) => {
      rows.push(result.data);
      if (onProgress && rows.length % 2_000 === 0) onProgress((result.meta.cursor / text.length) * 0.8);
    },
  });
  return rows;
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** The column each mapped field reads, or null when the header lacks one the mapping names. */
function columnsFor(header: readonly string[], mapping: CsvColumnMapping): Partial<Record<MappedField, number>> | null {
  const keys = header.map(headerKey);
  const columns: Partial<Record<MappedField, number>> = {};
  for (const [field, name] of Object.entries(mapping) as Array<[MappedField, string | null | undefined]>) {
    if (!name || name.trim() === '') continue;
    const index = keys.indexOf(headerKey(name));
    if (index < 0) return null;
    columns[field] = index;
  }
  return columns;
}

/** The account an ASB-style line above the header names: "Bank 12; Branch 3140; Account 0123452-00". */
function accountInPreamble(rows: ReadonlyArray<readonly string[]>): string | undefined {
  for (const row of rows) {
    const found = /Bank\s+(\d{2})\W+Branch\s+(\d{3,4})\W+Account\s+(\d{7,8})[-\s]?(\d{2,4})/i.exec(row.join(' '));
    if (found) return normalNzBankAccount(`${found[1]}-${found[2]}-${found[3]}-${found[4]}`) ?? undefined;
  }
  return undefined;
}

const GUESSES: ReadonlyArray<[MappedField, RegExp]> = [
  ['date', /date/],
  ['amount', /^(amount|value|amount \(nzd\))$/],
  ['debit', /debit|withdraw|money out|paid out/],
  ['credit', /credit|deposit|money in|paid in/],
  ['payee', /payee|other party|name|details|description/],
  ['particulars', /particulars/],
  ['code', /^code$|analysis code/],
  ['reference', /reference|^ref$/],
  ['balance', /balance/],
  ['transactionId', /transaction id|unique id|^id$|fitid/],
];

function suggestMapping(header: readonly string[]): Partial<CsvColumnMapping> {
  const suggested: Partial<Record<MappedField, string>> = {};
  const taken = new Set<number>();
  for (const [field, pattern] of GUESSES) {
    const index = header.findIndex((cell, position) => !taken.has(position) && pattern.test(headerKey(cell)));
    const cell = header[index];
    if (cell !== undefined) {
      suggested[field] = cell.trim();
      taken.add(index);
    }
  }
  return suggested;
}

/** Whether some of the rows after the header hold a date: a contact list or a price list does not. */
const hasDates = (rows: ReadonlyArray<readonly string[]>) =>
  rows.slice(0, 20).some((row) => row.some((cell) => parseStatementDate(cell) !== null));

/** The row that names the columns: the first with two or more cells filled, as wide as the row below it. */
function probableHeader(rows: ReadonlyArray<readonly string[]>): number {
  for (let index = 0; index < Math.min(rows.length - 1, PREAMBLE_ROWS); index += 1) {
    const row = rows[index] ?? [];
    const filled = row.filter((cell) => cell.trim() !== '').length;
    const next = rows.slice(index + 1).find((candidate) => !isBlank(candidate));
    if (filled >= 2 && next && next.length === row.length) return index;
  }
  return -1;
}

type LineOrProblem = { line: StatementLineInput } | { problem: string } | null;

const cellAt = (row: readonly string[], column: number | undefined) => (column === undefined ? '' : (row[column] ?? '').trim());

const TEXT_LIMITS: ReadonlyArray<['payee' | 'particulars' | 'code' | 'reference', string, number]> = [
  ['payee', 'payee', STATEMENT_LIMITS.payeeLength],
  ['particulars', 'particulars', STATEMENT_LIMITS.detailLength],
  ['code', 'code', STATEMENT_LIMITS.detailLength],
  ['reference', 'reference', STATEMENT_LIMITS.detailLength],
];

function amountOf(row: readonly string[], columns: Partial<Record<MappedField, number>>): number | string {
  const signed = cellAt(row, columns.amount);
  if (signed !== '') return parseAmountCents(signed) ?? `the amount '${signed}' is not an amount`;
  const credit = cellAt(row, columns.credit);
  const debit = cellAt(row, columns.debit);
  if (credit === '' && debit === '') return 'it has no amount';
  const inCents = credit === '' ? 0 : parseAmountCents(credit);
  const outCents = debit === '' ? 0 : parseAmountCents(debit);
  if (inCents === null) return `the credit '${credit}' is not an amount`;
  if (outCents === null) return `the debit '${debit}' is not an amount`;
  return Math.abs(inCents) - Math.abs(outCents);
}

function lineOf(row: readonly string[], columns: Partial<Record<MappedField, number>>, idPerDay: boolean): LineOrProblem {
  const dateText = cellAt(row, columns.date);
  const amountText = [columns.amount, columns.credit, columns.debit].map((column) => cellAt(row, column)).join('');
  if (dateText === '' && amountText === '') return null;
  const date = parseStatementDate(dateText);
  if (!date) return { problem: dateText === '' ? 'it has no date' : `the date '${dateText}' is not a date` };
  const outOfRange = requestDateProblem(date);
  if (outOfRange) return { problem: `the date ${date} is outside the dates we accept (${outOfRange})` };
  const amount = amountOf(row, columns);
  if (typeof amount === 'string') return { problem: amount };
  if (Math.abs(amount) > STATEMENT_LIMITS.amountCents) return { problem: 'the amount is larger than $100,000,000.00' };
  const line: StatementLineInput = { date, amount };
  for (const [field, words, max] of TEXT_LIMITS) {
    const value = cellAt(row, columns[field]);
    if (value.length > max) return { problem: `the ${words} is longer than ${max} characters` };
    if (value !== '') line[field] = value;
  }
  const id = cellAt(row, columns.transactionId);
  if (id !== '') line.bankTransactionId = idPerDay ? `${date}/${id}` : id;
  const balanceText = cellAt(row, columns.balance);
  if (balanceText !== '') {
    const balance = parseAmountCents(balanceText);
    if (balance === null) return { problem: `the balance '${balanceText}' is not an amount` };
    line.balance = balance;
  }
  return { line };
}

export function readCsvStatement(text: string, { mapping, onProgress }: Options = {}): StatementReading {
  const rows = splitRows(text, onProgress);
  let headerIndex = rows.slice(0, PREAMBLE_ROWS).findIndex((row) => layoutOf(row) !== undefined);
  const layout = headerIndex >= 0 ? layoutOf(rows[headerIndex] ?? []) : undefined;
  let columns: Partial<Record<MappedField, number>> | null = null;
  if (layout) {
    columns = columnsFor(rows[headerIndex] ?? [], layout.mapping);
  } else if (mapping) {
    headerIndex = rows.slice(0, PREAMBLE_ROWS).findIndex((row) => columnsFor(row, mapping) !== null);
    if (headerIndex >= 0) columns = columnsFor(rows[headerIndex] ?? [], mapping);
  }
  if (!columns) {
    const index = probableHeader(rows);
    const header = rows[index];
    if (!header || !hasDates(rows.slice(index + 1))) return { kind: 'refused', message: NOT_A_STATEMENT };
    const sample = rows
      .slice(index + 1)
      .filter((row) => !isBlank(row))
      .slice(0, SAMPLE_ROWS);
    return { kind: 'needs-mapping', headers: header.map((cell) => cell.trim()), sample, suggested: suggestMapping(header) };
  }
  const header = rows[headerIndex] ?? [];
  const lines: StatementLineInput[] = [];
  const problems: RowProblem[] = [];
  const dataRows = rows.slice(headerIndex + 1);
  dataRows.forEach((row, offset) => {
    if (isBlank(row)) return;
    const read = lineOf(row, columns, layout?.transactionIdPerDay ?? false);
    if (read === null) return;
    if ('problem' in read) problems.push({ row: headerIndex + offset + 2, message: `Row ${headerIndex + offset + 2}: ${read.problem}.` });
    else lines.push(read.line);
  });
  onProgress?.(1);
  if (lines.length === 0 && problems.length === 0) return { kind: 'refused', message: NO_LINES };
  if (lines.length + problems.length > STATEMENT_LIMITS.linesPerImport) {
    return {
      kind: 'refused',
      message: `This file has ${(lines.length + problems.length).toLocaleString('en-NZ')} transactions; at most ${STATEMENT_LIMITS.linesPerImport.toLocaleString('en-NZ')} can be imported at once. Export a shorter period from your bank.`,
    };
  }
  const accountColumn = layout?.accountNumberColumn ? header.map(headerKey).indexOf(headerKey(layout.accountNumberColumn)) : -1;
  const firstRow = dataRows.find((row) => !isBlank(row));
  const inColumn = accountColumn >= 0 && firstRow ? cellAt(firstRow, accountColumn) : '';
  // A number we cannot read is still sent: the server refuses it as another account's.
  const named = inColumn !== '' ? (normalNzBankAccount(inColumn) ?? inColumn) : accountInPreamble(rows.slice(0, headerIndex));
  return {
    kind: 'statement',
    layout: layout?.name ?? 'your column mapping',
    ...(named ? { accountNumber: named } : {}),
    lines,
    problems,
  };
}

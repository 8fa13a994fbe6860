// Reading an OFX statement, 1.x (SGML: elements often left unclosed) and 2.x (XML), with a small
// reader of ours (docs/decisions/222-statement-files-read-in-the-browser.md): a statement needs only
// the account and each <STMTTRN>'s date, amount, id and names, which both versions write as
// <TAG>value, so one tolerant reader serves both without an XML or SGML parser.
import type { StatementLineInput } from '@/api/types';
import { STATEMENT_LIMITS } from '@/config/bank-statements';
import { normalNzBankAccount } from '@/lib/nz-bank-account';
import { requestDateProblem } from '@/lib/requests/request-date';
import { NO_LINES, NOT_A_STATEMENT, type RowProblem, type StatementReading } from './statement-reading';
import { parseAmountCents, parseStatementDate } from './text-values';

/** Whether the text is an OFX file (either version), by its header or its root element. */
export const isOfx = (text: string) => /^\s*(?:OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX\b)/i.test(text) || /<OFX>/i.test(text.slice(0, 4096));

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of the first <TAG> in `block`: up to the next tag or line end (SGML) or its closing tag (XML). */
function valueOf(block: string, tag: string): string | undefined {
  const found = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  if (!found) return undefined;
  const value = decodeEntities((found[1] ?? '').trim());
  return value === '' ? undefined : value;
}

/** Each <TAG>…</TAG> block, or, in SGML without closing tags, up to the next <TAG>. */
function blocksOf(text: string, tag: string): string[] {
  const blocks: string[] = [];
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)(?=</${tag}>|<${tag}>|</BANKTRANLIST>|$)`, 'gi');
  for (const match of text.matchAll(pattern)) blocks.push(match[1] ?? '');
  return blocks;
}

/** OFX dates are YYYYMMDD, then perhaps a time and a zone: the calendar date is the first eight digits. */
const ofxDate = (value: string | undefined) => (value && /^\d{8}/.test(value) ? parseStatementDate(value.slice(0, 8)) : null);

/** The account: ACCTID alone when it is a whole NZ number, else BANKID, BRANCHID and ACCTID together. */
function accountOf(text: string): string | undefined {
  const from = blocksOf(text, 'BANKACCTFROM')[0] ?? '';
  const id = valueOf(from, 'ACCTID');
  if (!id) return undefined;
  const whole = normalNzBankAccount(id);
  if (whole) return whole;
  const bank = valueOf(from, 'BANKID') ?? '';
  const branch = valueOf(from, 'BRANCHID') ?? '';
  const joined = `${bank}${branch}${id}`.replace(/\D/g, '');
  return normalNzBankAccount(joined) ?? [bank, branch, id].filter(Boolean).join('-');
}

const clip = (value: string | undefined, max: number) => (value === undefined ? undefined : value.slice(0, max));

export function readOfxStatement(text: string, onProgress?: (fraction: number) => void): StatementReading {
  if (!/<STMTTRN>/i.test(text) && !/<BANKTRANLIST>/i.test(text)) return { kind: 'refused', message: NOT_A_STATEMENT };
  const blocks = blocksOf(text, 'STMTTRN');
  if (blocks.length === 0) return { kind: 'refused', message: NO_LINES };
  if (blocks.length > STATEMENT_LIMITS.linesPerImport) {
    return {
      kind: 'refused',
      message: `This file has ${blocks.length.toLocaleString('en-NZ')} transactions; at most ${STATEMENT_LIMITS.linesPerImport.toLocaleString('en-NZ')} can be imported at once. Export a shorter period from your bank.`,
    };
  }
  const lines: StatementLineInput[] = [];
  const problems: RowProblem[] = [];
  blocks.forEach((block, index) => {
    const position = index + 1;
    const said = (problem: string) => problems.push({ row: position, message: `Transaction ${position}: ${problem}.` });
    const dateText = valueOf(block, 'DTPOSTED');
    const date = ofxDate(dateText);
    if (!date) return said(`the date '${dateText ?? ''}' is not a date`);
    const outOfRange = requestDateProblem(date);
    if (outOfRange) return said(`the date ${date} is outside the dates we accept (${outOfRange})`);
    const amountText = valueOf(block, 'TRNAMT');
    // Some banks write a decimal comma: "-12,50".
    const amount =
      amountText === undefined ? null : parseAmountCents(/^[-+]?\d+,\d{1,2}$/.test(amountText) ? amountText.replace(',', '.') : amountText);
    if (amount === null) return said(`the amount '${amountText ?? ''}' is not an amount`);
    if (Math.abs(amount) > STATEMENT_LIMITS.amountCents) return said('the amount is larger than $100,000,000.00');
    const line: StatementLineInput = { date, amount };
    const payee = clip(valueOf(block, 'NAME'), STATEMENT_LIMITS.payeeLength);
    const memo = clip(valueOf(block, 'MEMO'), STATEMENT_LIMITS.detailLength);
    const reference = clip(valueOf(block, 'REFNUM') ?? valueOf(block, 'CHECKNUM'), STATEMENT_LIMITS.detailLength);
    const id = clip(valueOf(block, 'FITID'), STATEMENT_LIMITS.transactionIdLength);
    if (payee) line.payee = payee;
    if (memo) line.particulars = memo;
    if (reference) line.reference = reference;
    if (id) line.bankTransactionId = id;
    lines.push(line);
    if (onProgress && position % 2_000 === 0) onProgress(position / blocks.length);
  });
  onProgress?.(1);
  const accountNumber = accountOf(text);
  return { kind: 'statement', layout: 'OFX', ...(accountNumber ? { accountNumber } : {}), lines, problems };
}

// CSV as RFC 4180 writes it (CRLF line ends; fields with a comma, quote or line break are quoted,
// quotes doubled), for spreadsheets: the file starts with a UTF-8 byte-order mark, without which
// Excel reads it in the local code page and garbles macrons (Māori names), and a cell a spreadsheet
// would run as a formula gets a leading ' (OWASP "CSV injection"). Plain numbers stay numbers.

const BYTE_ORDER_MARK = '\uFEFF';

/** A plain decimal such as -12.50: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * How a formula starts: = + - @, also in their full-width (＝＋－＠) and small (﹦﹢﹣﹫) forms,
 * which spreadsheets fold to the plain ones, after any spaces (no-break and other Unicode spaces,
 * zero-width ones); or a tab or carriage return first.
 */
const FORMULA_START = /^(?:[\s\u200B-\u200D\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]|[\t\r])/;

/** True when a spreadsheet could run the cell as a formula. */
function looksLikeFormula(value: string): boolean {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);
}

export function csvCell(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The byte-order mark, then one CRLF-terminated line per row; no header unless the caller passes one. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return BYTE_ORDER_MARK + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

// CSV as RFC 4180 writes it (CRLF line ends; fields with a comma, quote or line break are quoted,
// quotes doubled), with cells a spreadsheet would run as a formula neutralised by a leading '.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line per row, no header unless the caller passes one as the first row. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');
}

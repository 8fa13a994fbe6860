import { parse as parseCsv } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usersCsv } from './users-csv';

function parse(text: string): string[][] {
  const records: unknown = parseCsv(text, { bom: true, record_delimiter: '\r\n', relax_column_count: true });
  return records as string[][];
}

const FORMULA_START = /^(?:\s*[=+\-@]|[\t\r])/;
const isNumber = (value: string) => /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(value);
/** What a neutralised cell reads back as: the value, with a leading ' when it starts like a formula. */
const asExported = (value: string) => (FORMULA_START.test(value) && !isNumber(value) ? `'${value}` : value);

describe('usersCsv', () => {
  it('writes username,email,roles joined by | — one CRLF line per user after the byte-order mark, no header', () => {
    expect(
      usersCsv([
        { username: 'admin', email: 'admin@invoicing.example.nz', roles: ['ADMIN', 'USER'] },
        { username: 'user', email: 'user@invoicing.example.nz', roles: ['USER'] },
      ]),
    ).toBe('\uFEFFadmin,admin@invoicing.example.nz,ADMIN|USER\r\nuser,user@invoicing.example.nz,USER\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(usersCsv([{ username: 'o"neil, jr', email: 'a\nb@example.nz', roles: [] }])).toBe('\uFEFF"o""neil, jr","a\nb@example.nz",\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(usersCsv([{ username: '=HYPERLINK("x")', email: '@evil.example', roles: ['-1', '+2'] }])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")",'@evil.example,'-1|+2\r\n`,
    );
  });

  it('writes only the byte-order mark for no users', () => {
    expect(usersCsv([])).toBe('\uFEFF');
  });

  const text = fc.string({
    unit: fc.constantFrom('a', 'Z', '0', ' ', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', '|', 'é', '.', '😀'),
  });
  const role = fc.stringMatching(/^[A-Z_]{1,8}$/);
  const users = fc.array(fc.record({ username: text, email: text, roles: fc.array(role, { maxLength: 3 }) }), {
    minLength: 1,
    maxLength: 12,
  });

  it('round-trips any username and email through a CSV parser, one record per user', () => {
    fc.assert(
      fc.property(users, (list) => {
        const records = parse(usersCsv(list));
        expect(records).toHaveLength(list.length);
        records.forEach((record, index) => {
          const user = list[index]!;
          expect(record).toEqual([asExported(user.username), asExported(user.email), user.roles.join('|')]);
          expect(record[2] === '' ? [] : record[2]!.split('|')).toEqual(user.roles);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a cell start with a formula character', () => {
    fc.assert(
      fc.property(users, (list) => {
        for (const record of parse(usersCsv(list))) {
          for (const cell of record) expect(FORMULA_START.test(cell) && !isNumber(cell)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

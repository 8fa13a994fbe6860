import fc from 'fast-check';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

function parse(text: string): string[][] {
  const records: unknown = parseCsv(text, { record_delimiter: '\r\n', relax_column_count: true });
  return records as string[][];
}

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('ann@example.nz')).toBe('ann@example.nz');
  });

  it('quotes fields with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('Walker, Ben')).toBe('"Walker, Ben"');
    expect(csvCell('the "boss"')).toBe('"the ""boss"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=SUM(A1:A2)', '+64 21 555', '-1', '@cmd', '\tx', '\rx'])('neutralises %j so a spreadsheet will not run it', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });
});

describe('toCsv', () => {
  it('writes one CRLF-terminated line per row with no header', () => {
    expect(
      toCsv([
        ['admin', 'admin@example.nz', 'ADMIN|USER'],
        ['user', 'user@example.nz', 'USER'],
      ]),
    ).toBe('admin,admin@example.nz,ADMIN|USER\r\nuser,user@example.nz,USER\r\n');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it('round-trips any text through a CSV parser, formula cells gaining only a leading quote', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', '|', 'é', '1') });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 8 }), (rows) => {
        const parsed = parse(toCsv(rows)).slice(0, rows.length);
        const expected = rows.map((row) => row.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)));
        expect(parsed).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        for (const row of parse(toCsv(rows)).slice(0, rows.length)) {
          for (const value of row) expect(/^[=+\-@\t\r]/.test(value)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

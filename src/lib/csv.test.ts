import fc from 'fast-check';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

const BOM = '\uFEFF';

function parse(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const records: unknown = parseCsv(text, { bom: true, record_delimiter: '\r\n', relax_column_count: true });
  return records as string[][];
}

// The test's own idea of a dangerous cell, written independently of csv.ts.
const SPACES = [' ', '\u00a0', '\u2007', '\u202f', '\u3000', '\u200b', '\ufeff'];
const STARTS = ['=', '+', '-', '@', '＝', '＋', '－', '＠'];
const isNumber = (value: string) => !Number.isNaN(Number(value)) && /^[+-]?[\d.]+$/.test(value);
const dangerous = (value: string) => {
  const trimmed = value.replace(/^[\s\u200b\u2060]+/, '');
  return (/^[\t\r]/.test(value) || STARTS.some((start) => trimmed.startsWith(start))) && !isNumber(value);
};

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('ann@example.nz')).toBe('ann@example.nz');
    expect(csvCell('Hōhepa Tāwhiri')).toBe('Hōhepa Tāwhiri');
  });

  it('quotes fields with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('Walker, Ben')).toBe('"Walker, Ben"');
    expect(csvCell('the "boss"')).toBe('"the ""boss"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each([
    '=SUM(A1:A2)',
    '+64 21 555',
    '-1+1',
    '@cmd',
    '\tx',
    '\rx',
    ' =1+1',
    '\u00a0=1+1',
    '\u3000@SUM(A1)',
    '\u200b=1',
    '＝1+1',
    '＋1+1',
    '－1+1',
    '＠SUM(A1)',
  ])('neutralises %j so a spreadsheet will not run it', (value) => {
    const written = csvCell(value);
    const unquoted = written.startsWith('"') ? written.slice(1, -1).replace(/""/g, '"') : written;
    expect(unquoted).toBe(`'${value}`);
  });

  it.each(['-12.50', '-1', '+3', '0.5', '-.5', '1250.00'])('keeps the number %j a number', (value) => {
    expect(csvCell(value)).toBe(value);
  });
});

describe('toCsv', () => {
  it('writes the byte-order mark, then one CRLF-terminated line per row with no header', () => {
    expect(
      toCsv([
        ['admin', 'admin@example.nz', 'ADMIN|USER'],
        ['user', 'user@example.nz', 'USER'],
      ]),
    ).toBe(`${BOM}admin,admin@example.nz,ADMIN|USER\r\nuser,user@example.nz,USER\r\n`);
  });

  it('writes only the byte-order mark for no rows', () => {
    expect(toCsv([])).toBe(BOM);
  });

  it('is UTF-8 with the mark in front, so macrons survive', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv([['Māori', 'Tūhoe']])]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${BOM}Māori,Tūhoe\r\n`);
  });

  const unit = fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '=', '+', '-', '@', '\t', '|', 'é', '1', '.', ...SPACES, ...STARTS);

  it('round-trips any text through a CSV parser, formula cells gaining only a leading quote', () => {
    const cell = fc.string({ unit });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { minLength: 1, maxLength: 8 }), (rows) => {
        const parsed = parse(toCsv(rows)).slice(0, rows.length);
        expect(parsed).toEqual(rows.map((row) => row.map((value) => (dangerous(value) ? `'${value}` : value))));
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a cell start like a formula, and keeps numbers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.oneof(fc.string({ unit }), fc.string()), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        (rows) => {
          for (const row of parse(toCsv(rows)).slice(0, rows.length)) {
            for (const value of row) expect(dangerous(value)).toBe(false);
          }
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const amount = (cents / 100).toFixed(2);
        expect(parse(toCsv([[amount]]))).toEqual([[amount]]);
      }),
    );
  });
});

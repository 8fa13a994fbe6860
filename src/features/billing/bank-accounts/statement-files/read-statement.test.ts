import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CsvColumnMapping } from '@/api/types';
import { readStatement } from './read-statement';
import { decodeStatementBytes, parseAmountCents, parseStatementDate } from './text-values';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const read = (name: string, mapping?: CsvColumnMapping) => readStatement(fixture(name), { mapping });
const bytes = (text: string) => new TextEncoder().encode(text);

describe('each bank layout is recognised from its sample file', () => {
  it('ANZ: Details is the payee, signed amounts, a quoted 1,234.56', () => {
    const reading = read('anz.csv');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'ANZ', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.accountNumber).toBeUndefined();
    expect(reading.lines).toEqual([
      { date: '2026-03-02', amount: 45_000, payee: 'H KIM', particulars: 'RENT', code: 'WEEKLY', reference: 'SLR-0001' },
      { date: '2026-03-03', amount: -8_640, payee: 'MITRE 10 MEGA', particulars: '4835********', code: '1234' },
      { date: '2026-03-05', amount: 125_000, payee: 'P PATEL', particulars: 'INSPECTION', reference: 'SLR-0003' },
      { date: '2026-03-31', amount: -500, payee: 'MONTHLY ACCOUNT FEE' },
    ]);
  });

  it('ASB: the account from the lines above the header, year-first dates, the day-numbered id made unique', () => {
    const reading = read('asb.csv');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'ASB', accountNumber: '12-3140-0123452-000', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines).toHaveLength(4);
    expect(reading.lines[0]).toEqual({
      date: '2026-03-02',
      amount: 287_500,
      payee: 'J SMITH',
      particulars: 'RENO-0041 DECK',
      bankTransactionId: '2026-03-02/2026030201',
    });
    expect(reading.lines[2]).toMatchObject({ amount: -120_000, payee: 'CHEQUE' });
  });

  it('BNZ: two-digit years', () => {
    const reading = read('bnz.csv');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'BNZ', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines).toEqual([
      { date: '2026-03-04', amount: 260_000, payee: "L O'CONNOR", particulars: 'RENT', code: 'KELBURN', reference: '12 KELBURN' },
      { date: '2026-03-10', amount: -35_000, payee: 'WELLINGTON PLUMBING', particulars: 'CALLOUT', reference: 'PM-1039' },
    ]);
  });

  it('Westpac in Windows-1252: the curly apostrophe, accents and dash decoded, not garbled', () => {
    const reading = read('westpac-windows-1252.csv');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'Westpac', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines.map((line) => line.payee)).toEqual(['Liam O’Connor', 'Crème Café', 'Bank – account fee']);
    expect(reading.lines[0]).toMatchObject({ amount: 32_000, particulars: 'Flat 2', code: 'RENT', reference: 'BOND' });
  });

  it('Kiwibank in UTF-8 with a byte-order mark: macrons kept, debit and credit columns, balances, the account column', () => {
    const reading = read('kiwibank.csv');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'Kiwibank', accountNumber: '38-9000-0765434-000', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines.map((line) => [line.amount, line.balance])).toEqual([
      [45_000, 1_295_000],
      [45_000, 1_340_000],
      [-12_000, 1_328_000],
      [45_000, 1_373_000],
    ]);
    expect(reading.lines[2]).toMatchObject({ date: '2026-03-10', payee: 'Ngāti Whātua Ōrākei', particulars: 'LEVY' });
    expect(reading.lines[0]).toMatchObject({ particulars: 'RENT', code: 'WK1', reference: 'SLR-0005' });
  });

  it('OFX 1.x (SGML, unclosed elements): account from bank, branch and account id; dates with a time and zone; entities', () => {
    const reading = read('ofx-1-sgml.ofx');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'OFX', accountNumber: '38-9000-0765434-000', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines).toEqual([
      { date: '2026-03-02', amount: 45_000, payee: 'HANNAH KIM', particulars: 'RENT WK1 SLR-0005', bankTransactionId: '2026030200001' },
      { date: '2026-03-05', amount: -8_640, payee: 'MITRE 10 & GARDEN', particulars: 'EFTPOS', bankTransactionId: '2026030500002' },
      { date: '2026-03-09', amount: 45_000, payee: 'HANNAH KIM', particulars: 'RENT WK2 SLR-0006', bankTransactionId: '2026030900003' },
    ]);
  });

  it('OFX 2.x (XML): the whole account number in ACCTID, macrons, escaped text, a reference', () => {
    const reading = read('ofx-2-xml.ofx');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'OFX', accountNumber: '12-3140-0123452-000', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines).toEqual([
      { date: '2026-03-12', amount: 287_500, payee: 'Tāne Ngata', particulars: 'RENO-0043 KITCHEN', bankTransactionId: 'N2026031201' },
      {
        date: '2026-03-14',
        amount: -120_000,
        payee: 'INLAND REVENUE',
        particulars: 'GST <FEB>',
        reference: '123-456-789',
        bankTransactionId: 'N2026031402',
      },
    ]);
  });
});

describe('any other CSV: the column mapping', () => {
  it('asks for a mapping, with the columns, sample rows and a first guess', () => {
    const reading = read('other-bank.csv');
    expect(reading).toEqual({
      kind: 'needs-mapping',
      headers: ['Transaction Date', 'Description', 'Money In', 'Money Out', 'Running Balance'],
      sample: [
        ['01/03/2026', 'Tenant bond', '1,800.00', '', '5,800.00'],
        ['03/03/2026', 'Council rates', '', '(412.35)', '5,387.65'],
      ],
      suggested: { date: 'Transaction Date', debit: 'Money Out', credit: 'Money In', payee: 'Description', balance: 'Running Balance' },
    });
  });

  it('reads the file with the account’s saved mapping: money out in brackets is still money out', () => {
    const reading = read('other-bank.csv', {
      date: 'Transaction Date',
      credit: 'Money In',
      debit: 'Money Out',
      payee: 'Description',
      balance: 'Running Balance',
    });
    expect(reading).toMatchObject({ kind: 'statement', layout: 'your column mapping', problems: [] });
    if (reading.kind !== 'statement') return;
    expect(reading.lines).toEqual([
      { date: '2026-03-01', amount: 180_000, payee: 'Tenant bond', balance: 580_000 },
      { date: '2026-03-03', amount: -41_235, payee: 'Council rates', balance: 538_765 },
    ]);
  });

  it('asks again when the saved mapping names columns the file does not have', () => {
    expect(read('other-bank.csv', { date: 'Date', amount: 'Amount' })).toMatchObject({ kind: 'needs-mapping' });
  });
});

describe('bad input gets a clear message and nothing half-read', () => {
  it('says which rows cannot be read, and reads the rest, so the screen can refuse the whole file', () => {
    const reading = read('bad-rows.csv');
    expect(reading).toMatchObject({ kind: 'statement', layout: 'ANZ' });
    if (reading.kind !== 'statement') return;
    expect(reading.problems).toEqual([
      { row: 3, message: "Row 3: the date '31/02/2026' is not a date." },
      { row: 5, message: "Row 5: the amount 'twelve' is not an amount." },
    ]);
    expect(reading.lines.map((line) => line.amount)).toEqual([45_000, -1_250]);
  });

  it.each([
    ['empty.csv', 'This file is empty. Export the statement again from your bank.'],
    [
      'not-a-statement.csv',
      'This file is not a bank statement: no rows of dates and amounts were found. Export the statement from your bank as CSV or OFX.',
    ],
  ])('refuses %s', (name, message) => {
    expect(read(name)).toEqual({ kind: 'refused', message });
  });

  it('refuses a binary file, a header with no transactions, and OFX without transactions', () => {
    expect(readStatement(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02]))).toMatchObject({ kind: 'refused' });
    expect(readStatement(bytes('Type,Details,Particulars,Code,Reference,Amount,Date\r\n'))).toEqual({
      kind: 'refused',
      message: 'This statement has no transactions to import.',
    });
    expect(readStatement(bytes('OFXHEADER:100\n<OFX><BANKTRANLIST></BANKTRANLIST></OFX>'))).toEqual({
      kind: 'refused',
      message: 'This statement has no transactions to import.',
    });
  });

  it('refuses dates outside the range requests may carry, naming the row', () => {
    const reading = readStatement(bytes('Type,Details,Particulars,Code,Reference,Amount,Date\nX,A,,,,1.00,01/01/1999\n'));
    expect(reading).toMatchObject({
      kind: 'statement',
      problems: [
        { row: 2, message: 'Row 2: the date 1999-01-01 is outside the dates we accept (Enter a date from 2000-01-01 to 2099-12-31.).' },
      ],
    });
  });

  it('refuses more than 5,000 transactions with the count', () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => `X,A,,,,${index + 1}.00,01/03/2026`).join('\n');
    expect(readStatement(bytes(`Type,Details,Particulars,Code,Reference,Amount,Date\n${rows}\n`))).toEqual({
      kind: 'refused',
      message: 'This file has 5,001 transactions; at most 5,000 can be imported at once. Export a shorter period from your bank.',
    });
  });
});

describe('amounts and dates as banks write them', () => {
  it.each([
    ['12.50', 1_250],
    ['-12.50', -1_250],
    ['1,234.56', 123_456],
    ['-1,234,567.8', -123_456_780],
    ['(12.50)', -1_250],
    ['$1,000', 100_000],
    ['12.50-', -1_250],
    ['12.50 DR', -1_250],
    ['12.50 CR', 1_250],
    ['+7', 700],
    ['.5', 50],
    ['0.00', 0],
  ])('%s is %i cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it.each(['', 'twelve', '12.345', '1,23.00', '12,50', '1.2.3', '--5', '()'])('%j is not an amount', (text) => {
    expect(parseAmountCents(text)).toBeNull();
  });

  it.each([
    ['31/05/2026', '2026-05-31'],
    ['1/5/2026', '2026-05-01'],
    ['31-05-26', '2026-05-31'],
    ['31.05.2026', '2026-05-31'],
    ['2026/05/31', '2026-05-31'],
    ['2026-05-31', '2026-05-31'],
    ['20260531', '2026-05-31'],
    ['31 May 2026', '2026-05-31'],
    ['29/02/2028', '2028-02-29'],
  ])('%s is %s', (text, iso) => {
    expect(parseStatementDate(text)).toBe(iso);
  });

  it.each(['31/02/2026', '13/13/2026', '05/31/2026', 'May 31 2026', '2026-13-01', 'yesterday', ''])('%j is not a date', (text) => {
    expect(parseStatementDate(text)).toBeNull();
  });
});

describe('a Windows-1252 file', () => {
  it('reads 0x80–0x9F as the code page has them (the euro, quotes, dashes, Š to Ÿ), the rest as Latin-1', () => {
    const block = Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i);
    expect(decodeStatementBytes(block)).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ');
    expect(decodeStatementBytes(Uint8Array.of(0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x93, 0x41, 0x94))).toBe('Crème “A”');
  });

  it('reads a long file whole (a year of lines)', () => {
    const line = Uint8Array.of(...new TextEncoder().encode('2026-03-04,Caf'), 0xe9, 0x0a);
    const year = new Uint8Array(line.length * 20_000);
    for (let i = 0; i < 20_000; i++) year.set(line, i * line.length);
    const text = decodeStatementBytes(year);
    expect(text.length).toBe(year.length);
    expect(text.endsWith('Café\n')).toBe(true);
  });
});

import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '@/api/types';
import { invoicesToCsv } from './invoice-csv';

const invoice = (changes: Partial<InvoiceListItem>): InvoiceListItem => ({
  id: 1,
  version: 0,
  status: 'ISSUED',
  overdue: false,
  number: 'RENO-0042',
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  clientId: 2,
  clientName: 'Priya Patel',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  currency: 'NZD',
  total: 378_350,
  paid: 0,
  balance: 378_350,
  updatedAt: '2026-11-02T01:00:00Z',
  ...changes,
});

describe('invoicesToCsv', () => {
  it('starts with the byte-order mark and a header row, names keep their macrons', () => {
    const text = invoicesToCsv([invoice({ clientName: 'Hēmi Tūhoe-Pōtae' })]);
    expect(text.startsWith('\uFEFFNumber,Status,Overdue,')).toBe(true);
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[1]).toEqual([
      'RENO-0042',
      'Issued',
      'no',
      'Kiwi Home Renovations Ltd',
      'Hēmi Tūhoe-Pōtae',
      '2026-11-02',
      '2026-11-16',
      '',
      'NZD',
      '3783.50',
      '0.00',
      '3783.50',
    ]);
  });

  it('keeps a negative amount a number, and neutralises text that would run as a formula', () => {
    const rows: string[][] = parse(invoicesToCsv([invoice({ balance: -1250, clientName: ' =HYPERLINK("x")', reference: '＠SUM(A1)' })]), {
      bom: true,
    });
    expect(rows[1]?.[11]).toBe('-12.50');
    expect(rows[1]?.[4]).toBe(`' =HYPERLINK("x")`);
    expect(rows[1]?.[7]).toBe("'＠SUM(A1)");
  });
});

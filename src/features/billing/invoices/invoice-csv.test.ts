import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { invoiceDocument } from '@/api/billing-documents';
import type { BillingDocument, InvoiceListItem } from '@/api/types';
import { documentsToCsv } from './invoice-csv';

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

const creditNote: BillingDocument = {
  documentType: 'CREDIT_NOTE',
  id: 3,
  number: 'RENO-CN-0003',
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  clientId: 2,
  clientName: 'Priya Patel',
  issueDate: '2026-11-09',
  currency: 'NZD',
  amount: -14_950,
  creditNote: {
    invoiceId: 1,
    invoiceNumber: 'RENO-0042',
    invoiceIssueDate: '2026-11-02',
    total: 14_950,
    gst: 1_950,
    reason: 'Plasterboard returned unused',
  },
};

const csvRows = (rows: BillingDocument[]): string[][] => parse(documentsToCsv(rows), { bom: true });

describe('documentsToCsv', () => {
  it('starts with the byte-order mark and a header row naming the document type; names keep their macrons', () => {
    const text = documentsToCsv([invoiceDocument(invoice({ clientName: 'Hēmi Tūhoe-Pōtae' }))]);
    expect(text.startsWith('\uFEFFNumber,Document type,Status,Overdue,')).toBe(true);
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual([
      'Number',
      'Document type',
      'Status',
      'Overdue',
      'Business',
      'Client',
      'Issue date',
      'Due date',
      'Reference',
      'Original invoice',
      'Currency',
      'Total',
      'Paid',
      'Balance',
    ]);
    expect(rows[1]).toEqual([
      'RENO-0042',
      'Invoice',
      'Issued',
      'no',
      'Kiwi Home Renovations Ltd',
      'Hēmi Tūhoe-Pōtae',
      '2026-11-02',
      '2026-11-16',
      '',
      '',
      'NZD',
      '3783.50',
      '0.00',
      '3783.50',
    ]);
  });

  it('writes a credit note as a negative total a spreadsheet reads as a number, naming its invoice', () => {
    const rows = csvRows([invoiceDocument(invoice({ credited: 14_950, balance: 363_400 })), creditNote]);
    expect(rows[2]).toEqual([
      'RENO-CN-0003',
      'Credit note',
      '',
      '',
      'Kiwi Home Renovations Ltd',
      'Priya Patel',
      '2026-11-09',
      '',
      '',
      'RENO-0042',
      'NZD',
      '-149.50',
      '',
      '',
    ]);
    // Not text: no leading quote, and the totals net off to what was invoiced after the credit.
    const raw = documentsToCsv([creditNote]).split('\r\n')[1] ?? '';
    expect(raw).toContain(',-149.50,');
    const net = rows.slice(1).reduce((sum, row) => sum + Number(row[11]), 0);
    expect(net).toBeCloseTo(3783.5 - 149.5, 2);
  });

  it('keeps a negative amount a number, and neutralises text that would run as a formula', () => {
    const rows = csvRows([invoiceDocument(invoice({ balance: -1250, clientName: ' =HYPERLINK("x")', reference: '＠SUM(A1)' }))]);
    expect(rows[1]?.[13]).toBe('-12.50');
    expect(rows[1]?.[5]).toBe(`' =HYPERLINK("x")`);
    expect(rows[1]?.[8]).toBe("'＠SUM(A1)");
  });
});

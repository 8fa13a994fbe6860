import { describe, expect, it } from 'vitest';
import type { GstReturn } from '@/api/types';
import { gstBoxCsv, gstReturnCsv } from './gst-return-csv';

const REPORT: GstReturn = {
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  gstNumber: '49-091-850',
  frequency: 'TWO_MONTHLY',
  basis: 'INVOICE',
  status: 'OPEN',
  adjustments: [],
  events: [],
  period: '2026-12',
  start: '2026-11-01',
  end: '2026-12-31',
  dueDate: '2027-01-15',
  box5: 11500,
  box6: 0,
  box7: 11500,
  box8: 1500,
  box9: 0,
  box10: 1500,
  box11: 23000,
  box12: 3000,
  box13: 0,
  box14: 3000,
  box15: -1500,
  rows: [
    {
      kind: 'INVOICE',
      id: 1,
      invoiceId: 1,
      date: '2026-11-02',
      number: 'RENO-0042',
      clientName: 'Sophie Turner',
      amount: 11500,
      sales: 11500,
      zeroRated: 0,
      exempt: 0,
    },
  ],
  purchaseRows: [
    {
      kind: 'BILL',
      id: 7,
      billId: 7,
      date: '2026-11-03',
      supplierName: 'Placemakers',
      supplierReference: 'INV-1',
      amount: 28000,
      purchases: 23000,
      notClaimed: 0,
      other: 5000,
    },
    {
      kind: 'BILL',
      id: 8,
      billId: 8,
      date: '2026-11-04',
      supplierName: 'Tama',
      amount: 23000,
      purchases: 0,
      notClaimed: 23000,
      other: 0,
      reason: 'No GST number.',
    },
  ],
};

describe('the GST return CSV', () => {
  it('holds boxes 11 to 15 beside 5 to 10, and every purchase with why its GST is not claimed', () => {
    const csv = gstReturnCsv(REPORT);
    expect(csv).toContain('11,Total purchases and expenses (including GST) with taxable supply information,230.00');
    expect(csv).toContain('14,Total GST credit for purchases and expenses,30.00');
    expect(csv).toContain('15,Difference between box 10 and box 14,-15.00');
    expect(csv).toContain('Bill,INV-1,2026-11-03,Placemakers,280.00,230.00,0.00,50.00,');
    expect(csv).toContain('Bill,#8,2026-11-04,Tama,230.00,0.00,230.00,0.00,No GST number.');
  });

  it('lists the GST of the purchases behind box 14, and both sides behind box 15, each ending with the box they add up to', () => {
    expect(gstBoxCsv(REPORT, '14').split('\r\n').filter(Boolean)).toEqual([
      '\uFEFFDocument,Number,Date,Client or supplier,Amount,GST counted in box 14',
      'Bill,INV-1,2026-11-03,Placemakers,280.00,30.00',
      'Box 14,,,,,30.00',
    ]);
    const box15 = gstBoxCsv(REPORT, '15');
    expect(box15).toContain('Invoice,RENO-0042,2026-11-02,Sophie Turner,115.00,15.00\r\n');
    expect(box15).toContain('Bill,INV-1,2026-11-03,Placemakers,280.00,-30.00\r\n');
    expect(box15).toContain('Box 15,,,,,-15.00\r\n');
    expect(box15).not.toContain('Tama');
  });

  it('adds a rounding line when the documents’ own GST differs from the box, rounded once', () => {
    const row = REPORT.rows[0]!;
    const report: GstReturn = {
      ...REPORT,
      box5: 303,
      box7: 303,
      box8: 40,
      box10: 40,
      box15: 40 - 3000,
      rows: [101, 101, 101].map((amount, index) => ({ ...row, id: index + 1, number: `S-${index + 1}`, amount, sales: amount })),
    };
    // Each $1.01 has 13.17c GST → 13c; three make 39c; the box, 303 × 3/23 = 39.52c → 40c.
    const csv = gstBoxCsv(report, '8');
    expect(csv).toContain('"Rounding: the return rounds GST once, on the box total",,,,,0.01\r\n');
    expect(csv).toContain('Box 8,,,,,0.40\r\n');
  });

  it('lists a supplier credit note received in the period negative, and box 11 and 14 still add up to the cent', () => {
    const credit = {
      kind: 'BILL_CREDIT_NOTE' as const,
      id: 9,
      billId: 9,
      date: '2026-11-05',
      supplierName: 'Placemakers',
      supplierReference: 'CN-17',
      amount: -11500,
      purchases: -11500,
      notClaimed: 0,
      other: 0,
    };
    const report: GstReturn = {
      ...REPORT,
      box11: 11500,
      box12: 1500,
      box14: 1500,
      box15: 0,
      purchaseRows: [...REPORT.purchaseRows, credit],
    };
    expect(gstReturnCsv(report)).toContain('Supplier credit note,CN-17,2026-11-05,Placemakers,-115.00,-115.00,0.00,0.00,');
    const box11 = gstBoxCsv(report, '11');
    expect(box11).toContain('Supplier credit note,CN-17,2026-11-05,Placemakers,-115.00,-115.00\r\n');
    expect(box11).toContain('Box 11,,,,,115.00\r\n');
    expect(gstBoxCsv(report, '14')).toContain('Supplier credit note,CN-17,2026-11-05,Placemakers,-115.00,-15.00\r\n');
  });

  it('guards a supplier name a spreadsheet would run as a formula', () => {
    const report: GstReturn = { ...REPORT, purchaseRows: [{ ...REPORT.purchaseRows[0]!, supplierName: '=HYPERLINK("x")' }] };
    expect(gstBoxCsv(report, '11')).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

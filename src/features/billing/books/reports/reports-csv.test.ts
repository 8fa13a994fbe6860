// The reports' CSV: RFC 4180 lines, plain decimal amounts, a formula-injection guard, and the
// documents behind each figure after the figures.
import { describe, expect, it } from 'vitest';
import { AGED_PAYABLES, JOB_COSTING, PROFIT_AND_LOSS } from '@/testing/report-fixtures';
import { agedPayablesCsv, jobCostingCsv, profitAndLossCsv } from './reports-csv';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('the reports as CSV', () => {
  it('profit and loss: accounts, totals and the net, then every document; a formula-like name is guarded', () => {
    const csv = profitAndLossCsv(PROFIT_AND_LOSS);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv).slice(0, 8)).toEqual([
      'Profit and loss,Kiwi Home Renovations Ltd,2026-04-01 to 2026-11-26,Amounts exclude GST',
      'Section,Account,Amount',
      'Income,Sales,3000.00',
      'Income,Total income,3000.00',
      'Expenses,Materials,1199.90',
      'Expenses,Subcontractors,2500.00',
      'Expenses,Total expenses,3699.90',
      'Net,Net loss,-699.90',
    ]);
    expect(csv).toContain('Income,Sales,Credit note,CN-0001,2026-06-10,Sophie Turner,-200.00\r\n');
    expect(csv).toContain("Expenses,Materials,Expense,#4,2026-05-05,'=cmd|calc,200.00\r\n");
  });

  it('job costing: a row per quote with the totals, then the bills behind each quote’s costs', () => {
    const rows = lines(jobCostingCsv(JOB_COSTING));
    expect(rows).toContain('Q-0012,Sophie Turner,Accepted,10000.00,4000.00,2500.00,1500.00,7500.00');
    expect(rows).toContain('Total,,,10500.00,4000.00,2500.00,1500.00,8000.00');
    expect(rows).toContain('Q-0012,Bill,TILE-7,2026-06-01,Tane Tiling,2500.00');
  });

  it('aged payables: the buckets per supplier and in all, then each bill with its age', () => {
    const rows = lines(agedPayablesCsv(AGED_PAYABLES));
    expect(rows[1]).toBe('Supplier,Current,1–30 days,31–60 days,61–90 days,Over 90 days,Total');
    expect(rows).toContain('Placemakers Newmarket,279.89,0.00,115.00,0.00,0.00,394.89');
    expect(rows).toContain('Total,279.89,0.00,115.00,0.00,0.00,394.89');
    expect(rows).toContain('Placemakers Newmarket,PM-881,2026-09-20,2026-10-12,45,31–60 days,115.00,115.00');
  });
});

// Reports as the service answers them, for the report components' stories and tests.
import type { AgedPayables, JobCosting, ProfitAndLoss } from '@/api/types';

export const PROFIT_AND_LOSS: ProfitAndLoss = {
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  from: '2026-04-01',
  to: '2026-11-26',
  gstRegistered: true,
  income: [
    {
      account: 'Sales',
      amount: 300000,
      documents: [
        { kind: 'INVOICE', id: 1, date: '2026-05-02', number: 'RENO-0001', party: 'Sophie Turner', amount: 320000 },
        { kind: 'CREDIT_NOTE', id: 2, date: '2026-06-10', number: 'CN-0001', party: 'Sophie Turner', amount: -20000 },
      ],
    },
  ],
  expenses: [
    {
      account: 'Materials',
      amount: 119990,
      documents: [
        { kind: 'BILL', id: 3, date: '2026-05-04', number: 'PM-881', party: 'Placemakers Newmarket', amount: 99990 },
        { kind: 'EXPENSE', id: 4, date: '2026-05-05', number: '#4', party: '=cmd|calc', amount: 20000 },
      ],
    },
    {
      account: 'Subcontractors',
      amount: 250000,
      documents: [{ kind: 'BILL', id: 5, date: '2026-06-01', number: 'TILE-7', party: 'Tane Tiling', amount: 250000 }],
    },
  ],
  totalIncome: 300000,
  totalExpenses: 369990,
  net: -69990,
};

export const JOB_COSTING: JobCosting = {
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  rows: [
    {
      quoteId: 12,
      quoteNumber: 'Q-0012',
      clientName: 'Sophie Turner',
      status: 'ACCEPTED',
      quoted: 1000000,
      invoiced: 400000,
      costs: 250000,
      margin: 150000,
      expectedMargin: 750000,
      bills: [{ kind: 'BILL', id: 5, date: '2026-06-01', number: 'TILE-7', party: 'Tane Tiling', amount: 250000 }],
    },
    {
      quoteId: 9,
      quoteNumber: 'Q-0009',
      clientName: 'Aroha Ngata',
      status: 'SENT',
      quoted: 50000,
      invoiced: 0,
      costs: 0,
      margin: 0,
      expectedMargin: 50000,
      bills: [],
    },
  ],
  totals: { quoted: 1050000, invoiced: 400000, costs: 250000, margin: 150000, expectedMargin: 800000 },
};

export const AGED_PAYABLES: AgedPayables = {
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  asAt: '2026-11-26',
  suppliers: [
    {
      supplierId: 1,
      supplierName: 'Placemakers Newmarket',
      balances: { CURRENT: 27989, DAYS_1_30: 0, DAYS_31_60: 11500, DAYS_61_90: 0, OVER_90: 0, total: 39489 },
      bills: [
        {
          id: 3,
          kind: 'BILL',
          date: '2026-09-20',
          dueDate: '2026-10-12',
          number: 'PM-881',
          total: 11500,
          balance: 11500,
          daysPastDue: 45,
          bucket: 'DAYS_31_60',
        },
        {
          id: 6,
          kind: 'BILL',
          date: '2026-11-20',
          dueDate: '2026-12-20',
          number: 'PM-990',
          total: 27989,
          balance: 27989,
          daysPastDue: -24,
          bucket: 'CURRENT',
        },
      ],
    },
  ],
  totals: { CURRENT: 27989, DAYS_1_30: 0, DAYS_31_60: 11500, DAYS_61_90: 0, OVER_90: 0, total: 39489 },
};

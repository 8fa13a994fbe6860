// A return for the stories of the return's parts: Sep–Oct 2026 of Kiwi Home Renovations, open.
import type { GstReturn } from '@/api/types';

export const OPEN_RETURN: GstReturn = {
  businessId: 1,
  businessName: 'Kiwi Home Renovations Ltd',
  gstNumber: '49-091-850',
  frequency: 'TWO_MONTHLY',
  basis: 'INVOICE',
  period: '2026-10',
  start: '2026-09-01',
  end: '2026-10-31',
  dueDate: '2026-11-30',
  status: 'OPEN',
  adjustments: [],
  events: [],
  box5: 115000,
  box6: 0,
  box7: 115000,
  box8: 15000,
  box9: 0,
  box10: 15000,
  box11: 46000,
  box12: 6000,
  box13: 0,
  box14: 6000,
  box15: 9000,
  rows: [],
  purchaseRows: [],
};

export const FILED_RETURN: GstReturn = {
  ...OPEN_RETURN,
  status: 'FILED',
  filing: { filedOn: '2026-11-20', filedBy: 'user', filedAt: '2026-11-20T02:00:00.000Z' },
  events: [{ type: 'FILED', actor: 'user', at: '2026-11-20T02:00:00.000Z', detail: 'Filed on 20 Nov 2026: GST to pay $90.00.' }],
};

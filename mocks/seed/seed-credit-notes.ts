// A few credit notes in the default seed, so every credit-note screen shows something real
// (docs/mock-backend.md): part of a paid renovation invoice (credit owed to the client), one line of
// an issued one, and a whole paid rental booking (CREDITED, its credit refunded).
import { addDays, todayIn } from '../../src/lib/calendar-date';
import { formatMoney } from '../../src/lib/money';
import type { CreditRequest } from '../../src/lib/credit-math';
import { issueCredit } from '../domain/credit-notes';
import { db, type InvoiceRecord } from '../runtime/db';
import { nowMs } from '../runtime/clock';

interface Plan {
  pick: (invoices: InvoiceRecord[]) => InvoiceRecord | undefined;
  request: (invoice: InvoiceRecord) => CreditRequest;
  reason: string;
  refund?: boolean;
}

const issuedOf = (businessId: number, status: InvoiceRecord['status']) => (invoices: InvoiceRecord[]) =>
  invoices.filter((i) => i.businessId === businessId && i.status === status).sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));

const PLANS: Plan[] = [
  {
    pick: (all) => issuedOf(1, 'PAID')(all).at(-1),
    request: (invoice) => ({ kind: 'AMOUNT', amount: Math.round(invoice.total / 10) }),
    reason: 'Agreed 10% reduction: the finish was not to the standard quoted.',
  },
  {
    pick: (all) => issuedOf(1, 'ISSUED')(all).at(-1),
    request: (invoice) => ({ kind: 'LINES', lines: [{ position: 1, quantity: invoice.lines[0]?.quantity ?? '1' }] }),
    reason: 'Line 1 was invoiced twice; it is on the previous invoice.',
  },
  {
    pick: (all) => issuedOf(3, 'PAID')(all)[0],
    request: () => ({ kind: 'FULL' }),
    reason: 'Booking cancelled under the cancellation policy; refunded in full.',
    refund: true,
  },
];

export async function seedCreditNotes(now: number = nowMs()): Promise<void> {
  const today = todayIn(undefined, now);
  for (const plan of PLANS) {
    const invoice = plan.pick(db.invoices.all());
    if (!invoice) continue;
    const date = [addDays(invoice.issueDate, 7), today].sort()[0] ?? today;
    const at = new Date(Math.min(Date.parse(`${date}T01:00:00.000Z`), now)).toISOString();
    const { note, invoiceChanges } = await issueCredit(invoice, plan.request(invoice), {
      reason: plan.reason,
      actor: invoice.createdBy,
      at,
      today: date,
    });
    const money = formatMoney(note.total);
    const events: InvoiceRecord['events'] = [
      {
        type: 'CREDIT_NOTE_ISSUED',
        actor: invoice.createdBy,
        at,
        detail: `Credit note ${note.number} for ${money} issued: ${note.reason}`,
      },
    ];
    const refunds: NonNullable<InvoiceRecord['refunds']> = [];
    if (plan.refund) {
      refunds.push({ id: 1, amount: note.total, refundedOn: date, method: 'BANK_TRANSFER', recordedBy: invoice.createdBy, recordedAt: at });
      events.push({
        type: 'REFUND_RECORDED',
        actor: invoice.createdBy,
        at,
        detail: `Refund of ${money} by bank transfer recorded; no credit is owed now.`,
      });
    }
    await db.invoices.update((q) => q.where({ id: invoice.id }), {
      data(draft) {
        Object.assign(draft, invoiceChanges);
        draft.version += events.length;
        draft.updatedAt = at;
        draft.events = [...draft.events, ...events];
        if (refunds.length > 0) draft.refunds = refunds;
      },
    });
  }
}

// Seeded invoices with a believable history: each plan becomes a draft priced by the shared
// calculator, then (by its outcome) issued with a number and snapshots, paid in one or two
// payments, or voided, with the events a real history would have.
import { addDays, type IsoDate } from '../../src/lib/calendar-date';
import { defaultPaymentInstructions, formatInvoiceNumber, statusAfterPayments } from '../../src/lib/invoice-rules';
import { formatMoney } from '../../src/lib/money';
import { createAll, db, type BusinessRecord, type InvoiceRecord } from '../runtime/db';
import { issuerDetails, priceDraft, recipientDetails, type DraftContent, type LineContent } from '../domain/invoicing';

export type Outcome = 'draft' | 'issued' | 'partial' | 'paid' | 'void';

export interface Plan {
  businessId: number;
  clientId: number;
  daysAgo: number;
  terms: number;
  outcome: Outcome;
  actor: string;
  pricesIncludeGst?: boolean;
  discount?: DraftContent['discount'];
  reference?: string;
  /** Days after issue the (first) payment came; clamped to today. */
  paidAfter?: number;
}

/** A moment on `date` at about `hour` o'clock New Zealand time (UTC+12), never after `now`. */
function stamp(date: IsoDate, hour: number, now: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Math.min(Date.UTC(y, m - 1, d, hour - 12), now)).toISOString();
}

const money = (cents: number) => formatMoney(cents);

interface Built {
  record: Omit<InvoiceRecord, 'id' | 'number' | 'sequence' | 'events' | 'payments' | 'updatedAt'>;
  plan: Plan;
}

/** The invoices of `plans`, numbered per business in issue order so the numbers end just before each business's sequence. */
export async function createInvoices(
  plans: Array<Plan & { lines: LineContent[] }>,
  today: IsoDate,
  firstId: number,
  now: number,
): Promise<void> {
  const businesses = new Map(db.businesses.all().map((b) => [b.id, b]));
  const clients = new Map(db.clients.all().map((c) => [c.id, c]));
  const built: Built[] = plans.map((plan) => {
    const issueDate = addDays(today, -plan.daysAgo);
    const content: DraftContent = {
      businessId: plan.businessId,
      clientId: plan.clientId,
      issueDate,
      dueDate: addDays(issueDate, plan.terms),
      currency: 'NZD',
      pricesIncludeGst: plan.pricesIncludeGst ?? false,
      ...(plan.reference ? { reference: plan.reference } : {}),
      ...(plan.discount ? { discount: plan.discount } : {}),
      lines: plan.lines,
    };
    const business = businesses.get(plan.businessId) as BusinessRecord;
    const instructions = defaultPaymentInstructions(business.businessBankProvider, business.businessBankAccountNumber);
    const priced = priceDraft({ ...content, ...(instructions ? { paymentInstructions: instructions } : {}) });
    return {
      plan,
      record: {
        ...priced,
        version: 0,
        status: 'DRAFT',
        paid: 0,
        createdBy: plan.actor,
        createdAt: stamp(addDays(issueDate, -1), 16, now),
      },
    };
  });

  // Sequences: per business, issued ones in issue order, ending at (stored sequence − 1).
  const issuedByBusiness = new Map<number, Built[]>();
  for (const entry of built) {
    if (entry.plan.outcome === 'draft') continue;
    const list = issuedByBusiness.get(entry.plan.businessId) ?? [];
    list.push(entry);
    issuedByBusiness.set(entry.plan.businessId, list);
  }
  const sequences = new Map<Built, number>();
  for (const [businessId, list] of issuedByBusiness) {
    list.sort((a, b) => (a.record.issueDate === b.record.issueDate ? 0 : a.record.issueDate < b.record.issueDate ? -1 : 1));
    const business = businesses.get(businessId) as BusinessRecord;
    const next = business.businessInvoiceSequenceNumber ?? list.length + 1;
    const first = Math.max(1, next - list.length);
    list.forEach((entry, index) => sequences.set(entry, first + index));
    if (first + list.length !== next) {
      await db.businesses.update((q) => q.where({ id: businessId }), {
        data(draft) {
          draft.businessInvoiceSequenceNumber = first + list.length;
        },
      });
    }
  }

  let paymentId = 1;
  for (const invoice of db.invoices.all()) for (const payment of invoice.payments) paymentId = Math.max(paymentId, payment.id + 1);

  const records: InvoiceRecord[] = built.map((entry, index) => {
    const { plan, record } = entry;
    const events: InvoiceRecord['events'] = [{ type: 'CREATED', actor: plan.actor, at: record.createdAt, detail: 'Draft created.' }];
    const base = { ...record, id: firstId + index, events, payments: [] as InvoiceRecord['payments'] };
    if (plan.outcome === 'draft') return { ...base, updatedAt: record.createdAt };

    const business = businesses.get(plan.businessId) as BusinessRecord;
    const client = clients.get(plan.clientId);
    const sequence = sequences.get(entry) ?? 1;
    const number = formatInvoiceNumber(business.businessInvoiceTag, sequence);
    const issuedAt = stamp(record.issueDate, 10, now);
    events.push({ type: 'ISSUED', actor: plan.actor, at: issuedAt, detail: `Issued as ${number}.` });
    let invoice: InvoiceRecord = {
      ...base,
      status: 'ISSUED',
      number,
      sequence,
      issuerSnapshot: issuerDetails(business),
      recipientSnapshot: client ? recipientDetails(client) : { addressLines: [] },
      issuedAt,
      issuedBy: plan.actor,
      version: 1,
      updatedAt: issuedAt,
    };

    if (plan.outcome === 'void') {
      const at = stamp(addDays(record.issueDate, 2), 11, now);
      const reason = 'Raised against the wrong job; replaced by a new invoice.';
      events.push({ type: 'VOIDED', actor: plan.actor, at, detail: `Voided: ${reason}` });
      return { ...invoice, status: 'VOID', voidedAt: at, voidedBy: plan.actor, voidReason: reason, version: 2, updatedAt: at };
    }

    const amounts =
      plan.outcome === 'paid'
        ? record.total > 200_000
          ? [Math.round(record.total / 2), record.total - Math.round(record.total / 2)]
          : [record.total]
        : plan.outcome === 'partial'
          ? [Math.max(100, Math.floor((record.total * 0.4) / 100) * 100)]
          : [];
    let paid = 0;
    amounts.forEach((amount, i) => {
      const paidOn = [addDays(record.issueDate, (plan.paidAfter ?? 10) + i * 7), today].sort()[0] as IsoDate;
      paid += amount;
      const at = stamp(paidOn, 14, now);
      const status = statusAfterPayments(record.total, paid);
      invoice.payments.push({
        id: paymentId++,
        amount,
        paidOn,
        method: i % 2 === 0 ? 'BANK_TRANSFER' : 'CARD',
        reference: number,
        recordedBy: plan.actor,
        recordedAt: at,
      });
      events.push({
        type: 'PAYMENT_RECORDED',
        actor: plan.actor,
        at,
        detail: `Payment of ${money(amount)} by ${i % 2 === 0 ? 'bank transfer' : 'card'} (${number}) recorded${
          status === 'PAID' ? '; paid in full.' : `; ${money(record.total - paid)} left to pay.`
        }`,
      });
      invoice = { ...invoice, paid, status, version: invoice.version + 1, updatedAt: at };
    });
    return invoice;
  });

  await createAll(db.invoices, records);
}

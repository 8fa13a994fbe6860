// Credit notes and refunds in the books: the statement's movements and the GST return on both bases,
// against a hand-computed case, and a property: however invoices, payments, credit notes and refunds
// mix, the statement reconciles and agrees with the invoices' own balances.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { setMockDate } from '../runtime/clock';
import { call } from '../testing/call';
import { asAdmin, asUser, createDraft, issue, type Line } from '../testing/invoices';

const rent: Line = { description: 'Rent', quantity: '1', unitPrice: 100000, taxCode: 'EXEMPT' };
const fee: Line = { description: 'Management fee', quantity: '1', unitPrice: 10000, taxCode: 'STANDARD' };
const export_: Line = { description: 'Design work for overseas client', quantity: '1', unitPrice: 5000, taxCode: 'ZERO' };

type Invoice = { id: number; version: number; total: number; balance: number; creditOwed: number };

let made = 0;

/** A business of its own (so no seeded document counts) with a GST number, and one client. */
async function books(settings: Record<string, unknown> = {}) {
  const admin = await asAdmin();
  made += 1;
  const business = await call('POST', '/api/admin/businesses', {
    token: admin,
    body: {
      businessName: `Tōtara Rentals ${made} Ltd`,
      businessGst: '123-456-789',
      businessAddressLine1: '5 Cuba Street',
      businessInvoiceTag: `TR${made}-`,
      businessPermittedLogins: ['user'],
      ...settings,
    },
  });
  expect(business.status).toBe(201);
  const businessId = business.json.id as number;
  const client = await call('POST', '/api/admin/clients', {
    token: admin,
    body: {
      linkedBusinessId: businessId,
      clientName: 'Aroha Ngata',
      clientAddressLine1: '9 Tory Street',
      clientEmailAddress: 'aroha@example.nz',
    },
  });
  expect(client.status).toBe(201);
  return { token: await asUser(), businessId, clientId: client.json.id as number };
}

type Books = Awaited<ReturnType<typeof books>>;

const getInvoice = async (token: string, id: number) => (await call('GET', `/api/invoices/${id}`, { token })).json as unknown as Invoice;

async function issued({ token, businessId, clientId }: Books, issueDate: string, lines: Line[]) {
  const draft = await createDraft(token, { businessId, clientId, issueDate, dueDate: addDays(issueDate, 14), lines });
  const answer = await issue(token, draft);
  expect(answer.status).toBe(200);
  return answer.json as unknown as Invoice;
}

async function pay(token: string, id: number, amount: number, paidOn: string) {
  const { version } = await getInvoice(token, id);
  const answer = await call('POST', `/api/invoices/${id}/payments`, { token, body: { version, amount, paidOn, method: 'CARD' } });
  expect(answer.status).toBe(201);
}

async function creditNote(token: string, id: number, body: Record<string, unknown>) {
  const { version } = await getInvoice(token, id);
  const answer = await call('POST', `/api/invoices/${id}/credit-notes`, { token, body: { version, reason: 'Fee waived', ...body } });
  expect(answer.status).toBe(201);
  return answer.json as unknown as { number: string; total: number };
}

async function refund(token: string, id: number, amount: number, refundedOn: string) {
  const { version } = await getInvoice(token, id);
  const answer = await call('POST', `/api/invoices/${id}/refunds`, {
    token,
    body: { version, amount, refundedOn, method: 'BANK_TRANSFER' },
  });
  expect(answer.status).toBe(201);
}

/**
 * The hand-computed case, on a clock moved through it:
 * - A, 10 Jan 2027: rent $1,000.00 exempt, fee $115.00 (15 %), export $50.00 zero-rated = $1,165.00;
 *   paid in full on 10 Feb;
 * - B, 10 Mar 2027: fee $230.00;
 * - 15 Mar: credit note on A for the fee ($115.00), refunded the same day; $100.00 paid on B.
 */
async function handComputedCase(settings: Record<string, unknown> = {}) {
  setMockDate('2027-02-20');
  const setup = await books(settings);
  const a = await issued(setup, '2027-01-10', [rent, fee, export_]);
  expect(a.total).toBe(116500);
  await pay(setup.token, a.id, 116500, '2027-02-10');
  setMockDate('2027-03-15');
  const b = await issued(setup, '2027-03-10', [{ ...fee, unitPrice: 20000 }]);
  const note = await creditNote(setup.token, a.id, { kind: 'LINES', lines: [{ position: 2, quantity: '1' }] });
  expect(note.total).toBe(11500);
  await refund(setup.token, a.id, 11500, '2027-03-15');
  await pay(setup.token, b.id, 10000, '2027-03-15');
  return { ...setup, note };
}

const gstReturn = async ({ token, businessId }: Books, period: string) => {
  const answer = await call('GET', `/api/businesses/${businessId}/gst-returns/${period}`, { token });
  expect(answer.status).toBe(200);
  return answer.json as unknown as Record<string, number> & { rows: Array<Record<string, unknown>> };
};

const boxes = (figures: Record<string, unknown>) => [5, 6, 7, 8, 9, 10].map((n) => figures[`box${n}`]);

describe('credit notes in the statement', () => {
  it('lowers the running balance when issued, and a refund raises it again', async () => {
    const setup = await handComputedCase();
    const { status, json } = await call('GET', `/api/clients/${setup.clientId}/statements/activity?from=2027-01-01&to=2027-03-31`, {
      token: setup.token,
    });
    expect(status).toBe(200);
    const lines = (json.lines as Array<Record<string, unknown>>).map((line) => [line.date, line.kind, line.amount, line.balance]);
    expect(lines).toEqual([
      ['2027-01-10', 'INVOICE', 116500, 116500],
      ['2027-02-10', 'PAYMENT', 116500, 0],
      ['2027-03-10', 'INVOICE', 23000, 23000],
      ['2027-03-15', 'CREDIT_NOTE', 11500, 11500],
      ['2027-03-15', 'PAYMENT', 10000, 1500],
      ['2027-03-15', 'REFUND', 11500, 13000],
    ]);
    expect((json.lines as Array<Record<string, unknown>>)[3]).toMatchObject({ number: setup.note.number });
    expect(json).toMatchObject({ openingBalance: 0, totalCharged: 151000, totalCredited: 138000, closingBalance: 13000 });

    // As at the day before the credit note, A was paid in full and B owed in full.
    const before = await call('GET', `/api/clients/${setup.clientId}/statements/outstanding?asAt=2027-03-14`, { token: setup.token });
    expect(before.json).toMatchObject({ totalOutstanding: 23000, creditOwed: 0, netBalance: 23000 });
    const after = await call('GET', `/api/clients/${setup.clientId}/statements/outstanding?asAt=2027-03-15`, { token: setup.token });
    expect(after.json).toMatchObject({ totalOutstanding: 13000, creditOwed: 0, netBalance: 13000 });
  });
});

describe('credit notes in the GST return', () => {
  it('invoice basis: a credit note takes its own groups off the period in which it is issued', async () => {
    const setup = await handComputedCase();
    // Jan–Feb: A's fee $115.00 and export $50.00; GST 11,500 × 3/23 = $15.00.
    expect(boxes(await gstReturn(setup, '2027-02'))).toEqual([16500, 5000, 11500, 1500, 0, 1500]);
    // Mar–Apr: B's $230.00 less the credit note's $115.00.
    const marApr = await gstReturn(setup, '2027-04');
    expect(boxes(marApr)).toEqual([11500, 0, 11500, 1500, 0, 1500]);
    expect(marApr.rows.map((row) => [row.kind, row.number, row.amount, row.sales])).toEqual([
      ['INVOICE', expect.stringMatching(/^TR\d+-0002$/), 23000, 23000],
      ['CREDIT_NOTE', setup.note.number, -11500, -11500],
    ]);
  });

  it('payments basis: payments count when received, a refund is a negative receipt over the credit refunded', async () => {
    const setup = await handComputedCase({ businessGstBasis: 'PAYMENTS' });
    // Jan–Feb: A paid in full, before any credit: fee and export count, rent does not.
    expect(boxes(await gstReturn(setup, '2027-02'))).toEqual([16500, 5000, 11500, 1500, 0, 1500]);
    // Mar–Apr: $100.00 received on B, the $115.00 fee refunded: −$15.00; GST 1,500 × 3/23 = 195.65 → −$1.96.
    const marApr = await gstReturn(setup, '2027-04');
    expect(boxes(marApr)).toEqual([-1500, 0, -1500, -196, 0, -196]);
    expect(marApr.rows.map((row) => [row.kind, row.amount, row.sales, row.exempt])).toEqual([
      ['REFUND', -11500, -11500, 0],
      ['PAYMENT', 10000, 10000, 0],
    ]);
  });

  it('payments basis: a payment after a credit note is spread over what was left to pay', async () => {
    setMockDate('2027-03-15');
    const setup = await books({ businessGstBasis: 'PAYMENTS' });
    const a = await issued(setup, '2027-03-01', [rent, fee]);
    await creditNote(setup.token, a.id, { kind: 'LINES', lines: [{ position: 1, quantity: '1' }] });
    await pay(setup.token, a.id, 11500, '2027-03-15');
    // The rent was credited, so the whole $115.00 paid is the fee.
    expect(boxes(await gstReturn(setup, '2027-04'))).toEqual([11500, 0, 11500, 1500, 0, 1500]);
  });
});

interface Statement {
  openingBalance: number;
  closingBalance: number;
  netBalance: number;
  totalOutstanding: number;
  lines: Array<{ kind: string; amount: number; balance: number }>;
}

type Step =
  { kind: 'invoice'; fee: number; rent: number } | { kind: 'pay'; share: number } | { kind: 'credit'; share: number } | { kind: 'refund' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const),
    fee: fc.integer({ min: 1, max: 50_000 }),
    rent: fc.integer({ min: 0, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('credit' as const), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('refund' as const) }),
);

describe('statement properties with credit notes', () => {
  it('opening + movements = closing for any range, and the closing balance is what the invoices say is owed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 8 }), async (steps, split) => {
        setMockDate('2027-01-01');
        const setup = await books();
        const invoices: number[] = [];
        for (const [index, step] of steps.entries()) {
          const day = addDays('2027-01-01', index * 3);
          setMockDate(day);
          const last = invoices.at(-1);
          if (step.kind === 'invoice' || last === undefined) {
            const lines = [{ ...fee, unitPrice: step.kind === 'invoice' ? step.fee : 1000 }];
            if (step.kind === 'invoice' && step.rent > 0) lines.push({ ...rent, unitPrice: step.rent });
            invoices.push((await issued(setup, day, lines)).id);
            continue;
          }
          const invoice = await getInvoice(setup.token, last);
          if (step.kind === 'pay' && invoice.balance > 0)
            await pay(setup.token, last, Math.max(1, Math.round(invoice.balance * step.share)), day);
          if (step.kind === 'credit' && invoice.total - (invoice as unknown as { credited: number }).credited > 0) {
            const left = invoice.total - (invoice as unknown as { credited: number }).credited;
            await creditNote(setup.token, last, { kind: 'AMOUNT', amount: Math.max(1, Math.round(left * step.share)) });
          }
          if (step.kind === 'refund' && invoice.creditOwed > 0) await refund(setup.token, last, invoice.creditOwed, day);
        }
        const end = addDays('2027-01-01', steps.length * 3);
        const from = addDays('2027-01-01', Math.min(split, steps.length) * 3);
        setMockDate(end);
        const statement = async (query: string) => {
          const answer = await call('GET', `/api/clients/${setup.clientId}/statements/${query}`, { token: setup.token });
          expect(answer.status).toBe(200);
          return answer.json as unknown as Statement;
        };
        const whole = await statement(`activity?from=2026-12-01&to=${end}`);
        const part = await statement(`activity?from=${from}&to=${end}`);
        for (const s of [whole, part]) {
          const moved = s.lines.reduce(
            (sum, line) => sum + (line.kind === 'INVOICE' || line.kind === 'REFUND' ? line.amount : -line.amount),
            0,
          );
          expect(s.openingBalance + moved).toBe(s.closingBalance);
          expect(s.lines.at(-1)?.balance ?? s.openingBalance).toBe(s.closingBalance);
        }
        expect(part.closingBalance).toBe(whole.closingBalance);
        const views = await Promise.all(invoices.map((id) => getInvoice(setup.token, id)));
        expect(whole.closingBalance).toBe(views.reduce((sum, view) => sum + view.balance - view.creditOwed, 0));
        const outstanding = await statement(`outstanding?asAt=${end}`);
        expect(outstanding.netBalance).toBe(whole.closingBalance);
        expect(outstanding.totalOutstanding).toBe(views.reduce((sum, view) => sum + view.balance, 0));
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

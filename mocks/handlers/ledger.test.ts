// The ledger over the API: the trial balance balances, receivables and payables move by the
// documents' amounts as they are issued, paid and voided (a void reversed on its own date), the
// general ledger opens each entry's document, the chart maps the business's expense accounts, and
// every refusal; a service that does not offer the part has none of it.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/calendar-date';
import { parseCapabilitySelection } from '../../src/lib/capabilities';
import { setMockCapabilities } from '../runtime/capabilities';
import { postPurchase, purchaseLine } from '../testing/bills';
import { call } from '../testing/call';
import { asMere, asUser, createDraft, issue, today } from '../testing/invoices';
import type { ChartOfAccounts, GeneralLedger, TrialBalance } from './types';

const trial = async (token: string, date?: string) => {
  const answer = await call('GET', `/api/ledger/1/trial-balance${date ? `?date=${date}` : ''}`, { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json as unknown as TrialBalance;
};

/** Debits less credits of an account in a trial balance. */
const balance = (tb: TrialBalance, code: string) => {
  const row = tb.accounts.find((account) => account.code === code);
  return row ? row.debit - row.credit : 0;
};

describe('the trial balance', () => {
  it('balances, and receivables and payables move by the invoice, its payment and the bill', async () => {
    const token = await asUser();
    const before = await trial(token);
    expect(before.date).toBe(today());
    expect(before.totalDebit).toBe(before.totalCredit);
    const draft = await createDraft(token);
    const issued = (await issue(token, draft)).json as unknown as { id: number; version: number; total: number };
    const afterInvoice = await trial(token);
    expect(balance(afterInvoice, '610') - balance(before, '610')).toBe(issued.total);
    const paid = await call('POST', `/api/invoices/${issued.id}/payments`, {
      token,
      body: { version: issued.version, amount: 10_000, paidOn: today(), method: 'CARD' },
    });
    expect(paid.status).toBe(201);
    const bill = await postPurchase(token, { supplierReference: 'LEDGER-1', lines: [purchaseLine('Timber', 23_000)] });
    const after = await trial(token);
    expect(balance(after, '610') - balance(before, '610')).toBe(issued.total - 10_000);
    expect(balance(after, '800') - balance(before, '800')).toBe(-bill.total);
    expect(after.totalDebit).toBe(after.totalCredit);
  });

  it('reverses a voided bill on the day it is voided, leaving earlier days as they were', async () => {
    const token = await asUser();
    const bill = await postPurchase(token, {
      supplierReference: 'LEDGER-VOID',
      date: addDays(today(), -3),
      lines: [purchaseLine('Tiles', 11_500)],
    });
    const yesterday = await trial(token, addDays(today(), -1));
    expect((await call('POST', `/api/bills/${bill.id}/void`, { token, body: {} })).status).toBe(200);
    expect(balance(await trial(token, addDays(today(), -1)), '800')).toBe(balance(yesterday, '800'));
    expect(balance(await trial(token), '800')).toBe(balance(yesterday, '800') + bill.total);
  });

  it('refuses a date that is not one, and a business the caller may not invoice for', async () => {
    const token = await asUser();
    const bad = await call('GET', '/api/ledger/1/trial-balance?date=2026-02-30', { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('date');
    expect((await call('GET', '/api/ledger/1/trial-balance', { token: await asMere() })).status).toBe(403);
    expect((await call('GET', '/api/ledger/999999/trial-balance', { token })).status).toBe(404);
    expect((await call('GET', '/api/ledger/1/trial-balance')).status).toBe(401);
  });
});

describe('the general ledger', () => {
  it('lists an account’s entries with their documents, from its opening balance to its closing one', async () => {
    const token = await asUser();
    const from = addDays(today(), -1);
    const draft = await createDraft(token);
    const issued = (await issue(token, draft)).json as unknown as { id: number; number: string; total: number };
    const answer = await call('GET', `/api/ledger/1/accounts/610?from=${from}&to=${today()}`, { token });
    expect(answer.status).toBe(200);
    const ledger = answer.json as unknown as GeneralLedger;
    expect(ledger.account).toMatchObject({ code: '610', name: 'Accounts receivable', type: 'asset' });
    const entry = ledger.entries.find((e) => e.source.kind === 'INVOICE' && e.source.id === issued.id);
    expect(entry).toMatchObject({ date: today(), debit: issued.total, credit: 0, source: { number: issued.number } });
    const moved = ledger.entries.reduce((sum, e) => sum + e.debit - e.credit, 0);
    expect(ledger.closing).toBe(ledger.opening + moved);
    expect(ledger.closing).toBe(balance(await trial(token), '610'));
  });

  it('refuses an account the chart does not have and a range backwards', async () => {
    const token = await asUser();
    expect((await call('GET', `/api/ledger/1/accounts/999?from=${today()}&to=${today()}`, { token })).status).toBe(404);
    const backwards = await call('GET', `/api/ledger/1/accounts/610?from=${today()}&to=${addDays(today(), -1)}`, { token });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.json)).toContain('from');
  });
});

describe('the chart', () => {
  it('is the NZ default chart with the business’s expense accounts mapped onto it', async () => {
    const token = await asUser();
    const answer = await call('GET', '/api/ledger/1/accounts', { token });
    expect(answer.status).toBe(200);
    const chart = answer.json as unknown as ChartOfAccounts;
    const codes = chart.accounts.map((account) => account.code);
    for (const code of ['090', '200', '310', '320', '610', '800', '820', '960', '970']) expect(codes).toContain(code);
    expect(chart.accounts.find((account) => account.code === '610')).toMatchObject({ type: 'asset', kind: 'receivables' });
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('a service without the ledger', () => {
  it('answers none of its paths, while invoices and bills still answer', async () => {
    const token = await asUser();
    setMockCapabilities(parseCapabilitySelection('invoices,purchases'));
    try {
      expect((await call('GET', '/api/ledger/1/accounts', { token })).status).toBe(404);
      expect((await call('GET', '/api/ledger/1/trial-balance', { token })).status).toBe(404);
      expect((await call('GET', '/api/invoices?size=1', { token })).status).toBe(200);
    } finally {
      setMockCapabilities(null);
    }
  });
});

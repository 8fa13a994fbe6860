import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { db } from '../runtime/db';
import { call } from '../testing/call';
import { asAdmin, asMere, asUser } from '../testing/invoices';

type Account = { id: number; version: number; accountNumber: string; lineCount: number; linesToMatch: number; businessName: string };
type Result = { dryRun: boolean; added: number; skipped: number; skippedLines: number[] };

/** Southern Lakes Rentals' rent account: seeded with no lines; `user` may invoice for it. */
const RENT = 3;

const line = (day: number, amount: number, extra: Record<string, unknown> = {}) => ({
  date: `2026-05-${String(day).padStart(2, '0')}`,
  amount,
  payee: 'H KIM',
  particulars: 'RENT',
  code: 'WEEKLY',
  reference: `WK${day}`,
  ...extra,
});

const FILE = [
  line(1, 45_000),
  line(8, 45_000),
  line(8, -12_50, { payee: 'Countdown', particulars: '', code: '', reference: '' }),
  line(15, 45_000),
];

async function importLines(token: string, lines: unknown[], extra: Record<string, unknown> = {}, account = RENT) {
  return call('POST', `/api/bank-accounts/${account}/imports`, { token, body: { lines, ...extra } });
}

const storedLines = (accountId: number) => db.bankLines.findMany((q) => q.where({ accountId }));

describe('bank accounts: who sees what', () => {
  it('lists only the accounts of businesses the caller may invoice for', async () => {
    const user = await call('GET', '/api/bank-accounts', { token: await asUser() });
    expect(user.status).toBe(200);
    expect((user.json as unknown as Account[]).map((account) => account.id).sort()).toEqual([1, 3]);
    const admin = await call('GET', '/api/bank-accounts', { token: await asAdmin() });
    expect((admin.json as unknown as Account[]).map((account) => account.id).sort()).toEqual([1, 2, 3]);
    const mere = await call('GET', '/api/bank-accounts', { token: await asMere() });
    expect(mere.json).toEqual([]);
  });

  it('refuses another business: its list, its account, its lines, an import into it and an account for it', async () => {
    const token = await asUser();
    expect((await call('GET', '/api/bank-accounts?businessId=2', { token })).status).toBe(403);
    expect((await call('GET', '/api/bank-accounts/2', { token })).status).toBe(403);
    expect((await call('GET', '/api/bank-accounts/2/lines', { token })).status).toBe(403);
    expect((await importLines(token, FILE, {}, 2)).status).toBe(403);
    const created = await call('POST', '/api/bank-accounts', {
      token,
      body: { businessId: 2, name: 'Other', accountNumber: '01-0123-0456788-00' },
    });
    expect(created.status).toBe(403);
    expect(storedLines(2)).toHaveLength(3);
    expect(db.bankAccounts.count()).toBe(3);
  });

  it('answers 404 for an unknown account and 401 without a token', async () => {
    expect((await call('GET', '/api/bank-accounts/99', { token: await asUser() })).status).toBe(404);
    expect((await call('GET', '/api/bank-accounts')).status).toBe(401);
  });
});

describe('bank accounts: create and edit', () => {
  it('stores the number in its usual form and answers 201 with Location', async () => {
    const token = await asUser();
    const { status, json, headers } = await call('POST', '/api/bank-accounts', {
      token,
      body: { businessId: 1, name: ' Savings ', accountNumber: '01 902 0068389 00' },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      businessId: 1,
      businessName: 'Kiwi Home Renovations Ltd',
      name: 'Savings',
      accountNumber: '01-0902-0068389-000',
      lineCount: 0,
      linesToMatch: 0,
      version: 0,
    });
    expect(headers.get('Location')).toBe(`/api/bank-accounts/${(json as unknown as Account).id}`);
  });

  it.each([
    ['12-3140-0123453-00', 'This account number fails the bank’s check digits: look for a mistyped digit.'],
    ['05-0001-0123452-00', 'The first two digits are not a New Zealand bank number.'],
    ['01-1000-0068389-00', 'The branch number (the second part) is not one of that bank’s branches.'],
    ['12-3140', 'Enter the account number as bank-branch-account-suffix, e.g. 12-3140-0123456-00.'],
  ])('refuses the number %s with 400 naming accountNumber', async (accountNumber, message) => {
    const { status, json } = await call('POST', '/api/bank-accounts', {
      token: await asUser(),
      body: { businessId: 1, name: 'X', accountNumber },
    });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'accountNumber', message }]);
  });

  it('refuses a blank name and a second account with the same number, however written', async () => {
    const token = await asUser();
    const blank = await call('POST', '/api/bank-accounts', {
      token,
      body: { businessId: 1, name: '  ', accountNumber: '01-0123-0456788-00' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([{ field: 'name', message: 'Enter a name for the account, e.g. Rent account.' }]);
    const again = await call('POST', '/api/bank-accounts', {
      token,
      body: { businessId: 1, name: 'Again', accountNumber: '12 3140 0123452 00' },
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe('This business already has the account 12-3140-0123452-000.');
  });

  it('renames with the current version, refuses a stale one and a new number once lines exist', async () => {
    const token = await asUser();
    const renamed = await call('PUT', '/api/bank-accounts/1', {
      token,
      body: { version: 0, name: 'Cheque', accountNumber: '12-3140-0123452-000' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Cheque', version: 1 });
    const stale = await call('PUT', '/api/bank-accounts/1', {
      token,
      body: { version: 0, name: 'Old', accountNumber: '12-3140-0123452-000' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.type).toBe('urn:invoicing:stale-version');
    const moved = await call('PUT', '/api/bank-accounts/1', {
      token,
      body: { version: 1, name: 'Cheque', accountNumber: '01-0123-0456788-00' },
    });
    expect(moved.status).toBe(409);
    expect(moved.json.type).toBe('urn:invoicing:invalid-status');
    const empty = await call('PUT', `/api/bank-accounts/${RENT}`, {
      token,
      body: { version: 0, name: 'Rent', accountNumber: '01-0123-0456788-00' },
    });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ accountNumber: '01-0123-0456788-000' });
  });

  it('remembers a column mapping for the account', async () => {
    const token = await asUser();
    const mapping = { date: 'When', debit: 'Out', credit: 'In', payee: 'Who', reference: '  ' };
    const saved = await call('PUT', `/api/bank-accounts/${RENT}/csv-mapping`, { token, body: mapping });
    expect(saved.status).toBe(200);
    expect(saved.json.csvMapping).toEqual({ date: 'When', debit: 'Out', credit: 'In', payee: 'Who' });
    expect((await call('GET', `/api/bank-accounts/${RENT}`, { token })).json.csvMapping).toEqual(saved.json.csvMapping);
    const noAmount = await call('PUT', `/api/bank-accounts/${RENT}/csv-mapping`, { token, body: { date: 'When' } });
    expect(noAmount.status).toBe(400);
    expect(noAmount.json.errors).toEqual([{ field: 'amount', message: 'Choose the amount column, or the debit and credit columns.' }]);
  });
});

describe('statement imports', () => {
  it('previews without saving, imports, then skips every line of the same file', async () => {
    const token = await asUser();
    const preview = await importLines(token, FILE, { dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({ dryRun: true, added: 4, skipped: 0, skippedLines: [] });
    expect(storedLines(RENT)).toHaveLength(0);

    const first = await importLines(token, FILE, { accountNumber: '38 9000 0765434 00', fileName: 'kiwibank.csv' });
    expect(first.json).toEqual({ dryRun: false, added: 4, skipped: 0, skippedLines: [] });
    const again = await importLines(token, FILE);
    expect(again.json).toEqual({ dryRun: false, added: 0, skipped: 4, skippedLines: [0, 1, 2, 3] });
    expect(storedLines(RENT)).toHaveLength(4);

    const account = (await call('GET', `/api/bank-accounts/${RENT}`, { token })).json;
    expect(account).toMatchObject({ lineCount: 4, linesToMatch: 4, lastLineDate: '2026-05-15' });
  });

  it('adds only the new lines of an overlapping file, and says which were skipped', async () => {
    const token = await asUser();
    await importLines(token, FILE.slice(0, 2));
    const overlap = await importLines(token, FILE, { dryRun: true });
    expect(overlap.json).toEqual({ dryRun: true, added: 2, skipped: 2, skippedLines: [0, 1] });
  });

  it('keeps the bank transaction id as the identity where there is one', async () => {
    const token = await asUser();
    await importLines(token, [line(3, 100, { bankTransactionId: 'FIT-1' })]);
    // Same id, details written differently by another export: the same transaction.
    const same = await importLines(token, [line(3, 100, { bankTransactionId: ' fit-1 ', payee: 'Someone else' })]);
    expect(same.json).toMatchObject({ added: 0, skipped: 1 });
    // Same details, another id: another transaction.
    const other = await importLines(token, [line(3, 100, { bankTransactionId: 'FIT-2' })]);
    expect(other.json).toMatchObject({ added: 1, skipped: 0 });
  });

  it('records two identical lines of one file as two, and skips both the next time', async () => {
    const token = await asUser();
    const coffee = line(9, -450, { payee: 'CAFE', particulars: '', code: '', reference: '' });
    expect((await importLines(token, [coffee, coffee])).json).toMatchObject({ added: 2, skipped: 0 });
    expect((await importLines(token, [coffee, coffee, coffee])).json).toMatchObject({ added: 1, skipped: 2 });
  });

  it('treats a different running balance as a different line', async () => {
    const token = await asUser();
    await importLines(token, [line(4, 500, { balance: 10_000 })]);
    expect((await importLines(token, [line(4, 500, { balance: 10_500 })])).json).toMatchObject({ added: 1 });
  });

  it.each([
    ['a date that is not a date', 3, { date: '31/05/2026' }, 'lines.3.date', 'Enter a real date written YYYY-MM-DD.'],
    ['an impossible date', 3, { date: '2026-02-30' }, 'lines.3.date', 'Enter a real date written YYYY-MM-DD.'],
    ['a date out of range', 0, { date: '1999-12-31' }, 'lines.0.date', 'Enter a date from 2000-01-01 to 2099-12-31.'],
    ['an amount in dollars', 1, { amount: 12.5 }, 'lines.1.amount', 'Enter an amount in whole cents, at most 10000000000 either way.'],
    ['an amount as text', 1, { amount: '1,234.56' }, 'lines.1.amount', 'Enter an amount in whole cents, at most 10000000000 either way.'],
    [
      'an amount too large',
      2,
      { amount: -10_000_000_001 },
      'lines.2.amount',
      'Enter an amount in whole cents, at most 10000000000 either way.',
    ],
    ['a payee too long', 2, { payee: 'x'.repeat(201) }, 'lines.2.payee', 'Must be at most 200 characters.'],
  ])('refuses the whole file for %s, saving nothing', async (_what, index, change, field, message) => {
    const token = await asUser();
    const lines = FILE.map((each, position) => (position === index ? { ...each, ...change } : each));
    const { status, json } = await importLines(token, lines);
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field, message }]);
    expect(storedLines(RENT)).toHaveLength(0);
  });

  it('refuses a file for another account number, and an empty file', async () => {
    const token = await asUser();
    const other = await importLines(token, FILE, { accountNumber: '12-3140-0123452-000' });
    expect(other.status).toBe(400);
    expect(other.json.errors).toEqual([
      { field: 'accountNumber', message: 'This file is for account 12-3140-0123452-000, not Rent account (38-9000-0765434-000).' },
    ]);
    const empty = await importLines(token, []);
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual([{ field: 'lines', message: 'The file has no statement lines.' }]);
    expect(storedLines(RENT)).toHaveLength(0);
  });

  it('refuses an amount of -0 naming the line\'s amount, and a body that is not UTF-8, storing nothing', async () => {
    const token = await asUser();
    const path = `/api/bank-accounts/${RENT}/imports`;
    // JSON.stringify writes -0 as 0: the file's -0 is sent as written.
    const minusZero = await call('POST', path, {
      token,
      rawBody: `{"lines": [${JSON.stringify(line(1, 45_000))}, ${JSON.stringify(line(2, 0)).replace('"amount":0', '"amount":-0')}]}`,
    });
    expect(minusZero.status).toBe(400);
    expect(minusZero.json.errors).toEqual([{ field: 'lines.1.amount', message: 'Write a zero amount as 0, not -0.' }]);

    // A payee written in Latin-1: its ö is the lone byte F6, which is not UTF-8.
    const text = JSON.stringify({ lines: [line(3, 45_000, { payee: 'K\u00f6whai' })] });
    const latin1 = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const notUtf8 = await fetch(new URL(path.slice(1), env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: latin1,
    });
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await notUtf8.json()).toMatchObject({ detail: 'The request body is not valid UTF-8 text. Send JSON encoded as UTF-8.' });
    expect(storedLines(RENT)).toHaveLength(0);
  });

  it('refuses more than 5,000 lines at once', async () => {
    const lines = Array.from({ length: 5_001 }, (_, index) => ({ date: '2026-01-01', amount: index + 1 }));
    const { status, json } = await importLines(await asUser(), lines);
    expect(status).toBe(400);
    expect(json.errors).toEqual([
      { field: 'lines', message: 'At most 5000 lines can be imported at once: import the file in parts, by date.' },
    ]);
  });

  it('lists lines newest first, filtered by status', async () => {
    const token = await asUser();
    const all = await call('GET', '/api/bank-accounts/1/lines', { token });
    expect(all.status).toBe(200);
    const dates = (all.json.content as Array<{ date: string }>).map((each) => each.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.json.page).toMatchObject({ totalElements: 6 });
    const reconciled = await call('GET', '/api/bank-accounts/1/lines?status=RECONCILED', { token });
    expect((reconciled.json.content as Array<{ status: string }>).map((each) => each.status)).toEqual(['RECONCILED', 'RECONCILED']);
    const bad = await call('GET', '/api/bank-accounts/1/lines?status=DONE', { token });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'status', message: "Unknown status 'DONE'. Use TO_MATCH or RECONCILED." }]);
  });
});

describe('statement imports: a property', () => {
  const arbitraryLine = fc.record({
    date: fc.integer({ min: 1, max: 28 }).map((day) => `2026-03-${String(day).padStart(2, '0')}`),
    amount: fc.integer({ min: -50_000, max: 50_000 }),
    payee: fc.constantFrom('A', 'B', 'b ', 'C'),
    reference: fc.constantFrom('', 'X', 'Y'),
    bankTransactionId: fc.option(fc.constantFrom('T1', 'T2', 'T3', 'T4'), { nil: undefined }),
  });

  it('re-importing any subset of an imported file records nothing new', async () => {
    const token = await asUser();
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(arbitraryLine, { minLength: 1, maxLength: 30 })
          .chain((file) => fc.tuple(fc.constant(file), fc.subarray(file, { minLength: 1 }), fc.integer({ min: 1, max: 1_000 }))),
        async ([file, subset, seed]) => {
          // A fresh account per run, so runs do not see each other's lines.
          const created = await call('POST', '/api/bank-accounts', {
            token,
            body: {
              businessId: 3,
              name: `Run ${seed}-${db.bankAccounts.count()}`,
              accountNumber: `31-2800-${String(1_000_000 + db.bankAccounts.count())}-00`,
            },
          });
          const id = (created.json as unknown as Account).id;
          const first = (await importLines(token, file, {}, id)).json as unknown as Result;
          const stored = storedLines(id).length;
          expect(first.added).toBe(stored);
          const shuffled = [...subset].reverse();
          const again = (await importLines(token, shuffled, {}, id)).json as unknown as Result;
          expect(again).toMatchObject({ added: 0, skipped: shuffled.length });
          expect(storedLines(id)).toHaveLength(stored);
        },
      ),
      { numRuns: 40 },
    );
  });
});

// Bank accounts and statement imports on the kit's own business (docs/bank-statements.md): create,
// read, list, rename, the column mapping, a preview that saves nothing, an import, the same import
// again (every line skipped), the lines list, and the refusals the contract names. The API has no
// delete for accounts or lines, so the kit leaves its account behind and says so.
import { body, list, need, UNKNOWN_ID, type Context } from './journey-support';
import { STALE, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

const expectCounts =
  (added: number, skipped: number, dryRun: boolean) =>
  (answer: KitAnswer): string[] => {
    const got = body(answer);
    const problems: string[] = [];
    if (got.added !== added) problems.push(`added must be ${added}, got ${String(got.added)}`);
    if (got.skipped !== skipped) problems.push(`skipped must be ${skipped}, got ${String(got.skipped)}`);
    if (got.dryRun !== dryRun) problems.push(`dryRun must be ${String(dryRun)}, got ${String(got.dryRun)}`);
    return problems;
  };

const totalOf = (answer: KitAnswer) => {
  const page = body(answer).page;
  return typeof page === 'object' && page !== null ? (page as Record<string, unknown>).totalElements : undefined;
};

/** Read-only mode: the list, and one account and its lines if the backend has any. */
async function readBankAccounts(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const listed = await session.call(
    'list the bank accounts',
    { method: 'GET', path: '/api/bank-accounts', token: tokens.user },
    { status: 200 },
  );
  const first = list(listed)[0];
  if (typeof first?.id !== 'number') {
    ctx.skipped.set('getBankAccount', 'skipped (read-only, and the user has no bank account to read)');
    ctx.skipped.set('listBankStatementLines', 'skipped (read-only, and the user has no bank account to read)');
    return;
  }
  await session.call('read a bank account', { method: 'GET', path: `/api/bank-accounts/${first.id}`, token: tokens.user }, { status: 200 });
  await session.call(
    'list its statement lines',
    { method: 'GET', path: `/api/bank-accounts/${first.id}/lines?status=TO_MATCH`, token: tokens.user },
    { status: 200 },
  );
}

export async function bankAccounts(ctx: Context): Promise<void> {
  if (ctx.readOnly) return readBankAccounts(ctx);
  const { session, tokens } = ctx;
  const user = tokens.user;
  const businessId = ctx.made.business?.id;

  const created = await session.call(
    'add a bank account, its number written with spaces',
    {
      method: 'POST',
      path: '/api/bank-accounts',
      token: user,
      body: { businessId, name: `Kit ${ctx.run}`, accountNumber: '01 902 0068389 00' },
    },
    {
      status: 201,
      check: (a) =>
        body(a).accountNumber === '01-0902-0068389-000' ? [] : [`stored as 01-0902-0068389-000, got ${String(body(a).accountNumber)}`],
    },
  );
  const id = need(created, 201, 'creating a bank account');
  ctx.leftBehind.push(
    `1 bank account with 3 statement lines of business "${ctx.made.business?.name ?? ''}": the API has no delete for them`,
  );
  const path = `/api/bank-accounts/${id}`;

  await session.call(
    'the same number again: 409',
    { method: 'POST', path: '/api/bank-accounts', token: user, body: { businessId, name: 'Again', accountNumber: '01-0902-0068389-000' } },
    { status: 409 },
  );
  await session.call(
    'a number that fails its check digits: 400',
    { method: 'POST', path: '/api/bank-accounts', token: user, body: { businessId, name: 'Typo', accountNumber: '01-0902-0068388-00' } },
    { status: 400, field: 'accountNumber' },
  );
  await session.call(
    'the list holds it',
    { method: 'GET', path: `/api/bank-accounts?businessId=${businessId ?? 0}`, token: user },
    { status: 200, check: (a) => (list(a).some((item) => item.id === id) ? [] : [`the list must hold account ${id}`]) },
  );
  const read = await session.call('read it', { method: 'GET', path, token: user }, { status: 200 });
  await session.call(
    'rename it',
    {
      method: 'PUT',
      path,
      token: user,
      body: { version: versionOf(read), name: `Kit ${ctx.run} b`, accountNumber: '01-0902-0068389-000' },
    },
    { status: 200 },
  );
  await session.call(
    'rename it with a stale version: 409',
    { method: 'PUT', path, token: user, body: { version: versionOf(read), name: 'Stale', accountNumber: '01-0902-0068389-000' } },
    { status: 409, problemType: STALE },
  );
  await session.call(
    'remember a column mapping',
    { method: 'PUT', path: `${path}/csv-mapping`, token: user, body: { date: 'When', credit: 'In', debit: 'Out' } },
    {
      status: 200,
      check: (a) => ((body(a).csvMapping as Record<string, unknown> | undefined)?.date === 'When' ? [] : ['csvMapping.date must be When']),
    },
  );
  await session.call(
    'a mapping without an amount column: 400',
    { method: 'PUT', path: `${path}/csv-mapping`, token: user, body: { date: 'When' } },
    { status: 400, field: 'amount' },
  );

  const lines = [
    { date: ctx.today, amount: 45000, payee: 'KIT TENANT', particulars: 'RENT', reference: `kit ${ctx.run}`, balance: 145000 },
    { date: ctx.today, amount: -1250, payee: 'KIT SHOP', balance: 143750 },
    { date: ctx.today, amount: 45000, payee: 'KIT TENANT', bankTransactionId: `kit-${ctx.run}-3` },
  ];
  const imports = `${path}/imports`;
  await session.call(
    'preview an import: nothing saved',
    { method: 'POST', path: imports, token: user, body: { dryRun: true, lines } },
    { status: 200, check: expectCounts(3, 0, true) },
  );
  await session.call(
    'after the preview, still no lines',
    { method: 'GET', path: `${path}/lines`, token: user },
    { status: 200, check: (a) => (totalOf(a) === 0 ? [] : [`a preview must save nothing; lines: ${String(totalOf(a))}`]) },
  );
  await session.call(
    'import three lines',
    { method: 'POST', path: imports, token: user, body: { lines, accountNumber: '01-0902-0068389-00' } },
    { status: 200, check: expectCounts(3, 0, false) },
  );
  await session.call(
    'the same lines again: all skipped',
    { method: 'POST', path: imports, token: user, body: { lines } },
    { status: 200, check: expectCounts(0, 3, false) },
  );
  await session.call(
    'a file for another account: 400',
    { method: 'POST', path: imports, token: user, body: { lines, accountNumber: '12-3140-0123452-00' } },
    { status: 400, field: 'accountNumber' },
  );
  await session.call(
    'one line dated out of range: 400, nothing saved',
    {
      method: 'POST',
      path: imports,
      token: user,
      body: {
        lines: [
          { date: ctx.today, amount: 1 },
          { date: '1999-12-31', amount: 2 },
        ],
      },
    },
    { status: 400, field: 'lines.1.date' },
  );
  await session.call(
    'the lines to match',
    { method: 'GET', path: `${path}/lines?status=TO_MATCH`, token: user },
    { status: 200, check: (a) => (totalOf(a) === 3 ? [] : [`3 lines to match, got ${String(totalOf(a))}`]) },
  );
  await session.call('an unknown account: 404', { method: 'GET', path: `/api/bank-accounts/${UNKNOWN_ID}`, token: user }, { status: 404 });
}

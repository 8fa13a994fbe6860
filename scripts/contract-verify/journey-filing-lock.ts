// The lock under a concurrent filing (decision 300): a bulk confirm of many statement lines dated in
// the previous period, recorded as expenses, and the filing of that period sent at the same time.
// Whichever lands first, the filed figures must equal the books of the period (checked by reopening
// it), and the confirm must be all or nothing: every line matched, or none. Runs after the bank
// matching checks, on the kit's own account; reopens the return at the end.
import { twoMonthly } from './journey-gst-filing';
import { addDays, Blocked, body, list, type Context } from './journey-support';
import type { KitAnswer } from './session';

/** Lines in the confirm: more than one chunk of any sensible size (the mock writes 50 at a time). */
const LINES = 120;
const BOXES = ['box5', 'box6', 'box7', 'box8', 'box9', 'box10', 'box11', 'box12', 'box13', 'box14', 'box15'];

const boxes = (answer: KitAnswer) => JSON.stringify(BOXES.map((box) => body(answer)[box]));

export async function filingLock(ctx: Context): Promise<void> {
  const { session, tokens, today } = ctx;
  const user = tokens.user;
  const business = ctx.made.business;
  if (!business) return;
  const accounts = await session.call(
    "find the kit's bank account for the filing race",
    { method: 'GET', path: `/api/bank-accounts?businessId=${business.id}`, token: user },
    { status: 200 },
  );
  const account = list(accounts).find((item) => typeof item.name === 'string' && item.name.startsWith(`Kit ${ctx.run}`));
  if (typeof account?.id !== 'number') throw new Blocked("the bank accounts section did not leave the kit's account");
  const expenseAccounts = await session.call(
    'the expense accounts for the filing race',
    { method: 'GET', path: `/api/businesses/${business.id}/expense-accounts`, token: user },
    { status: 200 },
  );
  const accountId = list(expenseAccounts)[0]?.id;
  if (typeof accountId !== 'number') throw new Blocked('the business has no expense account');

  const previous = twoMonthly(addDays(twoMonthly(today).start, -1));
  const path = `/api/bank-accounts/${account.id}`;
  const returnPath = `/api/businesses/${business.id}/gst-returns/${previous.period}`;
  const reference = `kit ${ctx.run} race`;
  await session.call(
    `import ${LINES} lines of money out dated in the previous GST period`,
    {
      method: 'POST',
      path: `${path}/imports`,
      token: user,
      body: {
        lines: Array.from({ length: LINES }, (_, n) => ({
          date: addDays(previous.start, n % 28),
          amount: -(1_000 + n),
          payee: 'KIT HARDWARE',
          reference: `${reference}${n}`,
        })),
      },
    },
    { status: 200 },
  );
  const toMatch = await session.call(
    'the lines of the filing race',
    { method: 'GET', path: `${path}/lines?status=TO_MATCH&size=500`, token: user },
    { status: 200 },
  );
  const ours = (answer: KitAnswer) =>
    (Array.isArray(body(answer).content) ? (body(answer).content as Array<Record<string, unknown>>) : []).filter(
      (line) => typeof line.reference === 'string' && line.reference.startsWith(reference),
    );
  const matches = ours(toMatch).map((line) => ({ lineId: line.id, allocations: [], expense: { accountId, taxCode: 'STANDARD' } }));
  if (matches.length !== LINES) throw new Blocked(`the import listed ${matches.length} of its ${LINES} lines to match`);

  ctx.cleanup.add('reopen the GST return filed during the race', async () => {
    await session.call(
      'reopen the return filed during the race, as an ADMIN',
      { method: 'POST', path: `${returnPath}/reopen`, token: tokens.admin, body: { reason: `Conformance kit ${ctx.run}` } },
      { status: [200, 409] },
    );
  });
  const [confirmed, filed] = await Promise.all([
    session.call(
      `confirm the ${LINES} lines as expenses while the period is filed`,
      { method: 'POST', path: `${path}/matches`, token: user, body: { matches } },
      { status: [200, 409] },
    ),
    session.call(
      'file the previous period while the confirm is written: 200, or 409 until it has finished',
      { method: 'POST', path: `${returnPath}/filing`, token: user, body: { filedOn: today } },
      { status: [200, 409] },
    ),
  ]);
  const filedAnswer =
    filed.status === 200
      ? filed
      : await session.call(
          'file the previous period once the confirm has finished',
          { method: 'POST', path: `${returnPath}/filing`, token: user, body: { filedOn: today } },
          { status: 200 },
        );
  const after = await session.call(
    'the lines of the filing race after it',
    { method: 'GET', path: `${path}/lines?size=500`, token: user },
    { status: 200 },
  );
  const reopened = await session.call(
    'reopen the return filed during the race, to read the books of its period',
    { method: 'POST', path: `${returnPath}/reopen`, token: tokens.admin, body: { reason: `Conformance kit ${ctx.run}` } },
    { status: 200 },
  );

  const problems: string[] = [];
  const matched = ours(after).filter((line) => line.status === 'RECONCILED').length;
  const expected = confirmed.status === 200 ? LINES : 0;
  if (matched !== expected) {
    problems.push(`the confirm answered ${confirmed.status} but ${matched} of its ${LINES} lines are matched: it must be all or nothing`);
  }
  if (filedAnswer.status === 200 && reopened.status === 200 && boxes(filedAnswer) !== boxes(reopened)) {
    problems.push(`the filed boxes ${boxes(filedAnswer)} differ from the books of the period ${boxes(reopened)}`);
  }
  session.record(
    'fileGstReturn',
    'the lock under a concurrent filing: the filed figures equal the books of the period, and the confirm is all or nothing',
    `POST ${returnPath}/filing during POST ${path}/matches of ${LINES} lines dated in the period`,
    problems,
  );
}

// Matching statement lines to invoices on the kit's own bank account (docs/bank-statements.md#matching):
// confirm one line, the same line again (409), a bulk confirm that is all or nothing, the payment's
// bank line as its source on the invoice, undo and undo again (409), the refusals the contract
// names; money in kept as the client's credit, refunded, then its undo refused (decision 232); money
// out recorded as an expense and undone (decision 233). Runs after the numbering checks: the invoice
// it issues takes the business's next number.
import { Blocked, body, list, need, type Context } from './journey-support';
import { createDraft, draftInput, INVALID_STATUS, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

const ALREADY_MATCHED = 'urn:invoicing:already-matched';

const content = (answer: KitAnswer) => {
  const items = body(answer).content;
  return Array.isArray(items) ? (items as Array<Record<string, unknown>>) : [];
};

const hasStatus = (status: string) => (answer: KitAnswer) =>
  body(answer).status === status ? [] : [`status must be ${status}, got ${String(body(answer).status)}`];

export async function bankMatches(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const user = tokens.user;
  const accounts = await session.call(
    "find the kit's bank account",
    { method: 'GET', path: `/api/bank-accounts?businessId=${ctx.made.business?.id ?? 0}`, token: user },
    { status: 200 },
  );
  const account = list(accounts).find((item) => typeof item.name === 'string' && item.name.startsWith(`Kit ${ctx.run}`));
  if (typeof account?.id !== 'number') throw new Blocked("the bank accounts section did not leave the kit's account");
  const path = `/api/bank-accounts/${account.id}`;

  const draft = await createDraft(ctx, 'create a draft to be paid from the bank', draftInput(ctx));
  const issued = await session.call(
    'issue it',
    { method: 'POST', path: `/api/invoices/${draft.id}/issue`, token: user, body: { version: draft.version } },
    { status: 200 },
  );
  need(issued, 200, 'issuing the invoice to match');
  if (ctx.made.lastSequence !== undefined) ctx.made.lastSequence += 1;
  const total = Number(body(issued).total);
  const reference = `kit ${ctx.run} m`;
  await session.call(
    'import two lines that pay it',
    {
      method: 'POST',
      path: `${path}/imports`,
      token: user,
      body: {
        lines: [
          { date: ctx.today, amount: total - 100, payee: 'KIT CLIENT', reference: `${reference}1` },
          { date: ctx.today, amount: 100, payee: 'KIT CLIENT', reference: `${reference}2` },
        ],
      },
    },
    { status: 200 },
  );
  const toMatch = content(
    await session.call(
      'the lines to match',
      { method: 'GET', path: `${path}/lines?status=TO_MATCH&size=500`, token: user },
      { status: 200 },
    ),
  );
  const idOf = (match: (line: Record<string, unknown>) => boolean) => {
    const id = toMatch.find(match)?.id;
    if (typeof id !== 'number') throw new Blocked('the imported lines are not listed to match');
    return id;
  };
  const most = idOf((line) => line.reference === `${reference}1`);
  const rest = idOf((line) => line.reference === `${reference}2`);
  const moneyOut = toMatch.find((line) => typeof line.amount === 'number' && line.amount < 0)?.id;
  const invoiceId = draft.id;
  const match = (lineId: number) => `${path}/lines/${lineId}/match`;

  await session.call(
    'confirm more than the balance: 400',
    { method: 'POST', path: match(most), token: user, body: { allocations: [{ invoiceId, amount: total + 1 }] } },
    { status: 400, field: 'allocations.0.amount' },
  );
  await session.call(
    'confirm less than the line: 400',
    { method: 'POST', path: match(most), token: user, body: { allocations: [{ invoiceId, amount: 1 }] } },
    { status: 400, field: 'allocations' },
  );
  if (typeof moneyOut === 'number') {
    await session.call(
      'confirm money out against an invoice: 400',
      { method: 'POST', path: match(moneyOut), token: user, body: { allocations: [{ invoiceId, amount: 1250 }] } },
      { status: 400, field: 'allocations.0.invoiceId' },
    );
  }
  await session.call(
    'confirm one line',
    { method: 'POST', path: match(most), token: user, body: { allocations: [{ invoiceId, amount: total - 100 }] } },
    { status: 200, check: hasStatus('RECONCILED') },
  );
  await session.call(
    'the same line again: 409',
    { method: 'POST', path: match(most), token: user, body: { allocations: [{ invoiceId, amount: total - 100 }] } },
    { status: 409, problemType: ALREADY_MATCHED },
  );
  const both = {
    matches: [
      { lineId: rest, allocations: [{ invoiceId, amount: 100 }] },
      { lineId: most, allocations: [{ invoiceId, amount: total - 100 }] },
    ],
  };
  await session.call(
    'a bulk confirm naming a matched line: 409, nothing recorded',
    { method: 'POST', path: `${path}/matches`, token: user, body: both },
    { status: 409, problemType: ALREADY_MATCHED },
  );
  await session.call(
    'confirm the other line in bulk',
    { method: 'POST', path: `${path}/matches`, token: user, body: { matches: both.matches.slice(0, 1) } },
    { status: 200, check: (a) => (body(a).matched === 1 ? [] : [`matched must be 1, got ${String(body(a).matched)}`]) },
  );
  await session.call(
    'the invoice is paid, each payment naming its bank line',
    { method: 'GET', path: `/api/invoices/${invoiceId}`, token: user },
    {
      status: 200,
      check: (a) => {
        const sources = ((body(a).payments as Array<Record<string, unknown>> | undefined) ?? []).map((payment) => payment.bankLineId);
        const problems = hasStatus('PAID')(a);
        if (!sources.includes(most) || !sources.includes(rest)) problems.push(`payments must name lines ${most} and ${rest}`);
        return problems;
      },
    },
  );
  const undone = await session.call(
    'undo a match',
    { method: 'DELETE', path: match(rest), token: user },
    { status: 200, check: hasStatus('TO_MATCH') },
  );
  need(undone, 200, 'undoing a match');
  await session.call(
    'undo it again: 409',
    { method: 'DELETE', path: match(rest), token: user },
    { status: 409, problemType: INVALID_STATUS },
  );
  await session.call(
    'the invoice has the undone payment left to pay',
    { method: 'GET', path: `/api/invoices/${invoiceId}`, token: user },
    { status: 200, check: (a) => (body(a).balance === 100 ? [] : [`balance must be 100, got ${String(body(a).balance)}`]) },
  );
  const clientId = Number(body(issued).clientId);
  await session.call(
    'money in kept whole as the client’s credit',
    { method: 'POST', path: match(rest), token: user, body: { allocations: [], creditClientId: clientId } },
    {
      status: 200,
      check: (a) => ((body(a).credit as { amount?: number } | undefined)?.amount === 100 ? [] : ['credit.amount must be 100']),
    },
  );
  const credit = await session.call(
    'the client’s credit',
    { method: 'GET', path: `/api/clients/${clientId}/credit`, token: user },
    { status: 200, check: (a) => (Number(body(a).balance) >= 100 ? [] : ['balance must be at least 100']) },
  );
  const balance = Number(body(credit).balance);
  await session.call(
    'pay 60 cents of the invoice from the credit',
    { method: 'POST', path: `/api/clients/${clientId}/credit/applications`, token: user, body: { invoiceId, amount: 60 } },
    { status: 200, check: (a) => (body(a).balance === balance - 60 ? [] : [`balance must be ${balance - 60}`]) },
  );
  await session.call(
    'refund more than the credit left: 400',
    {
      method: 'POST',
      path: `/api/clients/${clientId}/credit/refunds`,
      token: user,
      body: { amount: balance - 59, refundedOn: ctx.today, method: 'CASH' },
    },
    { status: 400, field: 'amount' },
  );
  await session.call(
    'refund the rest of the credit',
    {
      method: 'POST',
      path: `/api/clients/${clientId}/credit/refunds`,
      token: user,
      body: { amount: balance - 60, refundedOn: ctx.today, method: 'CASH' },
    },
    { status: 200, check: (a) => (body(a).balance === 0 ? [] : [`balance must be 0, got ${String(body(a).balance)}`]) },
  );
  await session.call(
    'undo the line whose credit was used: 409',
    { method: 'DELETE', path: match(rest), token: user },
    { status: 409, problemType: INVALID_STATUS },
  );
  if (typeof moneyOut === 'number') {
    const accounts = await session.call(
      'the business’s expense accounts',
      { method: 'GET', path: `/api/businesses/${ctx.made.business?.id ?? 0}/expense-accounts`, token: user },
      { status: 200 },
    );
    const accountId = list(accounts)[0]?.id;
    if (typeof accountId === 'number') {
      await session.call(
        'money out recorded as an expense',
        { method: 'POST', path: match(moneyOut), token: user, body: { allocations: [], expense: { accountId, taxCode: 'STANDARD' } } },
        { status: 200, check: (a) => (typeof body(a).expenseId === 'number' ? [] : ['expenseId must be a number']) },
      );
      await session.call(
        'undo the expense',
        { method: 'DELETE', path: match(moneyOut), token: user },
        { status: 200, check: hasStatus('TO_MATCH') },
      );
    }
  }
  ctx.leftBehind.push(`2 statement lines matched to invoice ${String(body(issued).number)} (version ${versionOf(issued)})`);
}

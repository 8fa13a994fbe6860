// Quotes: drafts, sending and numbering, revisions, answers, variations and invoicing a quote in
// stages, with every refusal (docs/invoicing.md#quotes-and-progress-billing). Sent quotes cannot be
// deleted (like issued invoices), so the kit leaves them behind and says so.
import { Blocked, body, need, type Context } from './journey-support';
import { INVALID_STATUS, track, versionOf } from './journey-invoices';
import type { KitAnswer } from './session';

const EXCEEDED = 'urn:invoicing:quote-exceeded';
const REPLACED = 'urn:invoicing:quote-replaced';

interface QuoteRef {
  id: number;
  version: number;
}

const quoteInput = (ctx: Context) => ({
  businessId: ctx.made.business?.id,
  clientId: ctx.made.client?.id,
  issueDate: ctx.today,
  validUntil: ctx.today,
  reference: `kit ${ctx.run}`,
  terms: 'Conformance terms.',
  lines: [{ description: 'Conformance job', quantity: '1', unitPrice: 100000, taxCode: 'STANDARD' }],
});

const ref = (answer: KitAnswer): QuoteRef => ({ id: Number(body(answer).id), version: versionOf(answer) });

export async function createQuote(ctx: Context, name: string): Promise<QuoteRef> {
  const answer = await ctx.session.call(
    name,
    { method: 'POST', path: '/api/quotes', token: ctx.tokens.user, body: quoteInput(ctx) },
    { status: 201 },
  );
  need(answer, 201, name);
  return ref(answer);
}

export const act = (ctx: Context, name: string, quote: QuoteRef, action: string, status: number, problemType?: string) =>
  ctx.session.call(
    name,
    { method: 'POST', path: `/api/quotes/${quote.id}/${action}`, token: ctx.tokens.user, body: { version: quote.version } },
    problemType ? { status, problemType } : { status },
  );

const remove = (ctx: Context, name: string, quote: QuoteRef) =>
  ctx.session.call(
    name,
    { method: 'DELETE', path: `/api/quotes/${quote.id}?version=${quote.version}`, token: ctx.tokens.user },
    { status: 204 },
  );

async function claim(ctx: Context, name: string, quote: QuoteRef, claimBody: object, status: number, problemType?: string) {
  const answer = await ctx.session.call(
    name,
    { method: 'POST', path: `/api/quotes/${quote.id}/invoices`, token: ctx.tokens.user, body: claimBody },
    problemType ? { status, problemType } : { status },
  );
  if (answer.status === 201) track(ctx, Number(body(answer).id));
  return answer;
}

/** Read-only mode: the lists and one quote, if the user can see any. */
async function readQuotes(ctx: Context): Promise<void> {
  const page = await ctx.session.call(
    'list quotes',
    { method: 'GET', path: '/api/quotes?size=1', token: ctx.tokens.user },
    { status: 200 },
  );
  await ctx.session.call('quote summary', { method: 'GET', path: '/api/quotes/summary', token: ctx.tokens.user }, { status: 200 });
  const content = body(page).content;
  const first: unknown = Array.isArray(content) ? content[0] : undefined;
  const id = typeof first === 'object' && first !== null && 'id' in first ? Number(first.id) : NaN;
  if (Number.isNaN(id)) ctx.skipped.set('getQuote', 'the user can see no quote to read');
  else await ctx.session.call('read a quote', { method: 'GET', path: `/api/quotes/${id}`, token: ctx.tokens.user }, { status: 200 });
}

export async function quotes(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  if (ctx.readOnly) return readQuotes(ctx);
  if (!ctx.made.business || !ctx.made.client) throw new Blocked('the kit has no business and client to quote for');
  const draft = await createQuote(ctx, 'create a draft quote');
  await session.call(
    'list quotes',
    { method: 'GET', path: `/api/quotes?businessId=${ctx.made.business.id}&sort=total,desc`, token: tokens.user },
    { status: 200 },
  );
  await session.call('quote summary', { method: 'GET', path: '/api/quotes/summary', token: tokens.user }, { status: 200 });
  const updated = await session.call(
    'replace the draft quote',
    {
      method: 'PUT',
      path: `/api/quotes/${draft.id}`,
      token: tokens.user,
      body: { ...quoteInput(ctx), version: draft.version, notes: 'Updated' },
    },
    { status: 200 },
  );
  draft.version = versionOf(updated);
  await session.call('read the quote', { method: 'GET', path: `/api/quotes/${draft.id}`, token: tokens.user }, { status: 200 });
  await remove(ctx, 'delete a draft quote', await createQuote(ctx, 'create a draft quote to delete'));

  const sent = await act(ctx, 'send the quote', draft, 'send', 200);
  need(sent, 200, 'sending the quote');
  draft.version = versionOf(sent);
  ctx.leftBehind.push(`quote ${String(body(sent).number)} (sent quotes cannot be deleted)`);
  await session.call(
    'edit a sent quote: 409',
    { method: 'PUT', path: `/api/quotes/${draft.id}`, token: tokens.user, body: { ...quoteInput(ctx), version: draft.version } },
    { status: 409, problemType: INVALID_STATUS },
  );

  const revision = await act(ctx, 'revise the sent quote', draft, 'revise', 201);
  need(revision, 201, 'revising the quote');
  draft.version += 1;
  await act(ctx, 'accept the replaced quote: 409', draft, 'accept', 409, REPLACED);
  await remove(ctx, 'delete the draft revision', ref(revision));
  const copy = await session.call(
    'duplicate the quote',
    { method: 'POST', path: `/api/quotes/${draft.id}/duplicate`, token: tokens.user },
    { status: 201 },
  );
  await remove(ctx, 'delete the copy', ref(copy));

  const other = await createQuote(ctx, 'create a quote to decline');
  const otherSent = await act(ctx, 'send it', other, 'send', 200);
  ctx.leftBehind.push(`quote ${String(body(otherSent).number)} (declined)`);
  await act(ctx, 'decline it', ref(otherSent), 'decline', 200);

  const accepted = await act(ctx, 'accept the quote', draft, 'accept', 200);
  need(accepted, 200, 'accepting the quote');
  const variation = await session.call(
    'add a variation',
    {
      method: 'POST',
      path: `/api/quotes/${draft.id}/variations`,
      token: tokens.user,
      body: {
        version: versionOf(accepted),
        description: 'Conformance variation',
        lines: [{ description: 'Extra', quantity: '1', unitPrice: 5000, taxCode: 'STANDARD' }],
      },
    },
    { status: 201 },
  );
  need(variation, 201, 'adding a variation');
  await claim(ctx, 'invoice a 30% deposit', draft, { kind: 'DEPOSIT', method: 'PERCENT', rate: 3000 }, 201);
  await claim(ctx, 'claim more than is left: 409', draft, { kind: 'PROGRESS', method: 'AMOUNT', amount: 10_000_000 }, 409, EXCEEDED);
  await claim(ctx, 'invoice the remainder', draft, { kind: 'FINAL' }, 201);
  await claim(ctx, 'invoice it again: 409', draft, { kind: 'FINAL' }, 409, EXCEEDED);
}

// Links for the client (docs/sending.md#links-for-the-client): a sent quote's link made (a 43-character
// token, 90 days) and made again (the same), listed, opened without a token of the user's (what the
// client sees: no events, no staff, no ids), a wrong token 404, accepting without a name 400, accepted once
// (again: 409 quote-answered) with its event on the quote, revoked (then 410); a second quote declined
// with a reason. The guess limit (429) is not run: it would refuse the kit's own address for 15 minutes.
import { Blocked, body, need, UNKNOWN_ID, type Context } from './journey-support';
import { act, createQuote } from './journey-quotes';
import type { KitAnswer } from './session';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

const linkChecks = (a: KitAnswer) => {
  const link = body(a);
  const problems: string[] = [];
  if (typeof link.token !== 'string' || !TOKEN.test(link.token)) problems.push('token must be 43 base64url characters (256 bits)');
  if (Date.parse(String(link.expiresAt)) - Date.parse(String(link.createdAt)) !== 90 * DAY_MS)
    problems.push('expiresAt must be 90 days after createdAt');
  return problems;
};

async function sentQuote(ctx: Context, name: string) {
  const draft = await createQuote(ctx, `create a quote to ${name}`);
  const sent = await act(ctx, `send the quote to ${name}`, draft, 'send', 200);
  need(sent, 200, `sending the quote to ${name}`);
  ctx.leftBehind.push(`quote ${String(body(sent).number)} (${name} through its link; sent quotes cannot be deleted)`);
  return draft.id;
}

/** Read-only mode: the two reads, answered without making anything (an unknown document, a wrong token). */
async function readLinks(ctx: Context): Promise<void> {
  await ctx.session.call(
    'the links of a document that does not exist: 404',
    { method: 'GET', path: `/api/document-links?documentType=QUOTE&documentId=${UNKNOWN_ID}`, token: ctx.tokens.user },
    { status: 404 },
  );
  await ctx.session.call(
    'open a wrong token: 404',
    { method: 'GET', path: '/api/public/document', headers: { 'Document-Token': 'A'.repeat(43) } },
    { status: 404, problemType: 'urn:invoicing:link-unknown' },
  );
  for (const operation of ['createDocumentLink', 'revokeDocumentLink', 'acceptPublicQuote', 'declinePublicQuote']) {
    ctx.skipped.set(operation, 'skipped (read-only)');
  }
}

export async function documentLinks(ctx: Context): Promise<void> {
  if (ctx.readOnly) return readLinks(ctx);
  const { session, tokens } = ctx;
  if (!ctx.made.business || !ctx.made.client) throw new Blocked('the kit has no business and client to quote');
  const quoteId = await sentQuote(ctx, 'accept');
  const make = (name: string, status: number) =>
    session.call(
      name,
      { method: 'POST', path: '/api/document-links', token: tokens.user, body: { documentType: 'QUOTE', documentId: quoteId } },
      { status, check: linkChecks },
    );
  const made = await make("make the quote's link", 201);
  const linkId = need(made, 201, 'making the link');
  const token = String(body(made).token);
  await make('make it again: 200, the same link', 200).then((again) => {
    if (body(again).token !== token) throw new Blocked('making the link again must answer the same token');
  });
  await session.call(
    "list the quote's links",
    { method: 'GET', path: `/api/document-links?documentType=QUOTE&documentId=${quoteId}`, token: tokens.user },
    {
      status: 200,
      check: (a) => (Array.isArray(body(a).links) && (body(a).links as unknown[]).length === 1 ? [] : ['must list the one link']),
    },
  );

  const publicCall = (
    name: string,
    method: 'GET' | 'POST',
    path: string,
    documentToken: string,
    sent: unknown,
    expected: Parameters<typeof session.call>[2],
  ) =>
    session.call(
      name,
      { method, path, headers: { 'Document-Token': documentToken }, ...(sent === undefined ? {} : { body: sent }) },
      expected,
    );
  await publicCall('open the link signed out', 'GET', '/api/public/document', token, undefined, {
    status: 200,
    check: (a) => {
      const quote = body(a).quote as Record<string, unknown> | undefined;
      return quote && !('events' in quote) && !('createdBy' in quote) && !('id' in quote)
        ? []
        : ['must show the quote without its events, who made it or its id'];
    },
  });
  await publicCall('open a wrong token: 404', 'GET', '/api/public/document', 'A'.repeat(43), undefined, {
    status: 404,
    problemType: 'urn:invoicing:link-unknown',
  });
  await publicCall(
    'accept without a name: 400 naming name',
    'POST',
    '/api/public/document/accept',
    token,
    { name: ' ' },
    {
      status: 400,
      field: 'name',
      invalidRequest: true,
    },
  );
  await publicCall(
    'accept the quote through its link',
    'POST',
    '/api/public/document/accept',
    token,
    { name: `Kit ${ctx.run}` },
    {
      status: 200,
      check: (a) => ((body(a).quote as Record<string, unknown> | undefined)?.status === 'ACCEPTED' ? [] : ['the quote must be ACCEPTED']),
    },
  );
  await publicCall(
    'accept it again: 409 quote-answered',
    'POST',
    '/api/public/document/accept',
    token,
    { name: `Kit ${ctx.run}` },
    {
      status: 409,
      problemType: 'urn:invoicing:quote-answered',
    },
  );
  await session.call(
    'the quote as the business sees it',
    { method: 'GET', path: `/api/quotes/${quoteId}`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const events = Array.isArray(body(a).events) ? (body(a).events as Array<{ type?: unknown; detail?: unknown }>) : [];
        return events.some((event) => event.type === 'ACCEPTED' && String(event.detail).startsWith(`Accepted online by Kit ${ctx.run} at `))
          ? []
          : ['must list the event "Accepted online by … at …"'];
      },
    },
  );
  await session.call(
    "revoke the quote's link",
    { method: 'POST', path: `/api/document-links/${linkId}/revoke`, token: tokens.user },
    {
      status: 200,
      check: (a) => (body(a).state === 'REVOKED' ? [] : ['state must be REVOKED']),
    },
  );
  await publicCall('open the revoked link: 410', 'GET', '/api/public/document', token, undefined, {
    status: 410,
    problemType: 'urn:invoicing:link-revoked',
  });

  const declinedId = await sentQuote(ctx, 'decline');
  const second = await session.call(
    "make the second quote's link",
    { method: 'POST', path: '/api/document-links', token: tokens.user, body: { documentType: 'QUOTE', documentId: declinedId } },
    { status: 201, check: linkChecks },
  );
  need(second, 201, "making the second quote's link");
  await publicCall(
    'decline it with a reason',
    'POST',
    '/api/public/document/decline',
    String(body(second).token),
    { name: `Kit ${ctx.run}`, reason: 'Conformance check.' },
    {
      status: 200,
      check: (a) => ((body(a).quote as Record<string, unknown> | undefined)?.status === 'DECLINED' ? [] : ['the quote must be DECLINED']),
    },
  );
}

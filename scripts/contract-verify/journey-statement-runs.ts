// Statement runs (docs/sending.md#statement-runs, decision 276) on the kit's own business: its choice of
// statement (an unknown one refused naming the field, changed and put back), today's run started and
// started again (the same run), read and listed, and the kit's client emailed within it once: a repeat
// answers the email already sent. Emails go to `kit-<run>@example.com` (RFC 2606: never delivered).
import { Blocked, body, need, UNKNOWN_ID, type Context } from './journey-support';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
const KINDS = ['ACTIVITY', 'OUTSTANDING'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type RunClient = { clientId?: unknown; status?: unknown };
const clientsOf = (json: Record<string, unknown>) => (Array.isArray(json.clients) ? (json.clients as RunClient[]) : []);

const runShape = (json: Record<string, unknown>) => [
  ...(typeof json.statementDate === 'string' && DATE.test(json.statementDate) ? [] : ['statementDate must be a date']),
  ...(typeof json.from === 'string' && json.from === `${String(json.statementDate).slice(0, 8)}01`
    ? []
    : ['from must be the 1st of the month']),
  ...(Array.isArray(json.clients) ? [] : ['must list its clients']),
];

/** Read-only mode: the first business's setting and runs. */
async function readRuns(ctx: Context): Promise<void> {
  const businesses = await ctx.session.call(
    'the businesses the user invoices for',
    { method: 'GET', path: '/api/invoicing/businesses', token: ctx.tokens.user },
    { status: 200 },
  );
  const first = Array.isArray(businesses.json) ? (businesses.json as Array<{ id?: unknown }>)[0] : undefined;
  if (typeof first?.id !== 'number') {
    ctx.skipped.set('getStatementRunSettings', 'the user invoices for no business');
    return;
  }
  const path = `/api/businesses/${first.id}`;
  await ctx.session.call(
    "a business's statement run setting",
    { method: 'GET', path: `${path}/statement-run-settings`, token: ctx.tokens.user },
    { status: 200 },
  );
  const runs = await ctx.session.call(
    "a business's statement runs",
    { method: 'GET', path: `${path}/statement-runs`, token: ctx.tokens.user },
    { status: 200 },
  );
  const latest = (Array.isArray(body(runs).runs) ? (body(runs).runs as Array<{ id?: unknown }>) : [])[0];
  if (typeof latest?.id !== 'number') ctx.skipped.set('getStatementRun', 'the business has no statement run to read');
  else {
    await ctx.session.call(
      'its latest run',
      { method: 'GET', path: `/api/statement-runs/${latest.id}`, token: ctx.tokens.user },
      { status: 200, check: (a) => runShape(body(a)) },
    );
  }
}

export async function statementRuns(ctx: Context): Promise<void> {
  if (ctx.readOnly) return readRuns(ctx);
  const { session, tokens, made } = ctx;
  const user = tokens.user;
  const business = made.business;
  if (!business) throw new Blocked('the kit has no business');
  const settingsPath = `/api/businesses/${business.id}/statement-run-settings`;

  const setting = await session.call(
    'the business’s statement run setting',
    { method: 'GET', path: settingsPath, token: user },
    { status: 200, check: (a) => (KINDS.includes(String(body(a).statementKind)) ? [] : ['statementKind must be ACTIVITY or OUTSTANDING']) },
  );
  await session.call(
    'an unknown statement kind: 400 naming statementKind',
    { method: 'PUT', path: settingsPath, token: user, body: { statementKind: 'WEEKLY' } },
    { status: 400, field: 'statementKind', invalidRequest: true },
  );
  const before = String(body(setting).statementKind);
  const other = before === 'ACTIVITY' ? 'OUTSTANDING' : 'ACTIVITY';
  await session.call(
    `choose ${other}`,
    { method: 'PUT', path: settingsPath, token: user, body: { statementKind: other } },
    { status: 200, check: (a) => (body(a).statementKind === other ? [] : [`must answer ${other}`]) },
  );
  if (KINDS.includes(before)) {
    ctx.cleanup.add('put the statement run setting back', async () => {
      await session.call(
        'put the statement run setting back',
        { method: 'PUT', path: settingsPath, token: user, body: { statementKind: before } },
        { status: 200 },
      );
    });
  }

  const runsPath = `/api/businesses/${business.id}/statement-runs`;
  const started = await session.call(
    "start today's statement run",
    { method: 'POST', path: runsPath, token: user },
    {
      status: [200, 201],
      check: (a) => [...runShape(body(a)), ...(body(a).statementKind === other ? [] : [`must send the ${other} statement chosen`])],
    },
  );
  const runId = need(started, started.status === 200 ? 200 : 201, 'starting the statement run');
  await session.call(
    'start it again: 200, the same run',
    { method: 'POST', path: runsPath, token: user },
    { status: 200, check: (a) => (body(a).id === runId ? [] : [`must answer the run already started (${runId})`]) },
  );
  await session.call(
    'read the run',
    { method: 'GET', path: `/api/statement-runs/${runId}`, token: user },
    { status: 200, check: (a) => runShape(body(a)) },
  );
  await session.call(
    "list the business's runs",
    { method: 'GET', path: runsPath, token: user },
    {
      status: 200,
      check: (a) => {
        const runs = Array.isArray(body(a).runs) ? (body(a).runs as Array<{ id?: unknown }>) : [];
        return runs.some((run) => run.id === runId) ? [] : ['must list the run started'];
      },
    },
  );

  const email = {
    to: [`kit-${ctx.run}@example.com`],
    subject: `Kit ${ctx.run} statement`,
    message: 'Sent by the conformance kit.',
    attachment: { fileName: `kit-${ctx.run}-statement.pdf`, content: PDF },
  };
  const emailPath = (clientId: number) => `/api/statement-runs/${runId}/clients/${clientId}/emails`;
  await session.call(
    'email a client not in the run: 404',
    { method: 'POST', path: emailPath(UNKNOWN_ID), token: user, body: email },
    { status: 404 },
  );
  const mine = clientsOf(body(started)).find(
    (client) =>
      client.clientId === made.client?.id && (client.status === 'PENDING' || client.status === 'FAILED' || client.status === 'SENT'),
  );
  if (!made.client || !mine) {
    ctx.skipped.set('emailStatementInRun', 'the kit’s client owes nothing today, so it is not in the run');
    return;
  }
  const first = await session.call(
    "email the kit's client within the run",
    { method: 'POST', path: emailPath(made.client.id), token: user, body: email },
    { status: [200, 201] },
  );
  const sentId = need(first, first.status === 200 ? 200 : 201, 'emailing the statement in the run');
  await session.call(
    'the same client again: 200, the same email, not sent twice',
    { method: 'POST', path: emailPath(made.client.id), token: user, body: email },
    { status: 200, check: (a) => (body(a).id === sentId ? [] : [`must answer the email already sent (${sentId})`]) },
  );
  await session.call(
    'the run after the email',
    { method: 'GET', path: `/api/statement-runs/${runId}`, token: user },
    {
      status: 200,
      check: (a) =>
        clientsOf(body(a)).find((client) => client.clientId === made.client?.id)?.status === 'SENT'
          ? []
          : ["must mark the kit's client SENT"],
    },
  );
}

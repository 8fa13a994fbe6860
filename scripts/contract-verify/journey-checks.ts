// Two checks beyond single answers: the server's totals for every shared test vector
// (test-vectors/invoice-totals.json), and invoice numbers when several drafts are issued at once.
import { body, isRecord, need, type Context, type Vector } from './journey-support';
import { createDraft, draftInput, sequenceOf } from './journey-invoices';
import type { KitAnswer } from './session';

const TOTALS = ['linesTotal', 'discountTotal', 'subtotal', 'gst', 'total'] as const;

const breakdownOf = (invoice: Record<string, unknown>) =>
  (Array.isArray(invoice.taxBreakdown) ? invoice.taxBreakdown.filter(isRecord) : []).map(({ taxCode, taxRate, net, gst, total }) => ({
    taxCode,
    taxRate,
    net,
    gst,
    total,
  }));

/** How the server's totals differ from the vector's, naming a known mistake when it is one. */
function totalsProblems(invoice: Record<string, unknown>, vector: Vector): string[] {
  const { expected } = vector;
  const problems: string[] = [];
  for (const field of TOTALS) {
    if (invoice[field] !== expected[field])
      problems.push(`${field}: expected ${String(expected[field])} cents, got ${JSON.stringify(invoice[field])}`);
  }
  const amounts = (Array.isArray(invoice.lines) ? invoice.lines.filter(isRecord) : []).map((line) => line.amount);
  if (JSON.stringify(amounts) !== JSON.stringify(expected.lineAmounts)) {
    problems.push(`line amounts: expected ${JSON.stringify(expected.lineAmounts)}, got ${JSON.stringify(amounts)}`);
  }
  const breakdown = breakdownOf(invoice);
  if (JSON.stringify(breakdown) !== JSON.stringify(expected.taxBreakdown)) {
    problems.push(`taxBreakdown: expected ${JSON.stringify(expected.taxBreakdown)}, got ${JSON.stringify(breakdown)}`);
  }
  const mistake = vector.mistakes?.find(({ got }) => Object.entries(got).every(([field, value]) => invoice[field] === value));
  if (problems.length > 0 && mistake) problems.push(`that is a known mistake: ${mistake.why}`);
  return problems;
}

export async function vectors(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  for (const vector of ctx.vectors) {
    const lines = vector.input.lines.map((line, index) => ({ description: `Vector ${vector.id}, line ${index + 1}`, ...line }));
    const input = draftInput(ctx, { ...vector.input, lines, reference: `kit ${ctx.run} ${vector.id}`.slice(0, 100) });
    const answer = await session.call(
      `totals of test vector ${vector.id}`,
      { method: 'POST', path: '/api/invoices', token: tokens.user, body: input },
      { status: 201, check: (a: KitAnswer) => totalsProblems(body(a), vector) },
    );
    if (answer.status !== 201) continue;
    const id = need(answer, 201, `test vector ${vector.id}`);
    const version = typeof body(answer).version === 'number' ? (body(answer).version as number) : 0;
    await session.call(
      `delete the draft of vector ${vector.id}`,
      { method: 'DELETE', path: `/api/invoices/${id}?version=${version}`, token: tokens.user },
      { status: 204 },
    );
  }
}

/** Issues `ctx.issues` drafts of one business at once: every number unique, consecutive, after the last. */
export async function numbering(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const tag = ctx.made.business?.tag ?? '';
  const drafts = [];
  for (let index = 0; index < ctx.issues; index += 1) {
    drafts.push(await createDraft(ctx, `create draft ${index + 1} of ${ctx.issues} to issue at once`, draftInput(ctx)));
  }
  const answers = await Promise.all(
    drafts.map((draft, index) =>
      session.call(
        `issue ${index + 1} of ${ctx.issues} at once`,
        { method: 'POST', path: `/api/invoices/${draft.id}/issue`, token: tokens.user, body: { version: draft.version } },
        { status: 200 },
      ),
    ),
  );
  const numbers = answers.filter((a) => a.status === 200).map((a) => body(a).number);
  const sequences = numbers
    .map((n) => sequenceOf(n, tag))
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b);
  const problems: string[] = [];
  if (sequences.length !== ctx.issues)
    problems.push(`${ctx.issues} issues gave ${sequences.length} numbers of the form ${tag}NNNN: ${JSON.stringify(numbers)}`);
  if (new Set(sequences).size !== sequences.length) problems.push(`duplicate numbers: ${JSON.stringify(numbers)}`);
  const first = (ctx.made.lastSequence ?? (sequences[0] ?? 1) - 1) + 1;
  const expected = Array.from({ length: ctx.issues }, (_, index) => first + index);
  if (problems.length === 0 && JSON.stringify(sequences) !== JSON.stringify(expected)) {
    problems.push(`numbers must run ${expected[0]}..${expected.at(-1)} without gaps, got ${sequences.join(', ')}`);
  }
  session.record(
    'issueInvoice',
    `${ctx.issues} issued at once: numbers unique and consecutive`,
    `${ctx.issues} × POST /api/invoices/{id}/issue at once`,
    problems,
  );
}

// Month-end statement runs (docs/sending.md#statement-runs): who is in a run, what each client's
// email does to it, taking a run up again, and nothing sent twice.
import { describe, expect, it } from 'vitest';
import { EMAIL_ATTACHMENT_MAX_BYTES } from '../../src/lib/email-templates';
import { call } from '../testing/call';
import { asMere, asUser, type Json } from '../testing/invoices';
import { setMockDate } from '../runtime/clock';
import { seed } from '../seed/seed';
import { MONTH_END_CLIENTS } from '../seed/seed-month-end';

const PDF = btoa('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type RunClient = {
  clientId: number;
  clientName: string;
  email?: string;
  balance: number;
  status: string;
  reason?: string;
  emailId?: number;
};
type Run = Json & { id: number; statementKind: string; from: string; statementDate: string; clients: RunClient[] };

const emailBody = (to: string, content = PDF) => ({
  to: [to],
  subject: 'Your statement',
  message: 'Kia ora,\n\nYour statement is attached.',
  attachment: { fileName: 'Statement.pdf', content },
});

async function startRun(token: string, businessId = 1) {
  const answer = await call('POST', `/api/businesses/${businessId}/statement-runs`, { token });
  return { status: answer.status, run: answer.json as Run };
}

const sendIn = (token: string, run: Run, client: RunClient, content?: string) =>
  call('POST', `/api/statement-runs/${run.id}/clients/${client.clientId}/emails`, {
    token,
    body: emailBody(client.email ?? 'x@example.nz', content),
  });

const outboxCount = async (documentId: number) => {
  const { emails } = (await call('GET', '/__mock/outbox')).json as unknown as {
    emails: Array<{ documentType: string; documentId: number }>;
  };
  return emails.filter((email) => email.documentType === 'STATEMENT' && email.documentId === documentId).length;
};

describe('a statement run over the month-end scenario', () => {
  it('lists every client owing a balance by name, skipping those without an address, and sends each once', async () => {
    await seed('month-end');
    const token = await asUser();
    const { status, run } = await startRun(token);
    expect(status).toBe(201);
    expect(run.statementKind).toBe('OUTSTANDING');
    expect(run.from).toBe(`${run.statementDate.slice(0, 8)}01`);
    const seeded = run.clients.filter((client) => client.clientName.startsWith('Month-end Client'));
    expect(seeded).toHaveLength(MONTH_END_CLIENTS);
    expect(run.clients.every((client) => client.balance > 0)).toBe(true);
    const names = run.clients.map((client) => client.clientName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-NZ')));
    const skipped = run.clients.filter((client) => client.status === 'SKIPPED');
    expect(skipped.length).toBe(Math.floor(MONTH_END_CLIENTS / 13));
    expect(skipped[0]).toMatchObject({ reason: 'No email address on record.' });
    expect(skipped[0]?.email).toBeUndefined();

    const first = seeded.find((client) => client.status === 'PENDING' && !client.email?.endsWith('bounce.test')) as RunClient;
    // Five at once for one client: one email.
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendIn(token, run, first)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await outboxCount(first.clientId)).toBe(1);

    // Starting again the same day takes the run up: same id, the client sent stays sent.
    const again = await startRun(token);
    expect(again.status).toBe(200);
    expect(again.run.id).toBe(run.id);
    expect(again.run.clients.find((client) => client.clientId === first.clientId)).toMatchObject({ status: 'SENT' });
    expect((await sendIn(token, again.run, first)).status).toBe(200);
    expect(await outboxCount(first.clientId)).toBe(1);

    const noAddress = skipped[0] as RunClient;
    const refused = await sendIn(token, run, noAddress);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ detail: `${noAddress.clientName} has no email address on record, so the run skips them.` });
  });

  it('marks a bounce and an attachment over the limit FAILED with the reason, and a later attempt may still send', async () => {
    await seed('month-end');
    const token = await asUser();
    const { run } = await startRun(token);
    const bouncing = run.clients.find((client) => client.email?.endsWith('@bounce.test')) as RunClient;
    const bounced = await sendIn(token, run, bouncing);
    expect(bounced.status).toBe(422);
    const tooLarge = run.clients.find((client) => client.status === 'PENDING' && client.email?.endsWith('@example.nz')) as RunClient;
    const big = btoa(`%PDF-1.7\n${'x'.repeat(EMAIL_ATTACHMENT_MAX_BYTES)}`);
    const refused = await sendIn(token, run, tooLarge, big);
    expect(refused.status).toBe(413);
    const read = (await call('GET', `/api/statement-runs/${run.id}`, { token })).json as Run;
    expect(read.clients.find((client) => client.clientId === bouncing.clientId)).toMatchObject({
      status: 'FAILED',
      reason: `The mail server for ${bouncing.email} refused it: the address does not exist.`,
    });
    expect(read.clients.find((client) => client.clientId === tooLarge.clientId)).toMatchObject({ status: 'FAILED' });
    expect(await outboxCount(bouncing.clientId)).toBe(0);
    expect((await sendIn(token, run, tooLarge)).status).toBe(201);
    const after = (await call('GET', `/api/statement-runs/${run.id}`, { token })).json as Run;
    const sent = after.clients.find((client) => client.clientId === tooLarge.clientId);
    expect(sent).toMatchObject({ status: 'SENT' });
    expect(sent?.reason).toBeUndefined();
  });
});

describe('statement runs', () => {
  it('keeps the business’s choice of statement, refusing an unknown one by name', async () => {
    const token = await asUser();
    expect((await call('GET', '/api/businesses/1/statement-run-settings', { token })).json).toEqual({ statementKind: 'OUTSTANDING' });
    const bad = await call('PUT', '/api/businesses/1/statement-run-settings', { token, body: { statementKind: 'WEEKLY' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      errors: [{ field: 'statementKind', message: 'Choose the activity statement or the outstanding one.' }],
    });
    const saved = await call('PUT', '/api/businesses/1/statement-run-settings', { token, body: { statementKind: 'ACTIVITY' } });
    expect(saved.json).toEqual({ statementKind: 'ACTIVITY' });
    const { run } = await startRun(token);
    expect(run.statementKind).toBe('ACTIVITY');
    const listed = (await call('GET', '/api/businesses/1/statement-runs', { token })).json as unknown as { runs: Run[] };
    expect(listed.runs.map((each) => each.id)).toEqual([run.id]);
  });

  it('answers a run on a day nobody owed anything as a run with no clients, never an error', async () => {
    const token = await asUser();
    // Before any seeded invoice was issued.
    setMockDate('2000-01-31');
    try {
      const { status, run } = await startRun(token);
      expect(status).toBe(201);
      expect(run).toMatchObject({ statementDate: '2000-01-31', from: '2000-01-01', clients: [] });
    } finally {
      setMockDate(null);
    }
  });

  it('refuses another business’s runs and unknown ones', async () => {
    const token = await asUser();
    const { run } = await startRun(token);
    const mere = await asMere();
    expect((await call('GET', `/api/statement-runs/${run.id}`, { token: mere })).status).toBe(403);
    expect((await call('POST', '/api/businesses/1/statement-runs', { token: mere })).status).toBe(403);
    expect((await call('GET', '/api/statement-runs/999999', { token })).status).toBe(404);
    expect(
      (await call('POST', `/api/statement-runs/${run.id}/clients/999999/emails`, { token, body: emailBody('a@example.nz') })).status,
    ).toBe(404);
    expect((await call('POST', '/api/businesses/1/statement-runs')).status).toBe(401);
  });
});

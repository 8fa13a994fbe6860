// The run's loop: order, progress, failures with their reason, a stop after the current client, and
// a run taken up again passing over the clients already sent (docs/sending.md#statement-runs).
import { describe, expect, it } from 'vitest';
import type { EmailRequest, StatementRun, StatementRunClient } from '@/api/types';
import { sendStatementRun, type ClientOutcome, type RunProgress, type StatementRunSteps } from './send-statement-run';

const client = (id: number, status: StatementRunClient['status'] = 'PENDING'): StatementRunClient => ({
  clientId: id,
  clientName: `Client ${id}`,
  email: `client${id}@example.nz`,
  balance: 1000,
  status,
});

const runOf = (clients: StatementRunClient[]): StatementRun => ({
  id: 1,
  businessId: 1,
  statementKind: 'OUTSTANDING',
  from: '2026-11-01',
  statementDate: '2026-11-30',
  startedAt: '2026-11-30T01:00:00Z',
  startedBy: 'user',
  clients,
});

const body = (id: number): EmailRequest => ({
  to: [`client${id}@example.nz`],
  subject: 'Statement',
  message: 'Attached.',
  attachment: { fileName: 'Statement.pdf', content: 'JVBERi0=' },
});

function fakeSteps(overrides: Partial<StatementRunSteps> = {}) {
  const prepared: number[] = [];
  const sent: number[] = [];
  const steps: StatementRunSteps = {
    prepare: (each) => {
      prepared.push(each.clientId);
      return Promise.resolve(body(each.clientId));
    },
    send: (each) => {
      sent.push(each.clientId);
      return Promise.resolve();
    },
    reasonOf: (error) => (error instanceof Error ? error.message : 'unknown'),
    ...overrides,
  };
  return { steps, prepared, sent };
}

function record() {
  const outcomes = new Map<number, ClientOutcome>();
  const progress: RunProgress[] = [];
  return {
    outcomes,
    progress,
    controls: {
      onProgress: (each: RunProgress) => progress.push(each),
      onOutcome: (id: number, outcome: ClientOutcome) => outcomes.set(id, outcome),
      yieldToPage: () => Promise.resolve(),
    },
  };
}

describe('sendStatementRun', () => {
  it('sends each client with an address in order, saying n of N and who is being sent', async () => {
    const { steps, sent } = fakeSteps();
    const { outcomes, progress, controls } = record();
    const run = runOf([client(1), client(2, 'SKIPPED'), client(3)]);
    expect(await sendStatementRun(run, steps, { ...controls, stopped: () => false })).toBe('finished');
    expect(sent).toEqual([1, 3]);
    expect(progress[0]).toEqual({ done: 0, total: 2, current: 'Client 1' });
    expect(progress).toContainEqual({ done: 1, total: 2, current: 'Client 3' });
    expect(progress.at(-1)).toEqual({ done: 2, total: 2, current: null });
    expect([...outcomes]).toEqual([
      [1, { status: 'SENT' }],
      [3, { status: 'SENT' }],
    ]);
  });

  it('marks a client whose email could not be made or was refused as failed with the reason, and goes on', async () => {
    const { steps } = fakeSteps({
      prepare: (each) =>
        each.clientId === 1
          ? Promise.reject(new Error('This PDF is 812 KB; at most 700 KB can be emailed.'))
          : Promise.resolve(body(each.clientId)),
      send: (each) => (each.clientId === 2 ? Promise.reject(new Error('The mail server refused it.')) : Promise.resolve()),
    });
    const { outcomes, controls } = record();
    await sendStatementRun(runOf([client(1), client(2), client(3)]), steps, { ...controls, stopped: () => false });
    expect(outcomes.get(1)).toEqual({ status: 'FAILED', reason: 'This PDF is 812 KB; at most 700 KB can be emailed.' });
    expect(outcomes.get(2)).toEqual({ status: 'FAILED', reason: 'The mail server refused it.' });
    expect(outcomes.get(3)).toEqual({ status: 'SENT' });
  });

  it('stops after the client being sent when asked, sending nobody after it', async () => {
    const { steps, sent, prepared } = fakeSteps();
    const { outcomes, controls } = record();
    // Asked while the second client is sent.
    const ended = await sendStatementRun(runOf([client(1), client(2), client(3), client(4)]), steps, {
      ...controls,
      stopped: () => sent.length >= 2,
    });
    expect(ended).toBe('stopped');
    expect(sent).toEqual([1, 2]);
    expect(outcomes.get(2)).toEqual({ status: 'SENT' });
    expect(outcomes.has(3)).toBe(false);
    // The next client's email was made ahead, and dropped.
    expect(prepared).toEqual([1, 2, 3]);
  });

  it('taken up again, passes over the clients sent and tries the failed ones again, counting from where it was', async () => {
    const { steps, prepared } = fakeSteps();
    const { progress, controls } = record();
    const run = runOf([client(1, 'SENT'), client(2, 'SENT'), client(3, 'FAILED'), client(4), client(5, 'SKIPPED')]);
    await sendStatementRun(run, steps, { ...controls, stopped: () => false });
    expect(prepared).toEqual([3, 4]);
    expect(progress[0]).toEqual({ done: 2, total: 4, current: 'Client 3' });
  });
});

// Drives a statement run through its clients, one email at a time (decision 276): the next client's
// statement and PDF are made while the current email is sent; a stop asked for takes effect after
// the current client, so no email is ever half-sent; clients already SENT or SKIPPED are passed over,
// so a run taken up again sends nobody twice (the server refuses a second email for a client anyway).
import type { EmailRequest, StatementRun, StatementRunClient } from '@/api/types';
import { yieldToInput } from '@/lib/yield-to-input';

export interface ClientOutcome {
  status: 'SENT' | 'FAILED';
  reason?: string;
}

export interface RunProgress {
  /** Clients with an address done so far (sent before, or tried in this session). */
  done: number;
  /** Clients with an address in the run. */
  total: number;
  /** The client being sent now. */
  current: string | null;
}

export interface StatementRunSteps {
  /** The email for one client: its statement, the PDF, the template filled. Throws to fail the client. */
  prepare: (client: StatementRunClient) => Promise<EmailRequest>;
  send: (client: StatementRunClient, body: EmailRequest) => Promise<void>;
  /** Words for the summary from what `prepare` or `send` threw. */
  reasonOf: (error: unknown) => string;
}

export interface RunControls {
  onProgress: (progress: RunProgress) => void;
  onOutcome: (clientId: number, outcome: ClientOutcome) => void;
  /** True once a stop was asked for. */
  stopped: () => boolean;
  /** Lets the page handle input between clients. */
  yieldToPage?: () => Promise<void>;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** Clients the run still has to send: pending, or failed before (tried again). */
const clientsToSend = (run: StatementRun) => run.clients.filter((client) => client.status === 'PENDING' || client.status === 'FAILED');

export async function sendStatementRun(
  run: StatementRun,
  steps: StatementRunSteps,
  controls: RunControls,
): Promise<'finished' | 'stopped'> {
  const { onProgress, onOutcome, stopped, yieldToPage = yieldToInput } = controls;
  const todo = clientsToSend(run);
  const total = run.clients.filter((client) => client.status !== 'SKIPPED').length;
  let done = total - todo.length;
  const prepare = (client: StatementRunClient | undefined) => (client ? settle(steps.prepare(client)) : null);
  let next = prepare(todo[0]);
  for (const [index, client] of todo.entries()) {
    if (stopped()) return 'stopped';
    onProgress({ done, total, current: client.clientName });
    const prepared = await (next as Promise<Settled<EmailRequest>>);
    next = prepare(todo[index + 1]);
    const sent = prepared.ok ? await settle(steps.send(client, prepared.value)) : prepared;
    onOutcome(client.clientId, sent.ok ? { status: 'SENT' } : { status: 'FAILED', reason: steps.reasonOf(sent.error) });
    done += 1;
    onProgress({ done, total, current: null });
    await yieldToPage();
  }
  return 'finished';
}

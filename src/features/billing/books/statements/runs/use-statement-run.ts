// The page's side of a statement run (decision 276): start (or take up) today's run, make and send
// each client's statement in turn, report progress, stop after the current client when asked.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { emailStatementInRun, startStatementRun, useInvalidateStatementRuns } from '@/api/statement-runs';
import { getActivityStatement, getOutstandingStatement } from '@/api/statements';
import type { StatementRun, StatementRunClient } from '@/api/types';
import { attachmentTooLargeMessage, EMAIL_ATTACHMENT_MAX_BYTES, fillTemplate, splitAddresses } from '@/lib/email-templates';
import { activityModel, outstandingModel } from '../statement-model';
import { sendableStatement } from '../sendable-statement';
import { sendStatementRun, type ClientOutcome, type RunProgress, type StatementRunSteps } from './send-statement-run';
import { statementPdfMaker, type StatementPdfMaker } from './statement-pdf-maker';

type RunPhase = 'idle' | 'starting' | 'running' | 'stopping' | 'finished' | 'stopped' | 'refused';

export interface StatementRunState {
  phase: RunPhase;
  run: StatementRun | null;
  progress: RunProgress | null;
  outcomes: ReadonlyMap<number, ClientOutcome>;
  /** Why the run could not start. */
  problem: string | null;
}

/** A refusal made here, before anything is sent: its message is the reason. */
class NotSendable extends Error {}

const IDLE: StatementRunState = { phase: 'idle', run: null, progress: null, outcomes: new Map(), problem: null };

/** The email of one client's statement: made from the same statement, model and PDF as its page. */
export function runSteps(
  run: StatementRun,
  template: { subject: string; message: string },
  pdfs: Pick<StatementPdfMaker, 'make'>,
): StatementRunSteps {
  return {
    prepare: async (client: StatementRunClient) => {
      const [statement, doc] =
        run.statementKind === 'ACTIVITY'
          ? await getActivityStatement(client.clientId, run.from, run.statementDate).then((data) => [data, activityModel(data)] as const)
          : await getOutstandingStatement(client.clientId, run.statementDate).then((data) => [data, outstandingModel(data)] as const);
      const sendable = sendableStatement(statement, doc, run.businessId);
      const pdf = await pdfs.make(doc).catch(() => {
        throw new NotSendable('The PDF could not be made.');
      });
      if (pdf.size > EMAIL_ATTACHMENT_MAX_BYTES) throw new NotSendable(attachmentTooLargeMessage(pdf.size));
      return {
        to: splitAddresses(client.email ?? ''),
        subject: fillTemplate(template.subject, sendable.values).trim(),
        message: fillTemplate(template.message, sendable.values),
        attachment: { fileName: sendable.fileName, content: pdf.base64 },
      };
    },
    send: async (client, body) => {
      await emailStatementInRun(run.id, client.clientId, body);
    },
    reasonOf: (error) => (error instanceof NotSendable ? error.message : errorMessage(error, 'The email could not be sent.')),
  };
}

export function useStatementRun(businessId: number, template: { subject: string; message: string } | undefined) {
  const [state, setState] = useState<StatementRunState>(IDLE);
  const stopAsked = useRef(false);
  const maker = useRef<StatementPdfMaker | null>(null);
  const invalidate = useInvalidateStatementRuns();
  // Leaving the page stops the run after the current client, and ends the worker.
  useEffect(
    () => () => {
      stopAsked.current = true;
      maker.current?.close();
    },
    [],
  );

  const start = useCallback(async () => {
    if (!template) return;
    stopAsked.current = false;
    setState({ ...IDLE, phase: 'starting' });
    let run: StatementRun;
    try {
      run = await startStatementRun(businessId);
    } catch (error) {
      setState({ ...IDLE, phase: 'refused', problem: errorMessage(error, 'The run could not be started. Please try again.') });
      return;
    }
    const outcomes = new Map<number, ClientOutcome>();
    setState({ phase: 'running', run, progress: null, outcomes, problem: null });
    const pdfs = statementPdfMaker();
    maker.current = pdfs;
    try {
      const ended = await sendStatementRun(run, runSteps(run, template, pdfs), {
        onProgress: (progress) => setState((current) => ({ ...current, progress })),
        onOutcome: (clientId, outcome) => {
          outcomes.set(clientId, outcome);
          setState((current) => ({ ...current, outcomes: new Map(outcomes) }));
        },
        stopped: () => stopAsked.current,
      });
      setState((current) => ({ ...current, phase: ended }));
    } finally {
      pdfs.close();
      maker.current = null;
      void invalidate(businessId);
    }
  }, [businessId, template, invalidate]);

  const stop = useCallback(() => {
    stopAsked.current = true;
    setState((current) => (current.phase === 'running' ? { ...current, phase: 'stopping' } : current));
  }, []);

  return { state, start, stop };
}

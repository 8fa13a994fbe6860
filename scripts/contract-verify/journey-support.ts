// What the journey's steps share: the run's context (accounts, tokens, what was created), reading
// answers, stopping a section whose prerequisite failed, and cleaning up in reverse order.
import type { PartName } from '../../src/lib/capabilities';
import type { KitAnswer, Session } from './session';

export interface Account {
  username: string;
  password: string;
}

export interface Vector {
  id: string;
  description: string;
  input: { pricesIncludeGst: boolean; discount?: unknown; lines: Array<Record<string, unknown>> };
  expected: Record<string, unknown> & { lineAmounts: number[] };
  mistakes?: Array<{ why: string; got: Record<string, number> }>;
}

export interface Context {
  session: Session;
  /** In every name the kit creates, so its data is recognisable and unique. */
  run: string;
  readOnly: boolean;
  admin: Account;
  user: Account;
  tokens: { admin: string; user: string };
  /** Today in New Zealand, as the service dates invoices and payments. */
  today: string;
  issues: number;
  vectors: Vector[];
  cleanup: Cleanup;
  /** What the kit leaves on the backend on purpose, and why. */
  leftBehind: string[];
  /** Numbers of the issued invoices the kit cannot delete. */
  kept: string[];
  /** Invoices the kit created and has not deleted yet. */
  drafts: Set<number>;
  /** The parts the service's capability document lists (none for the specification's service). */
  offered: ReadonlySet<PartName>;
  /** Operations this run cannot exercise, and why (read-only mode, nothing to read). */
  skipped: Map<string, string>;
  /** Records the kit created that later sections use. */
  made: {
    business?: { id: number; name: string; tag: string };
    spareBusiness?: { id: number; name: string };
    client?: { id: number; name: string };
    spareClient?: { id: number };
    userId?: number;
    /** The journey's first draft, for the lifecycle steps. */
    draft?: { id: number; version: number };
    /** The sequence of the business's last issued number. */
    lastSequence?: number;
    /** The invoice the lifecycle section voided (credit notes refuse it). */
    voidedId?: number;
  };
}

/** Whether the service offers every one of `parts` (a step that also reaches them runs only then). */
export const offers = (ctx: Pick<Context, 'offered'>, ...parts: PartName[]): boolean => parts.every((part) => ctx.offered.has(part));

/** A prerequisite failed: the rest of the section cannot run. */
export class Blocked extends Error {}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's body as an object (empty when it is none). */
export const body = (answer: KitAnswer): Record<string, unknown> => (isRecord(answer.json) ? answer.json : {});

/** The answer's body as a list (empty when it is none). */
export const list = (answer: KitAnswer): Array<Record<string, unknown>> => (Array.isArray(answer.json) ? answer.json.filter(isRecord) : []);

/** The body's numeric `id`, or Blocked when `answer` is not the success the next steps need. */
export function need(answer: KitAnswer, status: number, what: string): number {
  const id = body(answer).id;
  if (answer.status !== status || typeof id !== 'number') throw new Blocked(`${what} failed (${answer.status || 'no answer'})`);
  return id;
}

/** An id no record has: far above any real one, and still a safe 64-bit integer. */
export const UNKNOWN_ID = 9_007_199_254_740_000;

export function nzToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Problems when `items` holds no record with `id`. */
export function mustList(items: Array<Record<string, unknown>>, id: number | undefined, what: string): string[] {
  return id === undefined || items.some((item) => item.id === id) ? [] : [`the list must hold ${what} (id ${id})`];
}

/** Undo steps, run last-in first-out after the journey, also when it failed. */
export class Cleanup {
  private readonly steps: Array<{ label: string; run: () => Promise<void> }> = [];

  add(label: string, run: () => Promise<void>): void {
    this.steps.push({ label, run });
  }

  /** Runs every step, newest first; a failing step does not stop the others. Returns the errors. */
  async runAll(): Promise<string[]> {
    const errors: string[] = [];
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step.run();
      } catch (error) {
        errors.push(`${step.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return errors;
  }
}

// The conformance kit: a journey over every operation of openapi.yaml against a running backend,
// with its own uniquely named data, cleaned up afterwards (newest first, also after a failure).
// Every answer is judged against the contract; the report lists each operation's checks.
import { reminders } from './journey-reminders';
import { sending } from './journey-sending';
import { statementRuns } from './journey-statement-runs';
import { documentLinks } from './journey-document-links';
import { readFileSync } from 'node:fs';
import { loadContract, type ContractOperation } from './contract';
import { anonymous, loginUsers, signIn, users } from './journey-accounts';
import { bankAccounts } from './journey-bank-accounts';
import { bankMatches } from './journey-bank-matches';
import { books } from './journey-books';
import { ledger, LEDGER_OPERATIONS } from './journey-ledger';
import { filingLock } from './journey-filing-lock';
import { gstFiling } from './journey-gst-filing';
import { numbering, vectors } from './journey-checks';
import { companies, invoicingLists } from './journey-companies';
import { cors, edges } from './journey-edges';
import { invoices } from './journey-invoices';
import { creditNoteReads, creditNotes } from './journey-credit-notes';
import { lifecycle } from './journey-lifecycle';
import { schedules } from './journey-schedules';
import { bills, BILL_OPERATIONS, suppliers } from './journey-purchases';
import { quotes } from './journey-quotes';
import { hardening, tokenWithoutExpiry } from './journey-hardening';
import { publicLinks } from './journey-public-links';
import { uploadsAndEmails } from './journey-uploads';
import { Blocked, Cleanup, nzToday, type Account, type Context, type Vector } from './journey-support';
import { Session, type CheckResult } from './session';
import { PART_NAMES, type PartName } from '../../src/lib/capabilities';
import { partOf, probeUnlisted, readCapabilities } from './journey-capabilities';

export interface VerifyOptions {
  baseUrl: string;
  admin: Account;
  user: Account;
  readOnly?: boolean;
  /** The app's origin: CORS is checked on every answer and by preflights. */
  origin?: string;
  /** Invoices issued at once for the numbering check. */
  issues?: number;
  specPath: string;
  vectorsPath: string;
  timeoutMs?: number;
  /** The service's HS256 signing key: a token without `exp` is then checked to get 401. */
  tokenKey?: string;
}

export interface OperationRow {
  operation: string;
  method: string;
  path: string;
  checked: number;
  passed: number;
  failed: number;
  /** Why it has no checks: skipped in read-only mode, or a failure (not exercised). */
  note?: string;
}

interface Failure {
  operation: string;
  check: string;
  request: string;
  problems: string[];
}

/** One step of the robustness checks, listed in the report whether it passed or not. */
interface RobustnessStep {
  check: string;
  request: string;
  expected: string;
  got: number;
  ok: boolean;
}

/** A part of the contract as the report shows it (docs/backend.md#the-capability-document). */
export interface PartRow {
  /** A part's name, or `core` for the specification's service (always there). */
  part: PartName | 'core';
  state: 'conforming' | 'failing' | 'not offered' | 'not offered, yet answers';
  /** Its operations checked, of all it has. */
  checked: number;
  operations: number;
  /** What failed: `operation: check`, or why an operation was not exercised. */
  failed: string[];
}

export interface Report {
  baseUrl: string;
  /** Whether the service publishes a capability document (false: the specification's service). */
  capabilityDocument: boolean;
  /** Per part: offered and conforming, offered and failing (which checks), or not offered. */
  parts: PartRow[];
  run: string;
  readOnly: boolean;
  operations: OperationRow[];
  /** The steps of "one request never breaks the service" (issue 21), each with its expected answer. */
  robustness: RobustnessStep[];
  failures: Failure[];
  leftBehind: string[];
  summary: { checks: number; passed: number; failed: number; notExercised: number; skipped: number; notOffered: number };
  ok: boolean;
}

interface Section {
  name: string;
  covers: string[];
  run: (ctx: Context) => Promise<void>;
  /** Runs in read-only mode too (it then sends only GET, OPTIONS and the sign-in). */
  readOnly?: boolean;
  /** Its steps are listed one by one in the report (`robustness`). */
  listed?: boolean;
  /** The parts it needs: it runs only when the document lists them all. */
  parts?: PartName[];
  /** Parts it reaches only when they are listed too. */
  alsoParts?: PartName[];
}

const SECTIONS: Section[] = [
  { name: 'accounts', covers: ['health', 'listRoles', 'login', 'register'], run: anonymous, readOnly: true },
  { name: 'users', covers: ['getCurrentUser', 'listUsers', 'createUser', 'updateUser', 'deleteUser'], run: users, readOnly: true },
  { name: 'login users', covers: ['listLoginUsers'], run: loginUsers, readOnly: true },
  {
    name: 'businesses and clients',
    covers: [
      'listBusinesses',
      'createBusiness',
      'updateBusiness',
      'deleteBusiness',
      'listClients',
      'createClient',
      'updateClient',
      'deleteClient',
    ],
    run: companies,
    readOnly: true,
  },
  {
    name: 'invoicing lists',
    parts: ['invoices'],
    covers: ['listInvoicingBusinesses', 'listInvoicingClients'],
    run: invoicingLists,
    readOnly: true,
  },
  {
    name: 'invoices',
    parts: ['invoices'],
    covers: ['createInvoice', 'getInvoice', 'updateInvoice', 'listInvoices', 'getInvoiceSummary'],
    run: invoices,
    readOnly: true,
  },
  {
    name: 'invoice lifecycle',
    parts: ['invoices'],
    covers: ['issueInvoice', 'recordPayment', 'voidInvoice', 'duplicateInvoice', 'deleteInvoice'],
    run: lifecycle,
  },
  {
    name: 'recurring schedules',
    parts: ['recurring', 'invoices'],
    covers: [
      'createSchedule',
      'getSchedule',
      'listSchedules',
      'getUpcomingScheduledInvoices',
      'updateSchedule',
      'pauseSchedule',
      'resumeSchedule',
      'endSchedule',
    ],
    run: schedules,
    readOnly: true,
  },
  {
    name: 'books',
    parts: ['invoices'],
    alsoParts: ['statements', 'gst-returns', 'reports'],
    covers: ['getActivityStatement', 'getOutstandingStatement', 'getGstReturn'],
    run: books,
    readOnly: true,
  },
  { name: 'GST filing', parts: ['gst-returns', 'invoices'], covers: ['fileGstReturn', 'reopenGstReturn'], run: gstFiling, readOnly: true },
  {
    name: 'bank accounts',
    parts: ['bank-accounts'],
    covers: [
      'listBankAccounts',
      'createBankAccount',
      'getBankAccount',
      'updateBankAccount',
      'saveBankAccountCsvMapping',
      'listBankStatementLines',
      'importBankStatement',
    ],
    run: bankAccounts,
    readOnly: true,
  },
  { name: 'test vectors', parts: ['invoices'], covers: ['createInvoice', 'deleteInvoice'], run: vectors },
  { name: 'numbering', parts: ['invoices'], covers: ['issueInvoice'], run: numbering },
  {
    name: 'quotes',
    parts: ['quotes'],
    covers: [
      'listQuotes',
      'createQuote',
      'getQuoteSummary',
      'getQuote',
      'updateQuote',
      'deleteQuote',
      'sendQuote',
      'acceptQuote',
      'declineQuote',
      'reviseQuote',
      'duplicateQuote',
      'addQuoteVariation',
      'invoiceQuote',
    ],
    run: quotes,
    readOnly: true,
  },
  {
    name: 'credit notes',
    parts: ['credit-notes', 'invoices'],
    covers: ['createCreditNote', 'recordRefund', 'listCreditNotes', 'getCreditNote'],
    run: creditNotes,
  },
  {
    name: 'credit-note reads',
    parts: ['credit-notes'],
    covers: ['listCreditNotes', 'getCreditNote'],
    run: creditNoteReads,
    readOnly: true,
  },
  {
    name: 'suppliers',
    parts: ['purchases'],
    alsoParts: ['invoices'],
    covers: ['listSuppliers', 'createSupplier', 'getSupplier', 'updateSupplier'],
    run: suppliers,
    readOnly: true,
  },
  { name: 'bills', parts: ['purchases'], alsoParts: ['invoices'], covers: BILL_OPERATIONS, run: bills, readOnly: true },
  { name: 'ledger', parts: ['ledger'], alsoParts: ['invoices', 'purchases'], covers: LEDGER_OPERATIONS, run: ledger, readOnly: true },
  {
    name: 'bank matching',
    parts: ['bank-accounts', 'invoices', 'statements', 'purchases'],
    covers: ['confirmBankMatch', 'confirmBankMatches', 'undoBankMatch'],
    run: bankMatches,
  },
  {
    name: 'the lock under a concurrent filing',
    parts: ['bank-accounts', 'gst-returns', 'purchases', 'invoices'],
    covers: ['confirmBankMatches', 'fileGstReturn', 'reopenGstReturn'],
    run: filingLock,
  },
  {
    name: 'sending',
    parts: ['sending', 'invoices', 'quotes', 'credit-notes'],
    covers: ['listEmailTemplates', 'saveEmailTemplate', 'emailInvoice', 'emailQuote', 'emailCreditNote', 'emailStatement'],
    run: sending,
    readOnly: true,
  },
  {
    name: 'statement runs',
    parts: ['sending', 'invoices'],
    covers: [
      'getStatementRunSettings',
      'saveStatementRunSettings',
      'listStatementRuns',
      'startStatementRun',
      'getStatementRun',
      'emailStatementInRun',
    ],
    run: statementRuns,
    readOnly: true,
  },
  {
    name: 'links for the client',
    parts: ['document-links', 'quotes'],
    covers: [
      'createDocumentLink',
      'listDocumentLinks',
      'revokeDocumentLink',
      'openPublicDocument',
      'acceptPublicQuote',
      'declinePublicQuote',
    ],
    run: documentLinks,
    readOnly: true,
  },
  {
    name: 'reminders',
    parts: ['sending', 'invoices', 'statements'],
    covers: [
      'getReminderSettings',
      'saveReminderSettings',
      'getInvoiceReminders',
      'switchInvoiceReminders',
      'getClientReminders',
      'switchClientReminders',
      'getReminderOverview',
    ],
    run: reminders,
    readOnly: true,
  },
  { name: 'edges', alsoParts: ['invoices'], covers: [], run: edges, readOnly: true },
  // Last of those that open links: it leaves the kit's address refused by the guess limit.
  { name: 'public links behind a proxy', parts: ['document-links', 'invoices'], covers: [], run: publicLinks, listed: true },
  {
    name: 'one request never breaks the service',
    parts: ['invoices'],
    alsoParts: ['recurring', 'gst-returns', 'quotes', 'credit-notes'],
    covers: [],
    run: hardening,
    listed: true,
  },
  {
    name: 'uploads and emails are what they claim',
    parts: ['purchases', 'sending', 'invoices'],
    covers: [],
    run: uploadsAndEmails,
    listed: true,
  },
];

const newRunId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`;

export async function verifyContract(options: VerifyOptions): Promise<Report> {
  const contract = loadContract(options.specPath);
  const session = new Session({ baseUrl: options.baseUrl, contract, origin: options.origin, timeoutMs: options.timeoutMs });
  const readOnly = options.readOnly ?? false;
  const ctx: Context = {
    session,
    run: newRunId(),
    readOnly,
    admin: options.admin,
    user: options.user,
    tokens: { admin: '', user: '' },
    today: nzToday(),
    issues: options.issues ?? 10,
    vectors: (JSON.parse(readFileSync(options.vectorsPath, 'utf8')) as { vectors: Vector[] }).vectors,
    cleanup: new Cleanup(),
    leftBehind: [],
    kept: [],
    drafts: new Set(),
    skipped: new Map(),
    made: {},
    offered: new Set(),
  };

  // A Blocked section is the consequence of a failed check, already reported; anything else thrown
  // is the kit's own failure and is reported as such.
  const blocked = new Map<string, string>();
  const kitErrors: string[] = [];
  const listed: CheckResult[] = [];
  const stop = (name: string, covers: string[], error: unknown) => {
    const reason = error instanceof Blocked ? error.message : `the kit failed in ${name}`;
    if (!(error instanceof Blocked)) kitErrors.push(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    for (const operation of covers) if (!blocked.has(operation)) blocked.set(operation, reason);
  };
  // Sections left out because a part they need is not listed: the operations only they reach are skipped, not failed.
  const partsNotListed = new Map<PartName, PartName[]>();
  let published = false;
  try {
    ({ offered: ctx.offered, published } = await readCapabilities(session));
    await signIn(ctx);
    for (const section of SECTIONS) {
      if (readOnly && !section.readOnly) continue;
      const missing = (section.parts ?? []).filter((part) => !ctx.offered.has(part));
      if (missing.length > 0) {
        for (const part of section.parts ?? []) partsNotListed.set(part, [...new Set([...(partsNotListed.get(part) ?? []), ...missing])]);
        continue;
      }
      const first = session.results.length;
      try {
        await section.run(ctx);
      } catch (error) {
        stop(section.name, section.covers, error);
      }
      if (section.listed) listed.push(...session.results.slice(first));
      // A section must declare every part it reaches, or it would call a part a service does not offer.
      const declared = new Set([...(section.parts ?? []), ...(section.alsoParts ?? [])]);
      const reached = new Set(
        session.results.slice(first).flatMap((result) => {
          const operation = contract.operations.find((op) => op.operationId === result.operation);
          const part = operation ? partOf(operation) : null;
          return part !== null && !declared.has(part) ? [part] : [];
        }),
      );
      if (reached.size > 0) kitErrors.push(`${section.name}: reaches ${[...reached].join(', ')} without declaring it`);
    }
    await probeUnlisted(ctx, contract);
    if (options.tokenKey !== undefined) {
      const first = session.results.length;
      await tokenWithoutExpiry(ctx, options.tokenKey);
      listed.push(...session.results.slice(first));
    }
    if (options.origin !== undefined) await cors(ctx, options.origin);
  } catch (error) {
    stop(
      'sign-in',
      contract.operations.map((op) => op.operationId),
      error,
    );
  } finally {
    kitErrors.push(...(await ctx.cleanup.runAll()).map((error) => `cleanup: ${error}`));
  }
  if (ctx.kept.length > 0) {
    const numbers = ctx.kept.sort();
    const range = numbers.length > 2 ? `${numbers[0] ?? ''} to ${numbers.at(-1) ?? ''}` : numbers.join(', ');
    ctx.leftBehind.unshift(
      `${numbers.length} issued or voided invoices (${range}) of business "${ctx.made.business?.name ?? ''}": the API deletes drafts only, and issued invoices are kept for the tax records`,
    );
  }
  const robustness = listed.map((step) => ({
    check: step.name,
    request: step.request,
    expected: step.expected ?? '',
    got: step.got ?? 0,
    ok: step.problems.length === 0,
  }));
  const report = buildReport(ctx, options, contract.operations, blocked, kitErrors, partsNotListed);
  return { ...report, capabilityDocument: published, parts: partRows(ctx, contract.operations, report), robustness };
}

/** Each part's verdict from its operations' rows and failures. */
function partRows(
  ctx: Context,
  operations: ContractOperation[],
  report: Omit<Report, 'robustness' | 'parts' | 'capabilityDocument'>,
): PartRow[] {
  return (['core', ...PART_NAMES] as const).map((part) => {
    const ids = new Set(operations.filter((op) => (partOf(op) ?? 'core') === part).map((op) => op.operationId));
    const rows = report.operations.filter((row) => ids.has(row.operation));
    const failed = [
      ...report.failures.filter((failure) => ids.has(failure.operation)).map((failure) => `${failure.operation}: ${failure.check}`),
      ...rows.filter((row) => row.note?.startsWith('not exercised')).map((row) => `${row.operation}: ${row.note ?? ''}`),
    ];
    const listed = part === 'core' || ctx.offered.has(part);
    const state = listed ? (failed.length > 0 ? 'failing' : 'conforming') : failed.length > 0 ? 'not offered, yet answers' : 'not offered';
    return { part, state, checked: rows.filter((row) => row.checked > 0).length, operations: ids.size, failed };
  });
}

function buildReport(
  ctx: Context,
  options: VerifyOptions,
  operations: ContractOperation[],
  blocked: Map<string, string>,
  kitErrors: string[],
  partsNotListed: Map<PartName, PartName[]>,
): Omit<Report, 'robustness' | 'parts' | 'capabilityDocument'> {
  const results = ctx.session.results;
  const row = (operation: string, method: string, path: string, checks: CheckResult[]): OperationRow => {
    const failed = checks.filter((check) => check.problems.length > 0).length;
    return { operation, method, path, checked: checks.length, passed: checks.length - failed, failed };
  };
  const rows: OperationRow[] = operations.map((operation) => {
    const { operationId, method, template } = operation;
    const current = row(
      operationId,
      method.toUpperCase(),
      template,
      results.filter((r) => r.operation === operationId),
    );
    if (current.checked > 0) return current;
    const part = partOf(operation);
    const needs = part === null ? undefined : partsNotListed.get(part);
    const skipped =
      part !== null && !ctx.offered.has(part)
        ? 'not offered'
        : ctx.readOnly && method !== 'get' && operationId !== 'login'
          ? 'skipped (read-only)'
          : (ctx.skipped.get(operationId) ?? (needs ? `skipped (reached with ${needs.join(', ')}, not offered)` : undefined));
    return { ...current, note: skipped ?? `not exercised: ${blocked.get(operationId) ?? 'the kit has no step for it'}` };
  });
  const known = new Set(operations.map((op) => op.operationId));
  const others = [...new Set(results.filter((r) => !known.has(r.operation)).map((r) => r.operation))];
  rows.push(
    ...others.map((label) =>
      row(
        label,
        label.split(' ')[0] ?? '',
        label.split(' ')[1] ?? '',
        results.filter((r) => r.operation === label),
      ),
    ),
  );

  const failures: Failure[] = results
    .filter((r) => r.problems.length > 0)
    .map((r) => ({ operation: r.operation, check: r.name, request: r.request, problems: r.problems }));
  failures.push(...kitErrors.map((error) => ({ operation: '(kit)', check: 'run', request: '', problems: [error] })));
  const notExercised = rows.filter((r) => r.note?.startsWith('not exercised')).length;
  const notOffered = rows.filter((r) => r.note === 'not offered').length;
  const skipped = rows.filter((r) => r.note !== undefined && !r.note.startsWith('not exercised')).length - notOffered;
  const failed = results.filter((r) => r.problems.length > 0).length;
  return {
    baseUrl: options.baseUrl,
    run: ctx.run,
    readOnly: ctx.readOnly,
    operations: rows,
    failures,
    leftBehind: ctx.leftBehind,
    summary: { checks: results.length, passed: results.length - failed, failed, notExercised, skipped, notOffered },
    ok: failures.length === 0 && notExercised === 0,
  };
}

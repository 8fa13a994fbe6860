// The conformance kit: a journey over every operation of openapi.yaml against a running backend,
// with its own uniquely named data, cleaned up afterwards (newest first, also after a failure).
// Every answer is judged against the contract; the report lists each operation's checks.
import { reminders } from './journey-reminders';
import { sending } from './journey-sending';
import { statementRuns } from './journey-statement-runs';
import { documentLinks } from './journey-document-links';
import { readFileSync } from 'node:fs';
import { loadContract } from './contract';
import { anonymous, loginUsers, signIn, users } from './journey-accounts';
import { bankAccounts } from './journey-bank-accounts';
import { bankMatches } from './journey-bank-matches';
import { books } from './journey-books';
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

export interface Report {
  baseUrl: string;
  run: string;
  readOnly: boolean;
  operations: OperationRow[];
  /** The steps of "one request never breaks the service" (issue 21), each with its expected answer. */
  robustness: RobustnessStep[];
  failures: Failure[];
  leftBehind: string[];
  summary: { checks: number; passed: number; failed: number; notExercised: number; skipped: number };
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
  { name: 'invoicing lists', covers: ['listInvoicingBusinesses', 'listInvoicingClients'], run: invoicingLists, readOnly: true },
  {
    name: 'invoices',
    covers: ['createInvoice', 'getInvoice', 'updateInvoice', 'listInvoices', 'getInvoiceSummary'],
    run: invoices,
    readOnly: true,
  },
  {
    name: 'invoice lifecycle',
    covers: ['issueInvoice', 'recordPayment', 'voidInvoice', 'duplicateInvoice', 'deleteInvoice'],
    run: lifecycle,
  },
  {
    name: 'recurring schedules',
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
  { name: 'books', covers: ['getActivityStatement', 'getOutstandingStatement', 'getGstReturn'], run: books, readOnly: true },
  { name: 'GST filing', covers: ['fileGstReturn', 'reopenGstReturn'], run: gstFiling, readOnly: true },
  {
    name: 'bank accounts',
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
  { name: 'test vectors', covers: ['createInvoice', 'deleteInvoice'], run: vectors },
  { name: 'numbering', covers: ['issueInvoice'], run: numbering },
  {
    name: 'quotes',
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
  { name: 'credit notes', covers: ['createCreditNote', 'recordRefund', 'listCreditNotes', 'getCreditNote'], run: creditNotes },
  { name: 'credit-note reads', covers: ['listCreditNotes', 'getCreditNote'], run: creditNoteReads, readOnly: true },
  { name: 'suppliers', covers: ['listSuppliers', 'createSupplier', 'getSupplier', 'updateSupplier'], run: suppliers, readOnly: true },
  { name: 'bills', covers: BILL_OPERATIONS, run: bills, readOnly: true },
  { name: 'bank matching', covers: ['confirmBankMatch', 'confirmBankMatches', 'undoBankMatch'], run: bankMatches },
  { name: 'the lock under a concurrent filing', covers: ['confirmBankMatches', 'fileGstReturn', 'reopenGstReturn'], run: filingLock },
  {
    name: 'sending',
    covers: ['listEmailTemplates', 'saveEmailTemplate', 'emailInvoice', 'emailQuote', 'emailCreditNote', 'emailStatement'],
    run: sending,
    readOnly: true,
  },
  {
    name: 'statement runs',
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
  { name: 'edges', covers: [], run: edges, readOnly: true },
  // Last of those that open links: it leaves the kit's address refused by the guess limit.
  { name: 'public links behind a proxy', covers: [], run: publicLinks, listed: true },
  { name: 'one request never breaks the service', covers: [], run: hardening, listed: true },
  { name: 'uploads and emails are what they claim', covers: [], run: uploadsAndEmails, listed: true },
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
  try {
    await signIn(ctx);
    for (const section of SECTIONS) {
      if (readOnly && !section.readOnly) continue;
      const first = session.results.length;
      try {
        await section.run(ctx);
      } catch (error) {
        stop(section.name, section.covers, error);
      }
      if (section.listed) listed.push(...session.results.slice(first));
    }
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
  return { ...buildReport(ctx, options, contract.operations, blocked, kitErrors), robustness };
}

function buildReport(
  ctx: Context,
  options: VerifyOptions,
  operations: Array<{ operationId: string; method: string; template: string }>,
  blocked: Map<string, string>,
  kitErrors: string[],
): Omit<Report, 'robustness'> {
  const results = ctx.session.results;
  const row = (operation: string, method: string, path: string, checks: CheckResult[]): OperationRow => {
    const failed = checks.filter((check) => check.problems.length > 0).length;
    return { operation, method, path, checked: checks.length, passed: checks.length - failed, failed };
  };
  const rows: OperationRow[] = operations.map(({ operationId, method, template }) => {
    const current = row(
      operationId,
      method.toUpperCase(),
      template,
      results.filter((r) => r.operation === operationId),
    );
    if (current.checked > 0) return current;
    const skipped = ctx.readOnly && method !== 'get' && operationId !== 'login' ? 'skipped (read-only)' : ctx.skipped.get(operationId);
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
  const skipped = rows.filter((r) => r.note !== undefined && !r.note.startsWith('not exercised')).length;
  const failed = results.filter((r) => r.problems.length > 0).length;
  return {
    baseUrl: options.baseUrl,
    run: ctx.run,
    readOnly: ctx.readOnly,
    operations: rows,
    failures,
    leftBehind: ctx.leftBehind,
    summary: { checks: results.length, passed: results.length - failed, failed, notExercised, skipped },
    ok: failures.length === 0 && notExercised === 0,
  };
}

// Bank accounts and statement imports (openapi.yaml tag bank-accounts; docs/bank-statements.md):
// accounts per business, visible only to those who may invoice for it; imports all or nothing,
// never recording a line twice, with a preview that saves nothing.
import { http, HttpResponse } from 'msw';
import { BANK_LINE_STATUS_VALUES } from '../../src/config/api-values';
import { lineIdentity, splitNewLines } from '../../src/lib/bank-statements/line-identity';
import { normalNzBankAccount } from '../../src/lib/nz-bank-account';
import {
  bankAccountRequest,
  bankAccountUpdateRequest,
  csvColumnMappingRequest,
  statementImportRequest,
  type StatementLineRequest,
} from '../../src/lib/requests/bank-accounts';
import type { Principal } from '../runtime/auth';
import { nowIso } from '../runtime/clock';
import { db, insert, insertAll, replaceWith, type BankAccountRecord, type BankLineRecord } from '../runtime/db';
import { linesOf, newestFirst, toBankAccount, toBankStatementLine } from '../domain/bank-accounts';
import { mayInvoiceFor, PROBLEM_TYPES } from '../domain/invoicing';
import { notFound, problem } from '../runtime/problem';
import { compactText, isRefusal, oneAtATime, parseId, readBody, type Params, type Refusal } from './http-utils';
import { forbiddenBusiness, signedIn } from './invoice-common';
import { businessIdParameter, fieldProblem, pageParameter, wholeParameter } from './invoice-requests';
import { scope } from './invoices';
import type { UrlFor } from './types';

const LINES_PAGE_SIZE = 50;
const LINES_MAX_PAGE_SIZE = 500;

export function findAccount(principal: Principal, rawId: Params[string] | undefined): { record: BankAccountRecord } | Refusal {
  const id = parseId(rawId);
  const record = id === null ? undefined : db.bankAccounts.findFirst((q) => q.where({ id }));
  if (!record) return { refusal: notFound('Bank account') };
  const business = db.businesses.findFirst((q) => q.where({ id: record.businessId }));
  if (business && !mayInvoiceFor(principal.user, business)) return { refusal: forbiddenBusiness(business) };
  return { record };
}

/** The business's account with this (formatted) number, other than `exceptId`. */
function sameNumber(businessId: number, accountNumber: string, exceptId?: number): boolean {
  const other = db.bankAccounts.findFirst((q) => q.where({ businessId, accountNumber }));
  return other !== undefined && other.id !== exceptId;
}

const duplicateNumber = (accountNumber: string) =>
  problem(409, `This business already has the account ${accountNumber}.`, [
    { field: 'accountNumber', message: `This business already has the account ${accountNumber}.` },
  ]);

const accountAnswer = (id: number, init?: ResponseInit) => {
  const record = db.bankAccounts.findFirst((q) => q.where({ id }));
  return record ? HttpResponse.json(toBankAccount(record), init) : notFound('Bank account');
};

/** A stored line from what the file said, its text trimmed and blanks dropped. */
function lineRecord(accountId: number, line: StatementLineRequest, importedBy: string, importedAt: string) {
  const details = compactText({
    payee: line.payee ?? undefined,
    particulars: line.particulars ?? undefined,
    code: line.code ?? undefined,
    reference: line.reference ?? undefined,
    bankTransactionId: line.bankTransactionId ?? undefined,
  });
  return (id: number): BankLineRecord => ({
    id,
    accountId,
    date: line.date,
    amount: line.amount,
    ...details,
    ...(line.balance === null || line.balance === undefined ? {} : { balance: line.balance }),
    status: 'TO_MATCH',
    identity: lineIdentity(line),
    importedAt,
    importedBy,
  });
}

function readLinesQuery(params: URLSearchParams) {
  const page = pageParameter(params);
  if (isRefusal(page)) return page;
  const size = wholeParameter(params, 'size', 1);
  if (size === null) return { refusal: fieldProblem('size', 'The page size must be a whole number from 1.') };
  const status = params.get('status');
  if (status !== null && status !== '' && !(BANK_LINE_STATUS_VALUES as readonly string[]).includes(status)) {
    return { refusal: fieldProblem('status', `Unknown status '${status}'. Use ${BANK_LINE_STATUS_VALUES.join(' or ')}.`) };
  }
  return { page, size: Math.min(size ?? LINES_PAGE_SIZE, LINES_MAX_PAGE_SIZE), status: status || undefined };
}

export function bankAccountHandlers(url: UrlFor) {
  return [
    http.get(
      url('/api/bank-accounts'),
      signedIn(({ principal, request }) => {
        const businessId = businessIdParameter(new URL(request.url).searchParams);
        if (businessId === null) return fieldProblem('businessId', 'The business id must be a whole number from 1.');
        const allowed = scope(principal, businessId);
        if (isRefusal(allowed)) return allowed.refusal;
        const accounts = db.bankAccounts
          .all()
          .filter((account) => allowed.has(account.businessId))
          .map((account) => toBankAccount(account))
          .sort((a, b) => a.businessName.localeCompare(b.businessName) || a.name.localeCompare(b.name) || a.id - b.id);
        return HttpResponse.json(accounts);
      }),
    ),

    http.post(
      url('/api/bank-accounts'),
      oneAtATime(
        signedIn(async ({ principal, request }) => {
          const parsed = await readBody(request, bankAccountRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const { body } = parsed;
          const business = db.businesses.findFirst((q) => q.where({ id: body.businessId }));
          if (!business) return fieldProblem('businessId', `No business has id ${body.businessId}.`);
          if (!mayInvoiceFor(principal.user, business)) return forbiddenBusiness(business);
          const accountNumber = normalNzBankAccount(body.accountNumber) ?? body.accountNumber;
          if (sameNumber(business.id, accountNumber)) return duplicateNumber(accountNumber);
          const at = nowIso();
          const record = await insert(db.bankAccounts, (id) => ({
            id,
            version: 0,
            businessId: business.id,
            name: body.name.trim(),
            accountNumber,
            createdBy: principal.user.username,
            createdAt: at,
            updatedAt: at,
          }));
          return accountAnswer(record.id, { status: 201, headers: { Location: `/api/bank-accounts/${record.id}` } });
        }),
      ),
    ),

    http.get(
      url('/api/bank-accounts/:id'),
      signedIn(({ principal, params }) => {
        const found = findAccount(principal, params.id);
        return isRefusal(found) ? found.refusal : HttpResponse.json(toBankAccount(found.record));
      }),
    ),

    http.put(
      url('/api/bank-accounts/:id'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const parsed = await readBody(request, bankAccountUpdateRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const found = findAccount(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const { record } = found;
          const { body } = parsed;
          if (body.version !== record.version) {
            const detail = `This account was changed by someone else since you opened it (version ${body.version}, now ${record.version}). Reload it to see the changes.`;
            return problem(409, detail, undefined, PROBLEM_TYPES.staleVersion);
          }
          const accountNumber = normalNzBankAccount(body.accountNumber) ?? body.accountNumber;
          if (accountNumber !== record.accountNumber) {
            if (linesOf(record.id).length > 0) {
              const detail = 'This account has statement lines, so its number stays as it is. Add a new account for the other number.';
              return problem(409, detail, [{ field: 'accountNumber', message: detail }], PROBLEM_TYPES.invalidStatus);
            }
            if (sameNumber(record.businessId, accountNumber, record.id)) return duplicateNumber(accountNumber);
          }
          const next: BankAccountRecord = {
            ...record,
            version: record.version + 1,
            name: body.name.trim(),
            accountNumber,
            updatedAt: nowIso(),
          };
          await db.bankAccounts.update((q) => q.where({ id: record.id }), replaceWith(next));
          return accountAnswer(record.id);
        }),
      ),
    ),

    http.put(
      url('/api/bank-accounts/:id/csv-mapping'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const parsed = await readBody(request, csvColumnMappingRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const found = findAccount(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const { date, ...rest } = parsed.body;
          const mapping = {
            date: date.trim(),
            ...compactText(Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? undefined]))),
          };
          await db.bankAccounts.update((q) => q.where({ id: found.record.id }), replaceWith({ ...found.record, csvMapping: mapping }));
          return accountAnswer(found.record.id);
        }),
      ),
    ),

    http.get(
      url('/api/bank-accounts/:id/lines'),
      signedIn(({ principal, params, request }) => {
        const found = findAccount(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const query = readLinesQuery(new URL(request.url).searchParams);
        if (isRefusal(query)) return query.refusal;
        const rows = linesOf(found.record.id)
          .filter((line) => query.status === undefined || line.status === query.status)
          .sort(newestFirst);
        const start = query.page * query.size;
        return HttpResponse.json({
          content: rows.slice(start, start + query.size).map(toBankStatementLine),
          page: { size: query.size, number: query.page, totalElements: rows.length, totalPages: Math.ceil(rows.length / query.size) },
        });
      }),
    ),

    http.post(
      url('/api/bank-accounts/:id/imports'),
      oneAtATime(
        signedIn(async ({ principal, request, params }) => {
          const parsed = await readBody(request, statementImportRequest);
          if (isRefusal(parsed)) return parsed.refusal;
          const found = findAccount(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const { record } = found;
          const { body } = parsed;
          const named = body.accountNumber?.trim();
          if (named) {
            const fileAccount = normalNzBankAccount(named);
            if (fileAccount !== record.accountNumber) {
              const message = `This file is for account ${fileAccount ?? named}, not ${record.name} (${record.accountNumber}).`;
              return problem(400, message, [{ field: 'accountNumber', message }]);
            }
          }
          const stored = linesOf(record.id).map((line) => line.identity);
          const { added, skipped } = splitNewLines(stored, body.lines);
          const dryRun = body.dryRun ?? false;
          if (!dryRun && added.length > 0) {
            const at = nowIso();
            const actor = principal.user.username;
            await insertAll(
              db.bankLines,
              added.map((index) => lineRecord(record.id, body.lines[index] as StatementLineRequest, actor, at)),
            );
          }
          return HttpResponse.json({ dryRun, added: added.length, skipped: skipped.length, skippedLines: skipped });
        }),
      ),
    ),
  ];
}

// The bank account and statement import request bodies (openapi.yaml: BankAccountInput,
// BankAccountUpdate, CsvColumnMapping, StatementImport), checked alike by the screens and the mock
// backend (docs/architecture.md#request-rules, docs/bank-statements.md).
import * as z from 'zod/mini';
import { STATEMENT_LIMITS } from '@/config/bank-statements';
import { checkNzBankAccount, NZ_BANK_ACCOUNT_MESSAGES } from '@/lib/nz-bank-account';
import { isPositiveWholeNumber } from '@/lib/validation';
import { requestDate } from './request-date';
import { optionalText } from './text';

const CHOOSE_BUSINESS = 'Choose the business this account belongs to.';
const ENTER_NAME = 'Enter a name for the account, e.g. Rent account.';

const filled = (message: string) => z.string({ error: message }).check(z.refine((value) => value.trim() !== '', { message, abort: true }));

const atMost = (what: string, max: number) => z.maxLength(max, `${what} must be at most ${max} characters.`);

const accountProblem = (typed: string) => {
  const checked = checkNzBankAccount(typed);
  return checked.ok ? null : checked.problem;
};

const accountNumber = filled(NZ_BANK_ACCOUNT_MESSAGES.format).check(
  z.refine((value) => accountProblem(value) !== 'format', { message: NZ_BANK_ACCOUNT_MESSAGES.format, abort: true }),
  z.refine((value) => accountProblem(value) !== 'bank', { message: NZ_BANK_ACCOUNT_MESSAGES.bank, abort: true }),
  z.refine((value) => accountProblem(value) !== 'branch', { message: NZ_BANK_ACCOUNT_MESSAGES.branch, abort: true }),
  z.refine((value) => accountProblem(value) !== 'check', { message: NZ_BANK_ACCOUNT_MESSAGES.check, abort: true }),
);

const accountName = filled(ENTER_NAME).check(atMost('The name', STATEMENT_LIMITS.accountNameLength));

export const bankAccountRequest = z.object({
  businessId: z.number({ error: CHOOSE_BUSINESS }).check(z.refine(isPositiveWholeNumber, CHOOSE_BUSINESS)),
  name: accountName,
  accountNumber,
});

export const bankAccountUpdateRequest = z.object({
  version: z.number({ error: 'Send the version you loaded.' }).check(z.int(), z.minimum(0)),
  name: accountName,
  accountNumber,
});

const column = optionalText(200);

const ONE_AMOUNT = 'Choose the amount column, or the debit and credit columns.';

/** Which CSV column holds what, by the header's text, remembered per account for files of unknown layouts. */
export const csvColumnMappingRequest = z
  .object({
    date: filled('Choose the date column.').check(atMost('A column name', 200)),
    amount: column,
    debit: column,
    credit: column,
    payee: column,
    particulars: column,
    code: column,
    reference: column,
    balance: column,
    transactionId: column,
  })
  .check(
    z.refine((mapping) => Boolean(mapping.amount?.trim()) || Boolean(mapping.debit?.trim()) || Boolean(mapping.credit?.trim()), {
      message: ONE_AMOUNT,
      path: ['amount'],
    }),
  );

const { amountCents, payeeLength, detailLength, transactionIdLength, linesPerImport } = STATEMENT_LIMITS;

const AMOUNT = `Enter an amount in whole cents, at most ${amountCents} either way.`;

// -0 is a sign on nothing: it would be stored as a line that neither pays in nor out, and a line's
// identity (decision 221) compares amounts as written.
const cents = z
  .number({ error: AMOUNT })
  .check(
    z.refine((value) => Number.isSafeInteger(value) && Math.abs(value) <= amountCents, { message: AMOUNT, abort: true }),
    z.refine((value) => !Object.is(value, -0), 'Write a zero amount as 0, not -0.'),
  );

const statementLineRequest = z.object({
  date: requestDate,
  amount: cents,
  payee: optionalText(payeeLength),
  particulars: optionalText(detailLength),
  code: optionalText(detailLength),
  reference: optionalText(detailLength),
  bankTransactionId: optionalText(transactionIdLength),
  balance: z.optional(z.nullable(cents)),
});

export const statementImportRequest = z.object({
  /** Check and count only: nothing is saved. */
  dryRun: z.optional(z.boolean({ error: 'dryRun is true or false.' })),
  /** The account number the file names, when it names one: a file for another account is refused. */
  accountNumber: optionalText(40),
  fileName: optionalText(200),
  lines: z
    .array(statementLineRequest, { error: 'Send the statement lines.' })
    .check(
      z.minLength(1, 'The file has no statement lines.'),
      z.maxLength(linesPerImport, `At most ${linesPerImport} lines can be imported at once: import the file in parts, by date.`),
    ),
});

export type StatementLineRequest = z.output<typeof statementLineRequest>;

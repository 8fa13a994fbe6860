// The bodies that confirm what statement lines pay (openapi.yaml: BankMatchInput, BankMatchesInput),
// checked alike by the match screen and the mock backend (docs/bank-statements.md#matching). Money
// in pays invoices, the rest credit owed to a client (decision 232); money out pays bills, or is
// recorded as an expense in one step (decision 233).
import * as z from 'zod/mini';
import { PURCHASE_TAX_CODE_VALUES } from '@/config/api-values';
import { STATEMENT_LIMITS } from '@/config/bank-statements';
import { isPositiveWholeNumber } from '@/lib/validation';
import { optionalText } from './text';

const { amountCents, allocationsPerLine, linesPerConfirm } = STATEMENT_LIMITS;

const id = (message: string) => z.number({ error: message }).check(z.refine(isPositiveWholeNumber, message));
const optionalId = (message: string) => z.optional(id(message));

const AMOUNT = `Enter what the line pays of the document in whole cents, from 1 to ${amountCents}.`;

const BANK_MATCH_MESSAGES = {
  document: 'Name the invoice (money in) or the bill (money out) the line pays, not both.',
  nothing: 'Choose what the line pays: invoices, bills, credit for a client or an expense.',
  expenseAndDocuments: 'An expense is the whole line: choose bills or an expense, not both.',
  creditAndExpense: 'Credit for a client comes from money in; an expense is money out.',
  account: 'Choose the account the expense is filed under.',
  taxCode: 'Choose the GST treatment of the expense.',
} as const;

const allocation = z
  .object({
    invoiceId: optionalId('Choose the invoice the line pays.'),
    billId: optionalId('Choose the bill the line pays.'),
    amount: z
      .number({ error: AMOUNT })
      .check(z.refine((value) => Number.isSafeInteger(value) && value >= 1 && value <= amountCents, { message: AMOUNT, abort: true })),
  })
  .check(z.refine((one) => (one.invoiceId === undefined) !== (one.billId === undefined), BANK_MATCH_MESSAGES.document));

const documentKey = (one: { invoiceId?: number | undefined; billId?: number | undefined }) =>
  one.invoiceId === undefined ? `bill:${one.billId}` : `invoice:${one.invoiceId}`;

const allocations = z.array(allocation, { error: 'Say which invoices or bills the line pays.' }).check(
  z.maxLength(allocationsPerLine, `A line can pay at most ${allocationsPerLine} documents.`),
  z.refine((chosen) => new Set(chosen.map(documentKey)).size === chosen.length, 'Each invoice or bill is chosen once per line.'),
);

/** Money out recorded as an expense paid from the line: its account and GST treatment, its supplier if known. */
const expense = z.object({
  accountId: id(BANK_MATCH_MESSAGES.account),
  taxCode: z.enum(PURCHASE_TAX_CODE_VALUES, { error: BANK_MATCH_MESSAGES.taxCode }),
  supplierId: optionalId('Choose a supplier of this business, or none.'),
  description: optionalText(1000),
});

const lineMatch = {
  allocations,
  /** Money in: the part beyond the allocations is credit owed to this client. */
  creditClientId: optionalId('Choose the client the rest is credit for.'),
  expense: z.optional(expense),
};

interface MatchShape {
  allocations: unknown[];
  creditClientId?: number | undefined;
  expense?: unknown;
}

const matchChecks = [
  z.refine<MatchShape>((match) => match.allocations.length > 0 || match.creditClientId !== undefined || match.expense !== undefined, {
    message: BANK_MATCH_MESSAGES.nothing,
    path: ['allocations'],
  }),
  z.refine<MatchShape>((match) => match.expense === undefined || match.allocations.length === 0, {
    message: BANK_MATCH_MESSAGES.expenseAndDocuments,
    path: ['expense'],
  }),
  z.refine<MatchShape>((match) => match.expense === undefined || match.creditClientId === undefined, {
    message: BANK_MATCH_MESSAGES.creditAndExpense,
    path: ['creditClientId'],
  }),
] as const;

export const bankMatchRequest = z.object(lineMatch).check(...matchChecks);

export const bankMatchesRequest = z.object({
  matches: z
    .array(z.object({ lineId: id('Name the statement line by its id.'), ...lineMatch }).check(...matchChecks), {
      error: 'Send the lines to confirm.',
    })
    .check(
      z.minLength(1, 'Choose at least one line to confirm.'),
      z.maxLength(linesPerConfirm, `At most ${linesPerConfirm} lines can be confirmed at once.`),
    ),
});

type BankMatchRequest = z.output<typeof bankMatchRequest>;
export type BankMatchAllocation = BankMatchRequest['allocations'][number];
export type BankMatchExpense = NonNullable<BankMatchRequest['expense']>;

// The bodies that confirm what statement lines pay (openapi.yaml: BankMatchInput, BankMatchesInput),
// checked alike by the match screen and the mock backend (docs/bank-statements.md#matching).
import * as z from 'zod/mini';
import { STATEMENT_LIMITS } from '@/config/bank-statements';
import { isPositiveWholeNumber } from '@/lib/validation';

const { amountCents, allocationsPerLine, linesPerConfirm } = STATEMENT_LIMITS;

const id = (message: string) => z.number({ error: message }).check(z.refine(isPositiveWholeNumber, message));

const AMOUNT = `Enter what the line pays of the invoice in whole cents, from 1 to ${amountCents}.`;

const allocation = z.object({
  invoiceId: id('Choose the invoice the line pays.'),
  amount: z
    .number({ error: AMOUNT })
    .check(z.refine((value) => Number.isSafeInteger(value) && value >= 1 && value <= amountCents, { message: AMOUNT, abort: true })),
});

const allocations = z.array(allocation, { error: 'Say which invoices the line pays.' }).check(
  z.minLength(1, 'Choose at least one invoice the line pays.'),
  z.maxLength(allocationsPerLine, `A line can pay at most ${allocationsPerLine} invoices.`),
  z.refine((chosen) => new Set(chosen.map((one) => one.invoiceId)).size === chosen.length, 'Each invoice is chosen once per line.'),
);

export const bankMatchRequest = z.object({ allocations });

export const bankMatchesRequest = z.object({
  matches: z
    .array(z.object({ lineId: id('Name the statement line by its id.'), allocations }), { error: 'Send the lines to confirm.' })
    .check(
      z.minLength(1, 'Choose at least one line to confirm.'),
      z.maxLength(linesPerConfirm, `At most ${linesPerConfirm} lines can be confirmed at once.`),
    ),
});

export type BankMatchRequest = z.output<typeof bankMatchRequest>;

// An expense account's name (openapi.yaml: ExpenseAccountInput), checked alike by the accounts section
// of the suppliers page and the mock backend. Apart from the bill's body so that page does not load
// the calculator the bill's body checks with.
import * as z from 'zod/mini';

export const ACCOUNT_NAME_MESSAGE = 'Name the account, e.g. Materials.';

export const expenseAccountRequest = z.object({
  name: z.string({ error: ACCOUNT_NAME_MESSAGE }).check(
    z.maxLength(100, 'Must be at most 100 characters.'),
    z.refine((value) => value.trim() !== '', ACCOUNT_NAME_MESSAGE),
  ),
});

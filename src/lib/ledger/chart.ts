// The default chart of accounts of a New Zealand business (decision 361), and the map from the
// expense accounts bills use today onto it. Codes follow the ranges NZ small-business accountants
// use in the common cloud ledgers: 0xx bank, 2xx income, 3xx cost of sales, 4xx overheads, 6xx
// current assets, 7xx fixed assets, 8xx current liabilities, 9xx equity.
import type { Account } from './types';

export const ACCOUNT_CODES = {
  bank: '090',
  sales: '200',
  receivables: '610',
  payables: '800',
  gst: '820',
  gstPending: '821',
  clientCredit: '830',
  retainedEarnings: '960',
  currentAccount: '970',
} as const;

export const DEFAULT_CHART: readonly Account[] = [
  { code: '090', name: 'Business bank account', type: 'asset', kind: 'bank' },
  { code: '200', name: 'Sales', type: 'income', kind: 'sales' },
  { code: '260', name: 'Other revenue', type: 'income', kind: 'sales' },
  { code: '270', name: 'Interest income', type: 'income' },
  { code: '300', name: 'Purchases', type: 'expense', kind: 'cost-of-sales' },
  { code: '310', name: 'Materials', type: 'expense', kind: 'cost-of-sales' },
  { code: '320', name: 'Subcontractors', type: 'expense', kind: 'cost-of-sales' },
  { code: '400', name: 'Advertising', type: 'expense', kind: 'overhead' },
  { code: '404', name: 'Bank fees', type: 'expense', kind: 'overhead' },
  { code: '412', name: 'Accounting and legal fees', type: 'expense', kind: 'overhead' },
  { code: '416', name: 'Depreciation', type: 'expense', kind: 'overhead' },
  { code: '429', name: 'General expenses', type: 'expense', kind: 'overhead' },
  { code: '433', name: 'Insurance', type: 'expense', kind: 'overhead' },
  { code: '437', name: 'Interest expense', type: 'expense', kind: 'overhead' },
  { code: '445', name: 'Light, power and heating', type: 'expense', kind: 'overhead' },
  { code: '449', name: 'Motor vehicle expenses', type: 'expense', kind: 'overhead' },
  { code: '453', name: 'Office expenses', type: 'expense', kind: 'overhead' },
  { code: '463', name: 'Tools and small equipment', type: 'expense', kind: 'overhead' },
  { code: '469', name: 'Rent paid', type: 'expense', kind: 'overhead' },
  { code: '473', name: 'Repairs and maintenance', type: 'expense', kind: 'overhead' },
  { code: '477', name: 'Wages and salaries', type: 'expense', kind: 'overhead' },
  { code: '489', name: 'Telephone and internet', type: 'expense', kind: 'overhead' },
  { code: '493', name: 'Travel', type: 'expense', kind: 'overhead' },
  { code: '610', name: 'Accounts receivable', type: 'asset', kind: 'receivables' },
  { code: '620', name: 'Prepayments', type: 'asset' },
  { code: '710', name: 'Office equipment', type: 'asset', kind: 'fixed-asset' },
  { code: '711', name: 'Less accumulated depreciation on office equipment', type: 'asset', kind: 'fixed-asset' },
  { code: '720', name: 'Plant and tools', type: 'asset', kind: 'fixed-asset' },
  { code: '721', name: 'Less accumulated depreciation on plant and tools', type: 'asset', kind: 'fixed-asset' },
  { code: '730', name: 'Motor vehicles', type: 'asset', kind: 'fixed-asset' },
  { code: '731', name: 'Less accumulated depreciation on motor vehicles', type: 'asset', kind: 'fixed-asset' },
  { code: '800', name: 'Accounts payable', type: 'liability', kind: 'payables' },
  { code: '820', name: 'GST', type: 'liability', kind: 'gst' },
  { code: '821', name: 'GST on documents not yet paid', type: 'liability', kind: 'gst-pending' },
  { code: '830', name: 'Client credit', type: 'liability', kind: 'client-credit' },
  { code: '840', name: 'Income tax', type: 'liability' },
  { code: '900', name: 'Loan', type: 'liability' },
  { code: '960', name: 'Retained earnings', type: 'equity', kind: 'retained-earnings' },
  { code: '970', name: 'Owner or shareholder current account', type: 'equity', kind: 'current-account' },
  { code: '980', name: 'Owner or share capital', type: 'equity' },
];

/** The expense accounts a business starts with (mocks/domain/purchases.ts) under other names in the chart. */
const EXPENSE_NAMES: Readonly<Record<string, string>> = {
  materials: '310',
  subcontractors: '320',
  vehicle: '449',
  tools: '463',
  'rent paid': '469',
  rent: '469',
  fees: '412',
};

/** A business's own expense account that matches no account of the chart: 500–599, then 5100 on (never 6xx). */
const ownExpenseCode = (index: number) => String(index < 100 ? 500 + index : 5000 + index);

export interface ExpenseAccountRef {
  id: number;
  name: string;
}

export interface BusinessChart {
  accounts: Account[];
  /** Each expense account id bills use → its code in the chart. */
  expenseCode: ReadonlyMap<number, string>;
}

const normal = (name: string) => name.trim().toLowerCase();

/**
 * The chart of a business: the default chart, plus one expense account (500, 501, …) for each of
 * its expense accounts whose name is neither a chart account's nor a known alias, in id order.
 */
export function chartFor(expenseAccounts: readonly ExpenseAccountRef[]): BusinessChart {
  const accounts = [...DEFAULT_CHART];
  const byName = new Map(DEFAULT_CHART.filter((a) => a.type === 'expense').map((a) => [normal(a.name), a.code]));
  const expenseCode = new Map<number, string>();
  let own = 0;
  for (const account of [...expenseAccounts].sort((a, b) => a.id - b.id)) {
    const known = EXPENSE_NAMES[normal(account.name)] ?? byName.get(normal(account.name));
    if (known) {
      expenseCode.set(account.id, known);
      continue;
    }
    const code = ownExpenseCode(own++);
    accounts.push({ code, name: account.name, type: 'expense', kind: 'overhead' });
    byName.set(normal(account.name), code);
    expenseCode.set(account.id, code);
  }
  accounts.sort((a, b) => (a.code.length === b.code.length ? a.code.localeCompare(b.code) : a.code.length - b.code.length));
  return { accounts, expenseCode };
}

/** An expense line whose account the business no longer has is posted to General expenses. */
export const UNKNOWN_EXPENSE_CODE = '429';

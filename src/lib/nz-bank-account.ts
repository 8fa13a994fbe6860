// New Zealand bank account numbers: bank (2 digits), branch (4), account (7 or 8) and suffix (2 to
// 4), checked by the published rules: the bank and branch must be in the bank's ranges, and the
// digits must pass the bank's weighted check (docs/bank-statements.md#account-numbers).

interface NzBankAccountParts {
  bank: string;
  branch: string;
  account: string;
  suffix: string;
}

type Problem = 'format' | 'bank' | 'branch' | 'check';

export type NzBankAccountCheck = { ok: true; formatted: string; parts: NzBankAccountParts } | { ok: false; problem: Problem };

/** Branch ranges per bank, inclusive. */
const BRANCHES: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  '01': [
    [1, 999],
    [1100, 1199],
    [1800, 1899],
  ],
  '02': [
    [1, 999],
    [1200, 1299],
  ],
  '03': [
    [1, 999],
    [1300, 1399],
    [1500, 1599],
    [1700, 1799],
    [1900, 1999],
    [7350, 7399],
  ],
  '04': [[2020, 2024]],
  '06': [
    [1, 999],
    [1400, 1499],
  ],
  '08': [[6500, 6599]],
  '09': [[0, 0]],
  '10': [[5165, 5169]],
  '11': [
    [5000, 6499],
    [6600, 8999],
  ],
  '12': [
    [3000, 3299],
    [3400, 3499],
    [3600, 3699],
  ],
  '13': [[4900, 4999]],
  '14': [[4700, 4799]],
  '15': [[3900, 3999]],
  '16': [[4400, 4499]],
  '17': [[3300, 3399]],
  '18': [[3500, 3599]],
  '19': [[4600, 4649]],
  '20': [[4100, 4199]],
  '21': [[4800, 4899]],
  '22': [[4000, 4049]],
  '23': [[3700, 3799]],
  '24': [[4300, 4349]],
  '25': [[2500, 2599]],
  '26': [[2600, 2699]],
  '27': [[3800, 3849]],
  '28': [[2100, 2149]],
  '29': [[2150, 2299]],
  '30': [[2900, 2949]],
  '31': [[2800, 2849]],
  '33': [[6700, 6799]],
  '35': [[2400, 2499]],
  '38': [[9000, 9499]],
};

type Algorithm = 'A' | 'B' | 'D' | 'E' | 'F' | 'G' | 'X';

/**
 * Weights over the 18 digits bank(2) branch(4) account(8) suffix(4), and the modulus the weighted
 * sum must divide by. E and G first fold each product to one digit (sum its digits, twice).
 */
const WEIGHTS: Readonly<Record<Exclude<Algorithm, 'X'>, { weights: readonly number[]; modulus: number; fold: boolean }>> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11, fold: false },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, fold: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10, fold: false },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, fold: true },
};

/** Banks with their own algorithm; every other bank uses A below account 00990000 and B from it. */
const BANK_ALGORITHM: Readonly<Record<string, Algorithm>> = {
  '08': 'D',
  '09': 'E',
  '25': 'F',
  '33': 'F',
  '26': 'G',
  '28': 'G',
  '29': 'G',
  '31': 'X',
};

function algorithmFor(bank: string, account8: string): Algorithm {
  return BANK_ALGORITHM[bank] ?? (account8 < '00990000' ? 'A' : 'B');
}

const foldDigits = (value: number) => {
  let folded = value;
  for (let round = 0; round < 2; round += 1) folded = Math.floor(folded / 10) + (folded % 10);
  return folded;
};

/** Whether the 18 digits pass `algorithm`'s weighted check. */
function passesCheck(algorithm: Algorithm, digits: string): boolean {
  if (algorithm === 'X') return true;
  const { weights, modulus, fold } = WEIGHTS[algorithm];
  let sum = 0;
  for (let index = 0; index < 18; index += 1) {
    const product = Number(digits[index]) * (weights[index] ?? 0);
    sum += fold ? foldDigits(product) : product;
  }
  return sum % modulus === 0;
}

const inRanges = (branch: number, ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.some(([from, to]) => branch >= from && branch <= to);

/** The parts of a number written with dashes, spaces or none (2-4-7-3 or 2-4-8-4, and 15 or 16 digits run together). */
function partsOf(typed: string): NzBankAccountParts | null {
  const trimmed = typed.trim();
  const separated = /^(\d{2})[-\s]+(\d{3,4})[-\s]+(\d{7,8})[-\s]+(\d{2,4})$/.exec(trimmed);
  if (separated) {
    const [, bank = '', branch = '', account = '', suffix = ''] = separated;
    return { bank, branch, account, suffix };
  }
  const run = /^(\d{2})(\d{4})(\d{7})(\d{2,3})$/.exec(trimmed) ?? /^(\d{2})(\d{4})(\d{8})(\d{4})$/.exec(trimmed);
  if (!run) return null;
  const [, bank = '', branch = '', account = '', suffix = ''] = run;
  return { bank, branch, account, suffix };
}

/** Drops a leading zero that padding added, down to `length` digits. */
const shortened = (digits: string, length: number) => (digits.length > length && digits.startsWith('0') ? digits.slice(1) : digits);

/**
 * Checks a typed account number; when valid, `formatted` is its usual written form
 * BB-bbbb-AAAAAAA-SSS (an eighth account digit or fourth suffix digit kept when not zero).
 */
export function checkNzBankAccount(typed: string): NzBankAccountCheck {
  const parts = partsOf(typed);
  if (!parts) return { ok: false, problem: 'format' };
  const ranges = BRANCHES[parts.bank];
  if (!ranges) return { ok: false, problem: 'bank' };
  const branch = parts.branch.padStart(4, '0');
  if (!inRanges(Number(branch), ranges)) return { ok: false, problem: 'branch' };
  const account8 = parts.account.padStart(8, '0');
  const suffix4 = parts.suffix.padStart(4, '0');
  if (!passesCheck(algorithmFor(parts.bank, account8), `${parts.bank}${branch}${account8}${suffix4}`))
    return { ok: false, problem: 'check' };
  const normal = { bank: parts.bank, branch, account: shortened(account8, 7), suffix: shortened(suffix4, 3) };
  return { ok: true, formatted: `${normal.bank}-${normal.branch}-${normal.account}-${normal.suffix}`, parts: normal };
}

/** The same account written differently compares equal: the formatted form, or null when not a valid number. */
export function normalNzBankAccount(typed: string): string | null {
  const checked = checkNzBankAccount(typed);
  return checked.ok ? checked.formatted : null;
}

export const NZ_BANK_ACCOUNT_MESSAGES: Readonly<Record<Problem, string>> = {
  format: 'Enter the account number as bank-branch-account-suffix, e.g. 12-3140-0123456-00.',
  bank: 'The first two digits are not a New Zealand bank number.',
  branch: 'The branch number (the second part) is not one of that bank’s branches.',
  check: 'This account number fails the bank’s check digits: look for a mistyped digit.',
};

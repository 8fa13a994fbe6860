import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineIdentity, splitNewLines, type StatementLineFields } from './line-identity';

const line = (overrides: Partial<StatementLineFields> = {}): StatementLineFields => ({
  date: '2026-03-02',
  amount: 45_000,
  payee: 'H KIM',
  particulars: 'RENT',
  code: 'WK1',
  reference: 'SLR-0005',
  ...overrides,
});

describe('lineIdentity', () => {
  it('is the bank’s id where there is one, whatever the details say', () => {
    expect(lineIdentity(line({ bankTransactionId: ' fit-1 ' }))).toBe(
      lineIdentity(line({ bankTransactionId: 'FIT-1', payee: 'Other', amount: 1 })),
    );
  });

  it('otherwise the date, amount, details and balance, case and spacing aside', () => {
    expect(lineIdentity(line({ payee: ' h  kim ' }))).toBe(lineIdentity(line()));
    expect(lineIdentity(line({ payee: null, code: undefined }))).toBe(lineIdentity(line({ payee: '', code: '  ' })));
    for (const change of [
      { date: '2026-03-03' },
      { amount: 45_001 },
      { particulars: 'BOND' },
      { code: 'WK2' },
      { reference: 'X' },
      { balance: 0 },
    ]) {
      expect(lineIdentity(line(change))).not.toBe(lineIdentity(line()));
    }
  });
});

const arbitraryLine = fc.record({
  date: fc.constantFrom('2026-03-01', '2026-03-02'),
  amount: fc.integer({ min: -3, max: 3 }),
  payee: fc.constantFrom('A', 'a', 'B'),
  bankTransactionId: fc.option(fc.constantFrom('T1', 'T2'), { nil: undefined }),
});

describe('splitNewLines', () => {
  it('counts identical lines: the n-th copy is new only when fewer than n are stored', () => {
    const coffee = line({ amount: -450 });
    expect(splitNewLines([], [coffee, coffee])).toEqual({ added: [0, 1], skipped: [] });
    expect(splitNewLines([lineIdentity(coffee)], [coffee, coffee, line()])).toEqual({ added: [1, 2], skipped: [0] });
  });

  it('adds nothing when any subset of what was stored comes again, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { maxLength: 40 }).chain((file) => fc.tuple(fc.constant(file), fc.shuffledSubarray(file))),
        ([file, subset]) => {
          const { added } = splitNewLines([], file);
          const stored = added.map((index) => lineIdentity(file[index] as StatementLineFields));
          expect(splitNewLines(stored, subset)).toEqual({ added: [], skipped: subset.map((_, index) => index) });
        },
      ),
    );
  });

  it('after importing two overlapping files, the stored lines are their union, each line once per copy in the larger file', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 30 }), fc.array(arbitraryLine, { maxLength: 30 }), (first, second) => {
        const stored: string[] = [];
        for (const file of [first, second]) {
          const { added } = splitNewLines(stored, file);
          stored.push(...added.map((index) => lineIdentity(file[index] as StatementLineFields)));
        }
        const count = (lines: readonly StatementLineFields[], key: string) => lines.filter((each) => lineIdentity(each) === key).length;
        for (const key of new Set(stored))
          expect(stored.filter((each) => each === key).length).toBe(Math.max(count(first, key), count(second, key)));
      }),
    );
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyForm, newLine, STANDARD_TAX } from './editor-form';
import { clearUnsavedWork, readUnsavedWork, sameContent, saveUnsavedWork, unsavedWorkKey } from './unsaved-work';

const form = () => ({ ...emptyForm('2026-11-22'), businessId: 1, clientId: 2 });

describe('unsaved work in local storage', () => {
  it('keys entries per user and per draft', () => {
    expect(unsavedWorkKey('user', null)).toBe('invoicing:unsaved-invoice:v1:user:new');
    expect(unsavedWorkKey('user', 42)).toBe('invoicing:unsaved-invoice:v1:user:42');
    expect(unsavedWorkKey('a:b', 42)).not.toBe(unsavedWorkKey('a', 42));
  });

  it('reads back what it saved', () => {
    const key = unsavedWorkKey('user', null);
    const work = { savedAt: '2026-11-22T01:00:00.000Z', baseVersion: null, form: form() };
    expect(saveUnsavedWork(key, work)).toBe(true);
    expect(readUnsavedWork(key)).toEqual(work);
    clearUnsavedWork(key);
    expect(readUnsavedWork(key)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"savedAt": '],
    ['JSON of the wrong shape', '[1, 2, 3]'],
    ['a missing form', '{"savedAt":"2026-11-22T01:00:00.000Z","baseVersion":null}'],
    ['a bad date stamp', JSON.stringify({ savedAt: 'yesterday', baseVersion: null, form: form() })],
    [
      'a line of the wrong type',
      JSON.stringify({ savedAt: '2026-11-22T01:00:00.000Z', baseVersion: null, form: { ...form(), lines: [7] } }),
    ],
    [
      'an unknown tax',
      JSON.stringify({
        savedAt: '2026-11-22T01:00:00.000Z',
        baseVersion: null,
        form: { ...form(), lines: [{ ...newLine(STANDARD_TAX), tax: 'VAT:2000' }] },
      }),
    ],
    [
      'duplicate line keys',
      JSON.stringify({
        savedAt: '2026-11-22T01:00:00.000Z',
        baseVersion: null,
        form: {
          ...form(),
          lines: [
            { ...newLine(STANDARD_TAX), key: 'k' },
            { ...newLine(STANDARD_TAX), key: 'k' },
          ],
        },
      }),
    ],
    [
      'a business id that is not an id',
      JSON.stringify({ savedAt: '2026-11-22T01:00:00.000Z', baseVersion: null, form: { ...form(), businessId: '1' } }),
    ],
    ['a negative version', JSON.stringify({ savedAt: '2026-11-22T01:00:00.000Z', baseVersion: -1, form: form() })],
    [
      'a supplier id that is not an id',
      JSON.stringify({ savedAt: '2026-11-22T01:00:00.000Z', baseVersion: null, form: { ...form(), supplierId: 'Placemakers' } }),
    ],
    [
      'an account that is not an id',
      JSON.stringify({
        savedAt: '2026-11-22T01:00:00.000Z',
        baseVersion: null,
        form: { ...form(), lines: [{ ...newLine(STANDARD_TAX), accountId: 'Materials' }] },
      }),
    ],
  ])('drops %s instead of trusting it', (_name, raw) => {
    const key = unsavedWorkKey('user', 7);
    localStorage.setItem(key, raw);
    expect(readUnsavedWork(key)).toBe('corrupt');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a purchase back: its supplier, quote, NO_GST lines and their accounts', () => {
    const key = unsavedWorkKey('user', null);
    const purchase = { ...form(), clientId: null, supplierId: 4, quoteId: 7, lines: [{ ...newLine('NO_GST:0'), accountId: '5' }] };
    saveUnsavedWork(key, { savedAt: '2026-11-22T01:00:00.000Z', baseVersion: null, form: purchase });
    expect(readUnsavedWork(key)).toMatchObject({ form: purchase });
  });

  it('reads entries kept before purchases: no supplier, no quote, no accounts', () => {
    const key = unsavedWorkKey('user', null);
    // The stored shape before purchases: no supplierId, quoteId nor accountId.
    const older: Record<string, unknown> = { ...form() };
    delete older.supplierId;
    delete older.quoteId;
    const lines = form().lines.map((line) => {
      const kept: Record<string, unknown> = { ...line };
      delete kept.accountId;
      return kept;
    });
    localStorage.setItem(key, JSON.stringify({ savedAt: '2026-11-22T01:00:00.000Z', baseVersion: null, form: { ...older, lines } }));
    expect(readUnsavedWork(key)).toMatchObject({ form: { supplierId: null, quoteId: null, lines: [{ accountId: '' }] } });
  });

  it('compares content without line keys', () => {
    const a = form();
    const b = { ...a, lines: a.lines.map((line) => ({ ...line, key: 'other' })) };
    expect(sameContent(a, b)).toBe(true);
    expect(sameContent(a, { ...b, notes: 'x' })).toBe(false);
    expect(sameContent(a, { ...b, lines: b.lines.map((line) => ({ ...line, accountId: '3' })) })).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addLiveWork,
  keepable,
  keptWorkArea,
  keptWorkKey,
  keptWorkOf,
  keptWorkRefused,
  latestKeptWorkId,
  readKeptValues,
  readKeptWork,
  settleUnsavedWork,
  subscribeToKeptWork,
  unsavedWorkSummary,
  writeKeptWork,
} from './kept-work';

const entry = (label: string, savedAt = '2026-11-22T01:00:00.000Z') => ({ savedAt, label, values: { email: 'a@b.nz' } });

/** What a full or disabled storage does. */
function refuseWrites() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

// Each test starts with empty storage, as the browser of a new user would.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('kept work keys', () => {
  it('are per form kind, owner and record, the invoice editor’s included', () => {
    expect(keptWorkKey({ kind: 'invoice', owner: 'user', id: null })).toBe('invoicing:unsaved-invoice:v1:user:new');
    expect(keptWorkKey({ kind: 'business', owner: 'admin', id: 7 })).toBe('invoicing:unsaved-business:v1:admin:7');
    expect(keptWorkKey({ kind: 'user', owner: 'a:b', id: 1 })).not.toBe(keptWorkKey({ kind: 'user', owner: 'a', id: 1 }));
  });

  it('keep a signed-in user’s work in local storage and a visitor’s in this tab only', () => {
    expect(keptWorkArea('user')).toBe('local');
    expect(keptWorkArea(null)).toBe('session');
  });
});

describe('writing and reading kept work', () => {
  it('reads back what it wrote, in either storage', () => {
    const key = keptWorkKey({ kind: 'profile', owner: 'user', id: 2 });
    expect(writeKeptWork(key, 'local', entry('your profile'))).toBe(true);
    expect(readKeptWork(key, 'local', (e) => e.values)).toEqual({ savedAt: '2026-11-22T01:00:00.000Z', value: { email: 'a@b.nz' } });
    expect(writeKeptWork(key, 'session', entry('the registration'))).toBe(true);
    expect(sessionStorage.getItem(key)).toContain('the registration');
  });

  it.each([
    ['text that is not JSON', '{"savedAt": '],
    ['no date stamp', '{"values":{}}'],
    ['a date stamp that is no date', '{"savedAt":"yesterday","values":{}}'],
    ['values the form refuses', '{"savedAt":"2026-11-22T01:00:00.000Z","values":7}'],
  ])('drops %s and says it was corrupt', (_name, raw) => {
    const key = keptWorkKey({ kind: 'profile', owner: 'user', id: 2 });
    localStorage.setItem(key, raw);
    expect(readKeptWork(key, 'local', (e) => (typeof e.values === 'object' ? e.values : null))).toBe('corrupt');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('remembers and announces that the browser refused a write, until one succeeds', () => {
    const key = keptWorkKey({ kind: 'profile', owner: 'user', id: 2 });
    const listener = vi.fn();
    const unsubscribe = subscribeToKeptWork(listener);
    const refused = refuseWrites();
    expect(writeKeptWork(key, 'local', entry('your profile'))).toBe(false);
    expect(keptWorkRefused(key)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    refused.mockRestore();
    expect(writeKeptWork(key, 'local', entry('your profile'))).toBe(true);
    expect(keptWorkRefused(key)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('a user’s kept work', () => {
  it('lists only theirs, newest first', () => {
    writeKeptWork(keptWorkKey({ kind: 'business', owner: 'admin', id: 3 }), 'local', entry('business Acme', '2026-11-22T01:00:00.000Z'));
    writeKeptWork(keptWorkKey({ kind: 'profile', owner: 'admin', id: 1 }), 'local', entry('your profile', '2026-11-22T02:00:00.000Z'));
    writeKeptWork(keptWorkKey({ kind: 'profile', owner: 'user', id: 2 }), 'local', entry('your profile'));
    localStorage.setItem('invoicing:unsaved-invoice:v1:admin:new', 'not JSON');
    expect(keptWorkOf('admin').map((work) => [work.kind, work.id, work.label])).toEqual([
      ['profile', '1', 'your profile'],
      ['business', '3', 'business Acme'],
    ]);
    expect(latestKeptWorkId('admin', 'business')).toBe('3');
    expect(latestKeptWorkId('user', 'business')).toBeNull();
  });

  it('names it for the logout question, with the unsaved work on screen the browser refused', () => {
    writeKeptWork(keptWorkKey({ kind: 'business', owner: 'admin', id: 3 }), 'local', entry('business Acme'));
    const key = keptWorkKey({ kind: 'profile', owner: 'admin', id: 1 });
    refuseWrites();
    writeKeptWork(key, 'local', entry('your profile'));
    const remove = addLiveWork({ key, owner: 'admin', label: 'your profile', unsaved: () => true, release: vi.fn() });
    expect(unsavedWorkSummary('admin')).toEqual({ kept: ['business Acme'], notKept: ['your profile'] });
    expect(unsavedWorkSummary('user')).toEqual({ kept: [], notKept: [] });
    remove();
  });

  it('is discarded on request, and only theirs', () => {
    writeKeptWork(keptWorkKey({ kind: 'business', owner: 'admin', id: 3 }), 'local', entry('business Acme'));
    writeKeptWork(keptWorkKey({ kind: 'profile', owner: 'user', id: 2 }), 'local', entry('your profile'));
    const release = vi.fn();
    const remove = addLiveWork({ key: 'k', owner: 'admin', label: 'a new user', unsaved: () => true, release });
    settleUnsavedWork('admin', 'discard');
    expect(release).toHaveBeenCalledWith('discard');
    expect(keptWorkOf('admin')).toEqual([]);
    expect(keptWorkOf('user')).toHaveLength(1);
    remove();
  });
});

describe('kept form values', () => {
  const like = { email: '', password: '', roles: ['USER'], active: false };

  it('never include the secret fields', () => {
    expect(keepable({ email: 'a@b.nz', password: 'secret', roles: [], active: true }, ['password'])).toEqual({
      email: 'a@b.nz',
      roles: [],
      active: true,
    });
  });

  it('are read back over the form’s first values, the secret ones left as they were', () => {
    expect(readKeptValues({ email: 'a@b.nz', password: 'stolen', roles: ['ADMIN'], active: true }, like, ['password'])).toEqual({
      email: 'a@b.nz',
      password: '',
      roles: ['ADMIN'],
      active: true,
    });
  });

  it.each([
    ['not an object', 'email'],
    ['a missing field', { email: 'a@b.nz', roles: [] }],
    ['a number for text', { email: 7, roles: [], active: true }],
    ['a list of numbers', { email: '', roles: [1], active: true }],
    ['text for a tick', { email: '', roles: [], active: 'yes' }],
  ])('refuse %s', (_name, raw) => {
    expect(readKeptValues(raw, like, ['password'])).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { once, oncePer } from './once';

describe('once', () => {
  it('makes the value at the first call only, and returns that one value every time', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined instead of making it again', () => {
    const make = vi.fn(() => undefined);
    const value = once(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('oncePer', () => {
  it('makes one value per set of arguments, each at its first call', () => {
    const make = vi.fn((locale: string, style: string) => ({ locale, style }));
    const value = oncePer(make);
    const nzMedium = value('en-NZ', 'medium');
    expect(value('en-NZ', 'medium')).toBe(nzMedium);
    expect(value('en-NZ', 'long')).not.toBe(nzMedium);
    expect(value('en-NZ', 'long')).toEqual({ locale: 'en-NZ', style: 'long' });
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('tells apart arguments whose joined text would be the same', () => {
    const value = oncePer((a: string, b: string) => `${a}/${b}`);
    expect(value('a|b', 'c')).toBe('a|b/c');
    expect(value('a', 'b|c')).toBe('a/b|c');
  });
});

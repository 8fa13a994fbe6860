import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

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

import { describe, expect, it, vi } from 'vitest';
import { keepingPromise } from './keeping-promise';

describe('keepingPromise', () => {
  it('gives the app and the router one promise, so the screen and its data are asked for once', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: () => null }));
    const lazy = keepingPromise(load);
    const first = lazy();
    expect(lazy()).toBe(first);
    await first;
    expect(lazy()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next call after a failed load (a chunk lost to a dropped connection)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValueOnce({ Component: () => null });
    const lazy = keepingPromise(load);
    await expect(lazy()).rejects.toThrow('dropped');
    await expect(lazy()).resolves.toEqual({ Component: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToInput } from './yield-to-input';

describe('yieldToInput', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes on in a later task, after the promise jobs already queued', async () => {
    const order: string[] = [];
    const yielded = yieldToInput().then(() => order.push('after the yield'));
    await Promise.resolve().then(() => order.push('queued job'));
    expect(order).toEqual(['queued job']);
    await yielded;
    expect(order).toEqual(['queued job', 'after the yield']);
  });

  it('does not wait for timers: a page whose clock is held (a test’s fake clock) still starts', async () => {
    vi.useFakeTimers();
    await expect(yieldToInput()).resolves.toBeUndefined();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToInput();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});

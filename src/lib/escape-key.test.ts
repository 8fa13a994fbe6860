// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onEscapeKey } from './escape-key';

const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('onEscapeKey', () => {
  it('calls back on Escape only, until stopped', () => {
    const handler = vi.fn();
    const stop = onEscapeKey(handler);
    press('Enter');
    expect(handler).not.toHaveBeenCalled();
    press('Escape');
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    press('Escape');
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useActionPanel } from './use-action-panel';

describe('useActionPanel', () => {
  it('opens a form from its button, closes it from the same button, and opens another in its place', () => {
    const { result } = renderHook(() => useActionPanel<'payment' | 'void'>(null, vi.fn()));
    expect(result.current.opener('payment')['aria-expanded']).toBe(false);
    act(() => result.current.opener('payment').onClick());
    expect(result.current.panel).toBe('payment');
    expect(result.current.opener('payment')['aria-expanded']).toBe(true);
    act(() => result.current.opener('void').onClick());
    expect(result.current.panel).toBe('void');
    act(() => result.current.opener('void').onClick());
    expect(result.current.panel).toBeNull();
  });

  it('tells what the form did when it closes after doing it, and nothing after a Cancel', () => {
    const succeeded = vi.fn();
    const { result } = renderHook(() => useActionPanel<'payment'>('payment', succeeded));
    act(() => result.current.close());
    expect(result.current.panel).toBeNull();
    expect(succeeded).not.toHaveBeenCalled();
    act(() => result.current.opener('payment').onClick());
    act(() => result.current.close('Payment of $100.00 recorded.'));
    expect(succeeded).toHaveBeenCalledWith('Payment of $100.00 recorded.');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what failed and why, at once, and Try again asks again', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="The invoices could not be loaded." detail="The server did not answer." onRetry={onRetry} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toHaveTextContent('The invoices could not be loaded.The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no second line without a reason', () => {
    render(<LoadError message="Failed to fetch users" onRetry={() => undefined} />);
    expect(screen.getByRole('status').querySelectorAll('p')).toHaveLength(1);
  });

  it('ignores presses while a retry is under way', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="The dashboard could not be loaded." onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

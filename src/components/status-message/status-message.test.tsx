import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './status-message';

describe('StatusMessage', () => {
  it('keeps an empty live region in the page, so a later message is announced', () => {
    const { rerender } = render(<StatusMessage tone="success">{null}</StatusMessage>);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(<StatusMessage tone="success">Saved.</StatusMessage>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Saved.');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('announces errors at once', () => {
    render(<StatusMessage tone="error">Could not save.</StatusMessage>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByText('Could not save.').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled multi-line box with hint and error tied to it', () => {
    render(<TextAreaField label="Notes" hint="Shown on the invoice." error="Keep notes under 500 characters" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Shown on the invoice. Error: Keep notes under 500 characters');
  });
});

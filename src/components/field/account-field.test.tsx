import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountField } from './account-field';

describe('AccountField', () => {
  it('asks for a username the browser can fill in, uncapitalised and unchecked, within the contract’s limit', () => {
    render(<AccountField kind="username" required />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).toBeRequired();
  });

  it('asks for an email as an email, up to 254 characters', () => {
    render(<AccountField kind="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('maxlength', '254');
  });

  it('asks for a new password, hidden, that password managers may suggest; the caller may rename it', () => {
    render(<AccountField kind="new-password" label="New Password" name="new-password" error="Too short." />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('name', 'new-password');
    expect(input).toHaveAttribute('maxlength', '128');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Too short.');
  });
});

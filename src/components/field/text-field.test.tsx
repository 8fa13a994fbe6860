import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and passes input attributes through', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" name="email" autoComplete="email" required onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('ties the hint and the error message to the input', () => {
    render(<TextField label="Email" hint="We send invoices copies here." error="Enter an email address like name@example.com" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send invoices copies here. Error: Enter an email address like name@example.com');
    expect(screen.getByText('Enter an email address like name@example.com')).toBeVisible();
  });

  it('keeps a caller-supplied description', () => {
    render(
      <>
        <p id="extra">Shown on invoices.</p>
        <TextField label="Name" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Shown on invoices.');
  });

  it('offers a tip reachable by keyboard, shown on focus and hidden with Escape', async () => {
    const user = userEvent.setup();
    render(<TextField label="GST number" tooltip="8 or 9 digits, as on your IRD letter." />);
    // The tip sits beside the label, so it comes just before the input.
    await user.tab();
    const tipButton = screen.getByRole('button', { name: 'More about GST number' });
    expect(tipButton).toHaveFocus();
    expect(tipButton).toHaveAccessibleDescription('8 or 9 digits, as on your IRD letter.');
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByLabelText('GST number')).toHaveFocus();
    // A click (touch) shows it again.
    await user.click(tipButton);
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('shows the tip while the pointer is over it', async () => {
    const user = userEvent.setup();
    render(<TextField label="Tag" tooltip="Prefix of invoice numbers." />);
    await user.hover(screen.getByRole('button', { name: 'More about Tag' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Prefix of invoice numbers.');
    await user.unhover(screen.getByRole('button', { name: 'More about Tag' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('can be read-only or disabled', () => {
    render(
      <>
        <TextField label="Username" readOnly value="ann" />
        <TextField label="Code" disabled />
      </>,
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Code')).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectField
        label="Linked Business"
        placeholder="Choose a business"
        options={[
          { value: '1', label: 'Kiwi Home Renovations Ltd' },
          { value: '2', label: 'Southern Lakes Rentals' },
          { value: '3', label: 'Closed Ltd', disabled: true },
        ]}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={value === '' ? 'Choose the business this client belongs to' : null}
      />
      <output>{value}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is a labelled native select with a placeholder choice', async () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Linked Business' });
    expect(screen.getByRole('option', { name: 'Choose a business' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Closed Ltd' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Error: Choose the business this client belongs to');
    await userEvent.selectOptions(select, 'Southern Lakes Rentals');
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});

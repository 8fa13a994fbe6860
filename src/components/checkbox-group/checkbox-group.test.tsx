import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group';

const options = [
  { value: 'USER', label: 'User' },
  { value: 'ADMIN', label: 'Admin' },
  { value: 'AUDITOR', label: 'Auditor', disabled: true },
];

function Roles({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['ADMIN']);
  return (
    <CheckboxGroup
      legend="Roles"
      name="roles"
      hint="Choose at least one."
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      error={value.length === 0 ? 'Choose at least one role' : null}
    />
  );
}

describe('CheckboxGroup', () => {
  it('groups the checkboxes under the legend, described by the hint', () => {
    render(<Roles onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Roles' });
    expect(group).toHaveAccessibleDescription('Choose at least one.');
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'User' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Auditor' })).toBeDisabled();
  });

  it("reports the checked values in the options' order", async () => {
    const onChange = vi.fn();
    render(<Roles onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'User' }));
    expect(onChange).toHaveBeenLastCalledWith(['USER', 'ADMIN']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    expect(onChange).toHaveBeenLastCalledWith(['USER']);
  });

  it('shows an error for the whole group', async () => {
    render(<Roles onChange={() => {}} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(
      'Choose at least one. Error: Choose at least one role',
    );
    expect(screen.getByRole('checkbox', { name: 'User' })).toHaveAttribute('aria-invalid', 'true');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../field/text-field';
import { StatusMessage } from '../status-message/status-message';
import { useFormSubmit, type SubmitOptions } from './use-form-submit';

class Refusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('refused');
  }
}

type Options = Partial<SubmitOptions<string, string>>;

function NameForm({ send, options = {} }: { send: (name: string) => Promise<string>; options?: Options }) {
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const { form, errors, message, pending, submit } = useFormSubmit<'name'>();
  const onSubmit = submit({
    validate: () => (name.trim() === '' ? { name: 'Enter a name' } : {}),
    send: () => send(name),
    onSuccess: setSaved,
    fieldErrors: (error) => (error instanceof Refusal ? error.fields : {}),
    failure: () => 'The name could not be saved.',
    ...options,
  });
  return (
    <form ref={form} noValidate onSubmit={onSubmit}>
      <TextField label="Name" value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
      <StatusMessage tone="error">{message}</StatusMessage>
      {saved ? <p>Saved {saved}</p> : null}
      <button type="submit" aria-busy={pending}>
        Save
      </button>
    </form>
  );
}

describe('useFormSubmit', () => {
  it('shows what is wrong, focuses the first field in error and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve('x'));
    render(<NameForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Error: Enter a name');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once however often it is pressed, and reports success', async () => {
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Aroha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    answer('Aroha');
    expect(await screen.findByText('Saved Aroha')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
  });

  it('puts the server’s field errors on the fields and its message in the form, keeping what was typed', async () => {
    const send = vi.fn(() => Promise.reject(new Refusal({ name: 'That name is taken.' })));
    render(<NameForm send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Aroha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name could not be saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Error: That name is taken.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Aroha');
  });

  it('asks before sending when told to, and sends nothing on "no"', async () => {
    const send = vi.fn(() => Promise.resolve('x'));
    const confirm = vi.fn(() => Promise.resolve(false));
    render(<NameForm send={send} options={{ confirm }} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Aroha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(send).not.toHaveBeenCalled();
  });

  it('forgets the kept copy once the server has the values', async () => {
    const saved = vi.fn();
    render(<NameForm send={() => Promise.resolve('Aroha')} options={{ kept: { saved } }} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Aroha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved Aroha');
    expect(saved).toHaveBeenCalledTimes(1);
  });
});

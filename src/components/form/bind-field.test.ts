import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldBinder } from './bind-field';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('fieldBinder', () => {
  it("gives a field its value and its error, and sets the form's value as it is typed", () => {
    const set = vi.fn();
    const bind = fieldBinder({ email: 'ann@example.com', password: '' }, { email: 'Enter a valid email address.' }, set);

    const email = bind('email');
    expect(email.value).toBe('ann@example.com');
    expect(email.error).toBe('Enter a valid email address.');
    expect(bind('password').error).toBeUndefined();

    email.onChange(typed('bob@example.com'));
    expect(set).toHaveBeenCalledWith('email', 'bob@example.com');
  });
});

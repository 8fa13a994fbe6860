// The client's reminder switch on its statement page, through the mock backend
// (docs/sending.md#reminders): switched off for every invoice of the client, and on again.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { db } from '../../../../../mocks/runtime/db';

const SLOW = { timeout: 8000 };

describe('the client’s reminder switch', () => {
  it('switches reminders off for the client, and on again', async () => {
    await signInAs('user');
    const { user } = renderRoute('/clients/1/statement');
    const box = await screen.findByLabelText('Send payment reminders to this client', {}, SLOW);
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Reminders are off for every invoice of this client.', {}, SLOW)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(db.clients.findFirst((q) => q.where({ id: 1 }))?.remindersOff).toBe(true);
    await user.click(box);
    expect(await screen.findByText('Reminders are on for this client’s unpaid invoices.', {}, SLOW)).toBeInTheDocument();
    expect(db.clients.findFirst((q) => q.where({ id: 1 }))?.remindersOff).toBe(false);
  });
});

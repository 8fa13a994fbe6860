import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';

const SLOW = { timeout: 10_000 };

describe('the quotes list', () => {
  it('lists the quotes with their states and filters by status from the address', async () => {
    await signInAs('user');
    renderRoute('/quotes?status=EXPIRED');
    const table = await screen.findByRole('table', { name: 'Quotes (1)' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('RENO-Q-0008');
    expect(rows[0]).toHaveTextContent('Expired');
    expect(screen.getByRole('checkbox', { name: 'Expired' })).toBeChecked();
  });

  it('shows a revision with its suffix and the original as replaced', async () => {
    await signInAs('user');
    renderRoute('/quotes?q=Q-0011');
    const table = await screen.findByRole('table', { name: 'Quotes (2)' }, SLOW);
    expect(within(table).getByRole('link', { name: 'RENO-Q-0011 rev 2' })).toBeInTheDocument();
    expect(within(table).getByText('Replaced')).toBeInTheDocument();
  });
});

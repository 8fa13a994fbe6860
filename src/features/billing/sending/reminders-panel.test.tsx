// The dashboard's payment reminders through the mock backend and its clock (docs/sending.md#reminders):
// tomorrow's reminder listed, then, the next day, listed as sent today and no longer due.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockDate, today } from '../../../../mocks/runtime/clock';

const SLOW = { timeout: 8000 };

describe('the dashboard’s payment reminders', () => {
  it('lists tomorrow’s reminder, and the next day the same one as sent today', async () => {
    await signInAs('user');
    const first = renderRoute('/dashboard');
    const due = await screen.findByRole('list', { name: 'Reminders to send tomorrow' }, SLOW);
    const [invoice] = within(due).getAllByRole('link');
    const number = invoice?.textContent ?? '';
    expect(number).toMatch(/^RENO-\d{4}$/);
    first.unmount();

    setMockDate(addDays(today(), 1));
    renderRoute('/dashboard');
    const sent = await screen.findByRole('list', { name: 'Reminders sent today' }, SLOW);
    expect(within(sent).getByRole('link', { name: number })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reminders to send tomorrow' })?.textContent ?? '').not.toContain(number);
  });
});

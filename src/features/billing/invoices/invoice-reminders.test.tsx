// The invoice's payment reminders on its page, through the mock backend and its clock
// (docs/sending.md#reminders): the next one named before its day, only the latest sent once the clock
// has passed two, and switched off for this invoice.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockDate, today } from '../../../../mocks/runtime/clock';
import { db } from '../../../../mocks/runtime/db';

const SLOW = { timeout: 8000 };

async function card() {
  const heading = await screen.findByRole('heading', { name: 'Payment reminders' }, SLOW);
  const found = heading.closest('section');
  if (!found) throw new Error('The reminders have their card.');
  return within(found);
}

/** A seeded unpaid invoice of Kiwi Home Renovations overdue by less than a week (its 7-day reminder still to come). */
function unpaidInvoice() {
  const found = db.invoices
    .all()
    .find(
      (invoice) =>
        invoice.businessId === 1 &&
        (invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID') &&
        invoice.dueDate <= today() &&
        addDays(invoice.dueDate, 7) > today(),
    );
  if (!found) throw new Error('The seed has such an invoice.');
  return found;
}

describe('the invoice’s payment reminders', () => {
  it('names the next reminder, shows it sent once the clock has passed it, and is switched off', async () => {
    const invoice = unpaidInvoice();
    await signInAs('user');
    const first = renderRoute(`/invoices/${String(invoice.id)}`);
    let reminders = await card();
    expect(await reminders.findByText(/^Next: 7 days after the due date, on/, {}, SLOW)).toHaveTextContent(
      formatDate(addDays(invoice.dueDate, 7)),
    );
    expect(reminders.getByText('No reminder has been sent.')).toBeInTheDocument();
    first.unmount();

    // Past the 7-day and the 14-day rules: only the latest is sent.
    setMockDate(addDays(invoice.dueDate, 16));
    const { user } = renderRoute(`/invoices/${String(invoice.id)}`);
    reminders = await card();
    const sent = await reminders.findByRole('list', { name: 'Reminders sent' }, SLOW);
    expect(sent).toHaveTextContent(`14 days after the due date: sent`);
    expect(within(sent).getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByText(/^Payment reminder \(14 days after the due date\) emailed to/, {}, SLOW)).toBeInTheDocument();

    await user.click(reminders.getByLabelText('Send payment reminders for this invoice'));
    expect(await reminders.findByText('Reminders are off for this invoice.', { selector: '.ui-status__body' }, SLOW)).toBeInTheDocument();
    expect(db.invoices.findFirst((q) => q.where({ id: invoice.id }))?.remindersOff).toBe(true);
  });
});

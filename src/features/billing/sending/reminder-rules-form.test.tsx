// The reminder rules on the email templates screen, through the mock backend (docs/sending.md#reminders):
// a negative or repeated day and an unknown placeholder refused on their fields with nothing saved
// and what was typed kept; a rule removed and reminders switched off, saved for the business.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { db } from '../../../../mocks/runtime/db';

const SLOW = { timeout: 8000 };

async function reminders() {
  const heading = await screen.findByRole('heading', { name: 'Payment reminders' }, SLOW);
  const found = heading.closest('section');
  if (!found) throw new Error('The reminders have their section.');
  return within(found);
}

describe('the reminder rules', () => {
  it('refuses a negative day, a repeated day and an unknown placeholder on their fields, saving nothing', async () => {
    await signInAs('user');
    const { user } = renderRoute('/email-templates');
    const section = await reminders();
    const stored = structuredClone(db.reminderSettings.all());
    const first = within(section.getByRole('group', { name: 'Rule 1: 3 days before the due date' }));
    await user.clear(first.getByLabelText('Days'));
    await user.type(first.getByLabelText('Days'), '-2');
    const last = within(section.getByRole('group', { name: 'Rule 5: 30 days after the due date' }));
    await user.clear(last.getByLabelText('Days'));
    await user.type(last.getByLabelText('Days'), '14');
    await user.type(last.getByLabelText('Message'), ' {{nickname}');
    await user.click(section.getByRole('button', { name: 'Save reminder rules' }));

    expect(await first.findByText('Enter a whole number of days, 0 or more (0 is the due date itself).')).toBeInTheDocument();
    expect(last.getByText('Another rule already sends 14 days after the due date. Choose another day or remove one.')).toBeInTheDocument();
    expect(
      last.getByText('Unknown placeholder {nickname}. Use only {client}, {business}, {number}, {total}, {balance}, {dueDate}, {link}.'),
    ).toBeInTheDocument();
    expect(first.getByLabelText('Days')).toHaveValue('-2');
    expect(first.getByLabelText('Days')).toHaveFocus();
    expect(db.reminderSettings.all()).toEqual(stored);
  });

  it('saves a list with a rule removed and one added, and reminders switched off', async () => {
    await signInAs('user');
    const { user } = renderRoute('/email-templates');
    const section = await reminders();
    await user.click(section.getByRole('button', { name: 'Remove rule 2' }));
    await user.click(section.getByRole('button', { name: 'Add a rule' }));
    const added = within(section.getByRole('group', { name: 'Rule 5: New rule' }));
    expect(added.getByLabelText('Subject')).toHaveValue('Reminder: invoice {number} from {business}');
    await user.type(added.getByLabelText('Days'), '60');
    await user.click(section.getByLabelText('Send payment reminders for this business'));
    await user.click(section.getByRole('button', { name: 'Save reminder rules' }));
    expect(await section.findByText('Reminders are off for this business.', {}, SLOW)).toBeInTheDocument();
    const saved = db.reminderSettings.findFirst((q) => q.where({ businessId: 1 }));
    expect(saved?.enabled).toBe(false);
    expect(saved?.rules.map((rule) => [rule.relation, rule.days])).toEqual([
      ['BEFORE_DUE', 3],
      ['AFTER_DUE', 7],
      ['AFTER_DUE', 14],
      ['AFTER_DUE', 30],
      ['AFTER_DUE', 60],
    ]);
  });
});

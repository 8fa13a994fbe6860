// The email templates screen through the mock backend (docs/sending.md#templates): the defaults,
// previewed with the business's latest invoice; a change saved for the business; an unknown
// placeholder refused in the page, and by the server in the same words, keeping what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { db } from '../../../../mocks/runtime/db';
import { server } from '../../../../mocks/runtime/node';
import { problem } from '../../../../mocks/runtime/problem';

const SLOW = { timeout: 8000 };

async function section(name: string) {
  const heading = await screen.findByRole('heading', { name }, SLOW);
  const found = heading.closest('section');
  if (!found) throw new Error(`${name} has its section.`);
  return within(found);
}

describe('the email templates screen', () => {
  it('saves the business’s own invoice template, previewed with its latest invoice as typed', async () => {
    await signInAs('user');
    const { user } = renderRoute('/email-templates');
    const invoice = await section('Invoice (the default)');
    const preview = await screen.findByRole('group', { name: 'Invoice preview' });
    await waitFor(() => expect(preview).toHaveTextContent(/Preview with RENO-\d{4} for /), SLOW);

    const message = invoice.getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Kia ora {{client}, {{balance} please by {{dueDate}.');
    expect(preview).toHaveTextContent(/Kia ora .+, \$[\d,.]+ please by \d{1,2} \w{3} \d{4}\./);
    await user.click(invoice.getByRole('button', { name: 'Save invoice template' }));
    expect(await invoice.findByText('The invoice template is saved.', {}, SLOW)).toBeInTheDocument();
    expect(db.emailTemplates.all()).toEqual([
      expect.objectContaining({ businessId: 1, kind: 'INVOICE', message: 'Kia ora {client}, {balance} please by {dueDate}.' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Invoice' }, SLOW)).toBeInTheDocument();
  });

  it('refuses an unknown placeholder before sending, naming it, and keeps what was typed', async () => {
    await signInAs('user');
    const { user } = renderRoute('/email-templates');
    const reminder = await section('Payment reminder (the default)');
    const subject = reminder.getByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Reminder {{number} {{validUntil}');
    await user.click(reminder.getByRole('button', { name: 'Save payment reminder template' }));
    expect(
      await reminder.findByText(
        'Unknown placeholder {validUntil}. Use only {client}, {business}, {number}, {total}, {balance}, {dueDate}, {link}.',
      ),
    ).toBeInTheDocument();
    expect(subject).toHaveValue('Reminder {number} {validUntil}');
    expect(subject).toHaveFocus();
    expect(db.emailTemplates.count()).toBe(0);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    server.use(
      http.put(apiUrl('/api/businesses/:id/email-templates/:kind'), () =>
        problem(400, 'message: Unknown placeholder {colour}.', [{ field: 'message', message: 'Unknown placeholder {colour}.' }]),
      ),
    );
    await signInAs('user');
    const { user } = renderRoute('/email-templates');
    const quote = await section('Quote (the default)');
    await user.click(quote.getByRole('button', { name: 'Save quote template' }));
    expect(await quote.findByText('Unknown placeholder {colour}.', { selector: '.ui-field__error span' }, SLOW)).toBeInTheDocument();
  });
});

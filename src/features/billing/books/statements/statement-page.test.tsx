import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockDate } from '../../../../../mocks/runtime/clock';
import { call } from '../../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };
const today = () => todayIn();

/** A client of Kiwi Home Renovations with one invoice of $1,115.00 issued 60 days ago, $500.00 paid 30 days ago. */
async function clientWithInvoice(token: string) {
  const admin = await signInAs('admin');
  const client = await call('POST', '/api/admin/clients', {
    token: admin,
    body: { linkedBusinessId: 1, clientName: 'Tama Rangi', clientAddressLine1: '5 Kauri Street', clientEmailAddress: 'tama@example.nz' },
  });
  const clientId = client.json.id as number;
  const issueDate = addDays(today(), -60);
  const draft = await call('POST', '/api/invoices', {
    token,
    body: {
      businessId: 1,
      clientId,
      issueDate,
      dueDate: addDays(issueDate, 14),
      lines: [
        { description: 'Rent', quantity: '1', unitPrice: 100000, taxCode: 'EXEMPT' },
        { description: 'Management fee', quantity: '1', unitPrice: 10000, taxCode: 'STANDARD' },
      ],
    },
  });
  const issued = await call('POST', `/api/invoices/${draft.json.id as number}/issue`, { token, body: { version: 0 } });
  await call('POST', `/api/invoices/${draft.json.id as number}/payments`, {
    token,
    body: { version: issued.json.version, amount: 50000, paidOn: addDays(today(), -30), method: 'BANK_TRANSFER' },
  });
  return clientId;
}

describe('the statement page', () => {
  it('shows the activity over the range in the address, then the outstanding invoices as at today', async () => {
    const clientId = await clientWithInvoice(await signInAs('admin'));
    await signInAs('user');
    const { user } = renderRoute(`/clients/${clientId}/statement?from=${addDays(today(), -90)}&to=${today()}`);
    const statement = await screen.findByRole('article', { name: 'Activity statement for Tama Rangi' }, SLOW);
    expect(within(statement).getByText('Kiwi Home Renovations Ltd')).toBeInTheDocument();
    const rows = within(statement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(rows.map((cells) => [cells[1], cells[3], cells[4], cells[5]])).toEqual([
      ['Opening balance', '', '', '$0.00'],
      ['Invoice', '$1,115.00', '', '$1,115.00'],
      ['Payment', '', '$500.00', '$615.00'],
    ]);
    expect(within(statement).getByText('Closing balance').nextSibling).toHaveTextContent('$615.00');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statement' }), 'outstanding');
    const outstanding = await screen.findByRole('article', { name: 'Outstanding statement for Tama Rangi' }, SLOW);
    expect(within(outstanding).getByText('31–60 days').nextSibling).toHaveTextContent('$615.00');
    expect(within(outstanding).getByText('Total owing').nextSibling).toHaveTextContent('$615.00');
    expect(within(outstanding).getByText('46 days overdue')).toBeInTheDocument();
  });

  it('shows a credit note as a credit that lowers the running balance', async () => {
    const token = await signInAs('user');
    const clientId = await clientWithInvoice(token);
    const invoices = await call('GET', `/api/invoices?clientId=${clientId}`, { token });
    const invoice = (invoices.json.content as Array<{ id: number; version: number }>)[0]!;
    const note = await call('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      token,
      body: { version: invoice.version, kind: 'AMOUNT', amount: 11500, reason: 'Fee waived' },
    });
    expect(note.status).toBe(201);
    renderRoute(`/clients/${clientId}/statement?from=${addDays(today(), -90)}&to=${today()}`);
    const statement = await screen.findByRole('article', { name: 'Activity statement for Tama Rangi' }, SLOW);
    const rows = within(statement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(rows.at(-1)).toEqual([expect.any(String), 'Credit note', note.json.number, '', '$115.00', '$500.00']);
    expect(within(statement).getByText('Payments and credits').nextSibling).toHaveTextContent('$615.00');
    expect(within(statement).getByText('Closing balance').nextSibling).toHaveTextContent('$500.00');
  });

  it('says what is wrong with a range backwards', async () => {
    await signInAs('user');
    renderRoute(`/clients/1/statement?from=${today()}&to=${addDays(today(), -1)}`);
    expect(await screen.findByText('The start date must be on or before the end date.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('refuses a future as-at date', async () => {
    await signInAs('user');
    renderRoute(`/clients/1/statement?view=outstanding&asAt=${addDays(today(), 3)}`);
    expect(await screen.findByText('The as-at date cannot be in the future.', {}, SLOW)).toBeInTheDocument();
  });

  it('takes today from the server: with its clock moved a month ahead, a later as-at date is allowed', async () => {
    await signInAs('user');
    setMockDate(addDays(today(), 30));
    renderRoute(`/clients/1/statement?view=outstanding&asAt=${addDays(today(), 3)}`);
    expect(await screen.findByRole('article', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('The as-at date cannot be in the future.')).not.toBeInTheDocument();
  });

  it('shows not found for a client that does not exist', async () => {
    await signInAs('user');
    renderRoute('/clients/99999/statement');
    expect(await screen.findByRole('heading', { name: 'Client not found' }, SLOW)).toBeInTheDocument();
  });
});

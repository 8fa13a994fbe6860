// The Clients tab of company management: the client form drawn from its definitions, the required
// Linked Business, and the table.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { recordJsonBodies } from '@/testing/watch-requests';
import { server } from '../../../mocks/runtime/node';
import { problem } from '../../../mocks/runtime/problem';
import { field, firstColumn, form, open, table } from './companies-testing';

describe('Company management: clients', () => {
  it("requires the 'Linked Business', whose options show the business name with its id as value", async () => {
    const bodies = recordJsonBodies('POST', /\/api\/admin\/clients$/);
    const { user } = await open('/admin/clients');
    const select = field('Linked Business');
    expect(select).toBeRequired();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ['Choose a business', ''],
      ['Harbourview Property Management Ltd', '2'],
      ['Kiwi Home Renovations Ltd', '1'],
      ['Southern Lakes Rentals', '3'],
    ]);
    await user.type(field('Client Name'), 'Rangi Parata');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription(
      'Required. The business that invoices this client. Error: Choose the business this client belongs to.',
    );
    expect(bodies).toHaveLength(0);
  });

  it('draws the client form from the field definitions: sections in order, fields sorted by label', async () => {
    await open('/admin/clients');
    const sections = within(form()).getAllByRole('group');
    expect(sections.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Client Info',
      'Contact Info',
      'Compliance',
      'Other',
    ]);
    expect([...sections[0]!.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Client Business Name',
      'Client Name',
      'Client Type',
    ]);
  });

  it('shows the client columns with readable headers', async () => {
    await open('/admin/clients');
    expect(
      within(table('Clients'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Client Name', 'Client Business Name', 'Email Address', 'Phone Number', 'Business ID', 'Actions']);
    const row = screen.getByRole('rowheader', { name: 'Priya Patel' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Patel Dental Ltd', 'practice@pateldental.example.nz', '+64 9 555 0177', 'BUS-0001', 'StatementEditDelete']);
  });

  it('creates, edits and deletes a client; the list reloads after each change', async () => {
    const posts = recordJsonBodies('POST', /\/api\/admin\/clients$/);
    const { user } = await open('/admin/clients');
    await waitFor(() => expect(within(field('Linked Business')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(field('Linked Business'), 'Southern Lakes Rentals');
    await user.type(field('Client Name'), 'Rangi Parata');
    await user.type(field('Email Address'), 'rangi@example.nz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client created: Rangi Parata.')).toBeInTheDocument();
    expect(posts).toEqual([{ clientName: 'Rangi Parata', clientEmailAddress: 'rangi@example.nz', linkedBusinessId: 3 }]);
    const row = (await screen.findByRole('rowheader', { name: 'Rangi Parata' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'BUS-0003' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Rangi Parata' }));
    expect(field('Linked Business')).toHaveValue('3');
    expect(field('Client Name')).toHaveValue('Rangi Parata');
    await user.selectOptions(field('Linked Business'), 'Kiwi Home Renovations Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client updated: Rangi Parata.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('rowheader', { name: 'Rangi Parata' }).closest('tr')!).getByRole('cell', { name: 'BUS-0001' }),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Rangi Parata' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this client?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Client deleted: Rangi Parata.')).toBeInTheDocument();
    await waitFor(() => expect(firstColumn('Clients')).not.toContain('Rangi Parata'));
  });

  it('shows why a client with invoices cannot be deleted', async () => {
    const { user } = await open('/admin/clients');
    await user.click(screen.getByRole('button', { name: 'Delete Sophie Turner' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this client?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(/^Sophie Turner has \d+ invoices?, which are kept for the tax records/)).toBeInTheDocument();
  });

  it('puts a field error from the server next to its field', async () => {
    server.use(
      http.post(apiUrl('/api/admin/clients'), () =>
        problem(400, 'Validation failed.', [{ field: 'clientGst', message: 'That GST number is not registered.' }]),
      ),
    );
    const { user } = await open('/admin/clients');
    await waitFor(() => expect(within(field('Linked Business')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(field('Linked Business'), 'Southern Lakes Rentals');
    await user.type(field('GST Number'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('GST Number')).toHaveFocus());
    expect(field('GST Number')).toHaveAccessibleDescription('Error: That GST number is not registered.');
  });

  it('filters the clients table', async () => {
    const { user } = await open('/admin/clients');
    await user.type(screen.getByRole('searchbox', { name: 'Filter clients' }), 'queenstown');
    // The address is not a column: nothing matches on it.
    expect(firstColumn('Clients')).toEqual([]);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter clients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter clients' }), 'BUS-0003');
    expect(firstColumn('Clients')).toEqual(['Hannah Kim', 'Alpine Adventures Ltd']);
  });
});

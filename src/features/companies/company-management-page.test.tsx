import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { recordJsonBodies } from '@/testing/watch-requests';
import { renderRoute, renderWithProviders, signInAs } from '@/testing/render';
import { server } from '../../../mocks/runtime/node';
import { CompanyManagementPage } from './company-management-page';

import { field, firstColumn, form, open, table } from './companies-testing';

describe('Company management: tabs and address', () => {
  it('opens the Businesses tab at /admin/businesses and the Clients tab at /admin/clients', async () => {
    await open('/admin/businesses');
    expect(screen.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'false');
    expect(document.title).toBe('Businesses – Businesses & Clients – Invoicing');
  });

  it('opens the Clients tab at /admin/clients', async () => {
    await open('/admin/clients');
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Clients' })).toContainElement(table('Clients'));
  });

  it('follows tab changes in the address, keeping focus on the tab', async () => {
    const { user, router } = await open('/admin/businesses');
    await user.click(screen.getByRole('tab', { name: 'Businesses' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/clients'));
    expect(await screen.findByRole('table', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveFocus();
    expect(document.title).toBe('Clients – Businesses & Clients – Invoicing');
    await user.click(screen.getByRole('tab', { name: 'Businesses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/businesses'));
    // Back returns to the tab before.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('Company management: businesses', () => {
  it('draws the business form from the field definitions: sections in order, fields sorted by label', async () => {
    await open('/admin/businesses');
    const sections = within(form()).getAllByRole('group');
    const names = sections.map((group) => group.querySelector('legend')?.textContent);
    expect(names).toEqual(['Business Info', 'Contact Info', 'Banking Info', 'Compliance', 'Other', 'Access']);
    const labelsIn = (section: string) =>
      [...sections.find((group) => group.querySelector('legend')?.textContent === section)!.querySelectorAll('label')].map(
        (label) => label.textContent,
      );
    expect(labelsIn('Contact Info')).toEqual([
      'Address Line 1',
      'Address Line 2',
      'Address Line 3',
      'Address Line 4',
      'Address Line 5',
      'Contact Person',
      'Email Address',
      'Phone Number',
    ]);
    expect(labelsIn('Other')).toEqual([
      'Credit Note Sequence Number',
      'Invoice Sequence Number',
      'Invoice Tag',
      'Notes',
      'Quote Sequence Number',
    ]);
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Phone Number')).toHaveAttribute('type', 'tel');
    expect(field('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Linked Login Users' })).toBeInTheDocument();
  });

  it('puts each tooltip behind a "?" button reachable by keyboard', async () => {
    const { user } = await open('/admin/businesses');
    const tip = screen.getByRole('button', { name: 'More about GST Number' });
    expect(tip).toHaveAccessibleDescription(/8 or 9 digits, with or without dashes/);
    // Keyboard: from the field before it (sorted by label), Tab reaches the "?".
    field('GST Filing Frequency').focus();
    await user.tab();
    expect(tip).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/GST number/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the business columns with readable headers', async () => {
    await open('/admin/businesses');
    expect(
      within(table('Businesses'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Business Name', 'Business Type', 'Email Address', 'Phone Number', 'Business ID', 'Linked Login Users', 'Actions']);
    const row = screen.getByRole('rowheader', { name: 'Kiwi Home Renovations Ltd' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Renovation contractor', 'accounts@kiwihomereno.co.nz', '+64 9 555 0142', 'BUS-0001', 'admin, user', 'EditDelete']);
  });

  it('creates a business with linked login users chosen in the search box; the list reloads', async () => {
    const bodies = recordJsonBodies('POST', /\/api\/admin\/businesses$/);
    const { user } = await open('/admin/businesses');
    await user.type(field('Business Name'), 'Totara Builders Ltd');
    await user.type(field('GST Number'), '123-456-789');
    await user.type(field('Invoice Sequence Number'), '7');
    await user.type(field('Quote Sequence Number'), '12');
    await user.type(field('Credit Note Sequence Number'), '3');
    const box = screen.getByRole('combobox', { name: 'Linked Login Users' });
    await user.type(box, 'ME');
    const listbox = screen.getByRole('listbox', { name: 'Linked Login Users' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['mere']);
    await user.keyboard('{Enter}');
    await user.clear(box);
    await user.type(box, 'admin{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Linked Login Users, selected' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['mere×', 'admin×']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created: Totara Builders Ltd.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        businessName: 'Totara Builders Ltd',
        businessGst: '123-456-789',
        businessInvoiceSequenceNumber: 7,
        businessQuoteSequenceNumber: 12,
        businessCreditNoteSequenceNumber: 3,
        businessPermittedLogins: ['mere', 'admin'],
      },
    ]);
    const row = (await screen.findByRole('rowheader', { name: 'Totara Builders Ltd' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'mere, admin' })).toBeInTheDocument();
    // The form is new again.
    expect(field('Business Name')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Linked Login Users, selected' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add a business' })).toBeInTheDocument();
  });

  it('checks email, phone, GST number and sequence number with clear messages before sending', async () => {
    const bodies = recordJsonBodies('POST', /\/api\/admin\/businesses$/);
    const { user } = await open('/admin/businesses');
    await user.type(field('Email Address'), 'accounts');
    await user.type(field('Phone Number'), '123');
    await user.type(field('GST Number'), '12-34');
    await user.type(field('Invoice Sequence Number'), '0');
    await user.type(field('Quote Sequence Number'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Email Address')).toHaveFocus();
    expect(field('Email Address')).toHaveAccessibleDescription('Error: Enter an email address like name@example.com.');
    expect(field('Phone Number')).toHaveAccessibleDescription('Error: Enter a phone number of 6 to 15 digits, e.g. +64 9 555 0142.');
    expect(field('GST Number')).toHaveAccessibleDescription(
      'Error: Enter a GST number of 8 or 9 digits, with or without dashes, e.g. 123-456-789.',
    );
    expect(field('Invoice Sequence Number')).toHaveAccessibleDescription('Error: Enter a whole number of at least 1, e.g. 1 or 42.');
    expect(field('Quote Sequence Number')).toHaveAccessibleDescription('Error: Enter a whole number of at least 1, e.g. 1 or 42.');
    expect(bodies).toHaveLength(0);
  });

  it('saves a business with every field blank (all optional)', async () => {
    const { user } = await open('/admin/businesses');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business created: BUS-0004.')).toBeInTheDocument();
  });

  it('edits a business: the form fills (edit mode), Save updates and resets the form', async () => {
    const bodies = recordJsonBodies('PUT', /\/api\/admin\/businesses\/2$/);
    const { user } = await open('/admin/businesses');
    await user.click(screen.getByRole('button', { name: 'Edit Harbourview Property Management Ltd' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Edit business Harbourview Property Management Ltd' })).toBeInTheDocument();
    expect(field('Business Name')).toHaveFocus();
    expect(field('Business Name')).toHaveValue('Harbourview Property Management Ltd');
    expect(field('Invoice Sequence Number')).toHaveValue('1042');
    expect(screen.getByRole('button', { name: 'Remove admin' })).toBeInTheDocument();
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '+64 4 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business updated: Harbourview Property Management Ltd.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      businessPhoneNumber: '+64 4 555 0100',
      businessInvoiceSequenceNumber: 1042,
      businessPermittedLogins: ['admin'],
    });
    expect(await screen.findByRole('cell', { name: '+64 4 555 0100' })).toBeInTheDocument();
    expect(field('Business Name')).toHaveValue('');
  });

  it('Cancel leaves edit mode', async () => {
    const { user } = await open('/admin/businesses');
    await user.click(screen.getByRole('button', { name: 'Edit Southern Lakes Rentals' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Add a business' })).toBeInTheDocument();
    expect(field('Business Name')).toHaveValue('');
  });

  it("shows the server's reason when saving fails and keeps what was typed", async () => {
    const { user } = await open('/admin/businesses');
    await user.type(field('Business Name'), 'southern lakes rentals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("A business called 'southern lakes rentals' already exists.")).toBeInTheDocument();
    expect(field('Business Name')).toHaveValue('southern lakes rentals');
  });

  it("asks 'Delete this business?' and shows why a business with clients cannot be deleted", async () => {
    const { user } = await open('/admin/businesses');
    await user.click(screen.getByRole('button', { name: 'Delete Kiwi Home Renovations Ltd' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this business?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const reason = await screen.findByText(
      'Kiwi Home Renovations Ltd still has 3 clients. Delete or move them before deleting the business.',
    );
    expect(reason.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    expect(firstColumn('Businesses')).toContain('Kiwi Home Renovations Ltd');
  });

  it('deletes a business without clients or invoices once confirmed; the list reloads', async () => {
    const { user } = await open('/admin/businesses');
    await user.type(field('Business Name'), 'Short Lived Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('rowheader', { name: 'Short Lived Ltd' });
    await user.click(screen.getByRole('button', { name: 'Delete Short Lived Ltd' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this business?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(firstColumn('Businesses')).toContain('Short Lived Ltd');
    await user.click(screen.getByRole('button', { name: 'Delete Short Lived Ltd' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Business deleted: Short Lived Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter businesses' })).toHaveFocus();
    await waitFor(() => expect(firstColumn('Businesses')).not.toContain('Short Lived Ltd'));
  });

  it('filters the table by any column shown and sorts by a column', async () => {
    const { user } = await open('/admin/businesses');
    await user.type(screen.getByRole('searchbox', { name: 'Filter businesses' }), 'bus-0002');
    expect(firstColumn('Businesses')).toEqual(['Harbourview Property Management Ltd']);
    expect(screen.getByText('1 of 3 businesses match')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter businesses' }));
    await user.click(screen.getByRole('button', { name: 'Business Type' }));
    expect(screen.getByRole('columnheader', { name: 'Business Type' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn('Businesses')).toEqual([
      'Harbourview Property Management Ltd',
      'Kiwi Home Renovations Ltd',
      'Southern Lakes Rentals',
    ]);
    await user.click(screen.getByRole('button', { name: 'Business Type' }));
    expect(firstColumn('Businesses')).toEqual([
      'Southern Lakes Rentals',
      'Kiwi Home Renovations Ltd',
      'Harbourview Property Management Ltd',
    ]);
  });

  it('says when the businesses cannot be loaded, and tries again', async () => {
    server.use(http.get(apiUrl('/api/admin/businesses'), () => HttpResponse.error(), { once: true }));
    await signInAs('admin');
    const { user } = renderRoute('/admin/businesses');
    expect(await screen.findByText('The businesses could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Southern Lakes Rentals' })).toBeInTheDocument();
  });
});

describe('Company management access', () => {
  function renderScreenAlone(path: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/admin/businesses" element={<CompanyManagementPage />} />
        <Route path="/admin/clients" element={<CompanyManagementPage />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>,
      { path },
    );
  }

  it.each(['/admin/businesses', '/admin/clients'])('sends a signed-out visitor from %s to /login by itself', async (path) => {
    renderScreenAlone(path);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it.each(['/admin/businesses', '/admin/clients'])('sends a USER from %s to /login by itself', async (path) => {
    await signInAs('user');
    renderScreenAlone(path);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});

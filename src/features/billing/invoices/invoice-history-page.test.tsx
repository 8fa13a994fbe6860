import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'csv-parse/sync';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as download from '@/lib/download';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { db } from '../../../../mocks/runtime/db';
import { server } from '../../../../mocks/runtime/node';

const SLOW = { timeout: 5000 };

async function openHistory(path = '/invoice-history', account: 'user' | 'admin' = 'user') {
  await signInAs(account);
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Invoice History' });
  await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy'), SLOW);
  return rendered;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('Invoice History', () => {
  it('lists the user’s invoices from the server, newest first, 20 a page', async () => {
    const { user, router } = await openHistory('/invoice-history', 'admin');
    const total = db.invoices.all().length;
    expect(screen.getByRole('table', { name: `Invoices (${total})` })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Issued' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search(router).get('page')).toBe('2');
    await waitFor(() => expect(screen.getByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 20));
  });

  it('says which invoices were emailed (docs/sending.md)', async () => {
    const issued = db.invoices.all().find((invoice) => invoice.businessId === 1 && invoice.status === 'ISSUED');
    await db.invoices.update((q) => q.where({ id: issued?.id ?? 0 }), {
      data(draft) {
        draft.sentAt = '2026-11-20T21:00:00Z';
      },
    });
    await openHistory(`/invoice-history?q=${issued?.number ?? ''}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1), SLOW);
    expect(bodyRows()[0]).toHaveTextContent('emailed');
  });

  it('says nothing of email for invoices never emailed', async () => {
    await openHistory();
    expect(screen.queryByText('emailed')).not.toBeInTheDocument();
  });

  it('shows only the businesses the user may invoice for', async () => {
    await openHistory();
    const names = new Set(bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent));
    expect([...names].sort()).toEqual(['Kiwi Home Renovations Ltd', 'Southern Lakes Rentals']);
    expect(
      within(screen.getByLabelText('Business'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All businesses', 'Kiwi Home Renovations Ltd', 'Southern Lakes Rentals']);
  });

  it('filters by status, overdue included, and keeps the filter in the address', async () => {
    const { user, router } = await openHistory();
    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    expect(search(router).getAll('status')).toEqual(['OVERDUE']);
    await waitFor(() => expect(bodyRows().every((row) => row.textContent.includes('Overdue'))).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    expect(search(router).getAll('status')).toEqual(['DRAFT', 'OVERDUE']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('offers to clear a filter by client alone', async () => {
    const client = db.clients.all().find((record) => record.linkedBusinessId === 1);
    const { user, router } = await openHistory(`/invoice-history?clientId=${String(client?.id)}`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads its filters from a bookmarked address', async () => {
    await openHistory('/invoice-history?status=PAID&businessId=3&sort=total,asc');
    expect(screen.getByRole('checkbox', { name: 'Paid' })).toBeChecked();
    expect(screen.getByLabelText('Business')).toHaveValue('3');
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    const rows = bodyRows();
    const expected = db.invoices.all().filter((invoice) => invoice.businessId === 3 && invoice.status === 'PAID');
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((row) => row.textContent.includes('Southern Lakes Rentals') && row.textContent.includes('Paid'))).toBe(true);
  });

  it('filters by client once a business is chosen, and by issue dates', async () => {
    const { user, router } = await openHistory();
    expect(screen.getByLabelText('Client')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Business'), 'Kiwi Home Renovations Ltd');
    await waitFor(() => expect(screen.getByLabelText('Client')).toBeEnabled());
    await waitFor(() => expect(within(screen.getByLabelText('Client')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Client'), 'Ben Walker');
    expect(search(router).get('businessId')).toBe('1');
    await waitFor(() => expect(bodyRows().every((row) => row.textContent.includes('Ben Walker'))).toBe(true));
    await user.type(screen.getByLabelText('Issued from'), '2026-01-01');
    await user.type(screen.getByLabelText('Issued to'), '2025-01-01');
    expect(search(router).get('from')).toBe('2026-01-01');
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No invoices match these filters.')).toBeInTheDocument());
  });

  it('searches number or client after a pause in typing', async () => {
    const { user, router } = await openHistory();
    await user.type(screen.getByLabelText('Search'), 'RENO-0033');
    await waitFor(() => expect(search(router).get('q')).toBe('RENO-0033'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('RENO-0033');
  });

  it('sorts on the server by a column', async () => {
    const { user, router } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    expect(search(router).get('sort')).toBe('balance,asc');
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    expect(search(router).get('sort')).toBe('balance,desc');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'descending'));
  });

  it('opens an invoice from its row', async () => {
    const { user, router } = await openHistory('/invoice-history?q=RENO-0033');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'RENO-0033' }));
    const invoice = db.invoices.all().find((i) => i.number === 'RENO-0033');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${invoice?.id ?? 0}`));
  });

  it('exports the filtered list as CSV, every page of it', async () => {
    const saved = vi.spyOn(download, 'downloadText').mockImplementation(() => {});
    const { user } = await openHistory('/invoice-history?status=PAID');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const paid = db.invoices.all().filter((i) => i.status === 'PAID' && (i.businessId === 1 || i.businessId === 3));
    await waitFor(() => expect(screen.getByText(`Exported ${paid.length} invoices to invoices.csv.`)).toBeInTheDocument());
    const [name, text] = saved.mock.calls[0] ?? [];
    expect(name).toBe('invoices.csv');
    expect(text?.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(text ?? '', { bom: true });
    expect(rows[0]?.slice(0, 3)).toEqual(['Number', 'Document type', 'Status']);
    expect(rows[0]?.[11]).toBe('Total');
    expect(rows).toHaveLength(paid.length + 1);
    expect(rows.slice(1).every((row) => row[1] === 'Invoice' && row[2] === 'Paid' && /^\d+\.\d\d$/.test(row[11] ?? ''))).toBe(true);
  });

  it('lists credit notes with the document-type filter, kept in the address, negative and naming their invoice', async () => {
    const { user, router } = await openHistory();
    await user.selectOptions(screen.getByLabelText('Document type'), 'Credit notes');
    expect(search(router).get('documents')).toBe('credit-notes');
    const notes = db.creditNotes.all().filter((note) => note.businessId === 1 || note.businessId === 3);
    expect(await screen.findByRole('table', { name: `Credit notes (${notes.length})` }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Number',
      'Client',
      'Business',
      'Issued',
      'Status',
      'Total',
    ]);
    const newest = [...notes].sort((a, b) => (a.issueDate === b.issueDate ? b.id - a.id : a.issueDate < b.issueDate ? 1 : -1))[0];
    if (!newest) throw new Error('The seed has credit notes.');
    const row = within(screen.getByRole('table')).getByRole('row', { name: new RegExp(newest.number) });
    expect(row).toHaveTextContent('Credit note');
    expect(within(row).getByRole('link', { name: newest.invoiceNumber })).toBeInTheDocument();
    expect(row).toHaveTextContent(`-$${(newest.total / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`);
    await user.click(within(row).getByRole('link', { name: newest.number }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/credit-notes/${newest.id}`));
  });

  it('lists invoices and credit notes together under All, and exports both with negative credit notes', async () => {
    const saved = vi.spyOn(download, 'downloadText').mockImplementation(() => {});
    const { user } = await openHistory('/invoice-history?documents=all&size=100');
    const invoices = db.invoices.all().filter((i) => i.businessId === 1 || i.businessId === 3);
    const notes = db.creditNotes.all().filter((note) => note.businessId === 1 || note.businessId === 3);
    expect(
      await screen.findByRole('table', { name: `Invoices and credit notes (${invoices.length + notes.length})` }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getByText(`Exported ${invoices.length + notes.length} invoices and credit notes to invoices.csv.`)).toBeInTheDocument(),
    );
    const rows: string[][] = parse(saved.mock.calls[0]?.[1] ?? '', { bom: true });
    const credits = rows.filter((row) => row[1] === 'Credit note');
    expect(credits.map((row) => row[0]).sort()).toEqual(notes.map((note) => note.number).sort());
    for (const note of notes) {
      const row = credits.find((r) => r[0] === note.number);
      expect(row?.[9]).toBe(note.invoiceNumber);
      expect(Number(row?.[11])).toBe(-note.total / 100);
    }
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get(apiUrl('/api/invoices'), () => HttpResponse.error()));
    await signInAs('user');
    renderRoute('/invoice-history');
    expect(await screen.findByText('The invoices could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has a useful empty state', async () => {
    await signInAs('mere');
    renderRoute('/invoice-history');
    expect(await screen.findByText('No invoices yet. Create one with Create Invoice.', {}, SLOW)).toBeInTheDocument();
  });
});

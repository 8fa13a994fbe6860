// Create Invoice on the specification's service (no /api/capabilities): the free invoice generator,
// numbered and kept in this browser, dated by the server's clock; nothing asked of the invoices part.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { missingPdfTools, pdftotext } from '@/testing/pdf-tools';
import { recordTraffic } from '@/testing/record-traffic';
import { renderRoute, signInAs } from '@/testing/render';
import { readKeptInvoices } from './kept-invoices-store';
import { setMockCapabilities } from '../../../../mocks/runtime/capabilities';
import { setMockDate } from '../../../../mocks/runtime/clock';
import { server } from '../../../../mocks/runtime/node';

const SLOW = { timeout: 10_000 };
const MOCK_TODAY = '2027-03-01';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => setMockDate(null));

async function openGenerator(account: 'admin' | 'user') {
  setMockCapabilities(null);
  setMockDate(MOCK_TODAY);
  await signInAs(account);
  const rendered = renderRoute('/create-invoice');
  await screen.findByRole('heading', { level: 1, name: 'Create Invoice' }, SLOW);
  await screen.findByLabelText('Description, line 1', undefined, SLOW);
  return rendered;
}

type User = ReturnType<typeof renderRoute>['user'];

async function typeParties(user: User) {
  await user.type(screen.getByLabelText(/^Business name/), 'Aroha Painting');
  await user.type(screen.getByLabelText('Business address'), '5 Kauri Street{Enter}Nelson 7010');
  await user.type(screen.getByLabelText('GST number'), '123-456-789');
  await user.type(screen.getByLabelText('Bank account'), '12-3456-7890123-00');
  await user.type(screen.getByLabelText('Invoice tag'), 'AP-');
  await user.clear(screen.getByLabelText(/^First invoice number/));
  await user.type(screen.getByLabelText(/^First invoice number/), '7');
  await user.type(screen.getByLabelText(/^Client name/), 'Mere Tane');
  await user.type(screen.getByLabelText('Client email'), 'mere@example.co.nz');
}

async function typeLine(user: User, description: string, price: string) {
  await user.type(screen.getByLabelText('Description, line 1'), description);
  await user.type(screen.getByLabelText('Unit price, line 1'), price);
}

const numberNote = () => screen.getByText(/^Number:/);

describe('Create Invoice on the specification’s service', () => {
  it('as ADMIN: the business and client from the admin lists, numbered from the sequence, kept, then the next number', async () => {
    const traffic = recordTraffic();
    const { user, unmount } = await openGenerator('admin');
    expect(screen.getByRole('note')).toHaveTextContent('Not saved on the server.');
    expect(screen.getByLabelText(/^Issue date/)).toHaveValue(MOCK_TODAY);
    await user.selectOptions(screen.getByLabelText(/^Business/), 'Kiwi Home Renovations Ltd');
    expect(numberNote()).toHaveTextContent('Number: RENO-0042.');
    const picker = screen.getByRole('combobox', { name: 'Client' });
    await user.type(picker, 'soph');
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Sophie Turner');
    await typeLine(user, 'Deck repair', '250');
    await user.click(screen.getByRole('button', { name: 'Keep in this browser' }));
    expect(await screen.findByText(/Kept in this browser as RENO-0042\./, undefined, SLOW)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Business/), 'Kiwi Home Renovations Ltd');
    expect(numberNote()).toHaveTextContent('Number: RENO-0043.');
    unmount();

    // After a reload the kept invoice still counts.
    const again = await openGenerator('admin');
    await again.user.selectOptions(screen.getByLabelText(/^Business/), 'Kiwi Home Renovations Ltd');
    expect(numberNote()).toHaveTextContent('Number: RENO-0043.');
    expect(traffic.ofInvoices()).toEqual([]);
    expect(traffic.requests).toEqual(expect.arrayContaining(['GET /api/admin/businesses', 'GET /api/admin/clients']));
  });

  it('as USER: the parties typed and remembered, no request to the admin endpoints and no refusal', async () => {
    const traffic = recordTraffic();
    const { user, unmount } = await openGenerator('user');
    await typeParties(user);
    expect(numberNote()).toHaveTextContent('Number: AP-0007.');
    await typeLine(user, 'Interior painting', '1000');
    await user.click(screen.getByRole('button', { name: 'Keep in this browser' }));
    expect(await screen.findByText(/Kept in this browser as AP-0007\./, undefined, SLOW)).toBeInTheDocument();
    expect(numberNote()).toHaveTextContent('Number: AP-0008.');
    unmount();

    await openGenerator('user');
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Aroha Painting');
    expect(screen.getByLabelText(/^Client name/)).toHaveValue('Mere Tane');
    expect(numberNote()).toHaveTextContent('Number: AP-0008.');
    expect(traffic.requests.filter((request) => request.includes('/api/admin/'))).toEqual([]);
    expect(traffic.statuses.filter(([, status]) => status === 401 || status === 403)).toEqual([]);
    expect(traffic.ofInvoices()).toEqual([]);
  });

  it('keeps what is typed across a reload, offered back', async () => {
    const { user, unmount } = await openGenerator('user');
    await typeLine(user, 'Fence staining', '80');
    await waitFor(() => expect(localStorage.getItem('invoicing:unsaved-kept-invoice:v1:user:new')).toContain('Fence staining'));
    unmount();
    const { user: again } = await openGenerator('user');
    await again.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Fence staining');
  });

  it('says what is missing before keeping', async () => {
    const { user } = await openGenerator('user');
    await user.click(screen.getByRole('button', { name: 'Keep in this browser' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Enter the name of your business.')).toBeInTheDocument();
    expect(screen.getByText('Enter the client’s name.')).toBeInTheDocument();
    expect(localStorage.getItem('invoicing:kept-invoices:v1:user')).toBeNull();
  });

  it('asks for the date when the server does not say it, never taking the device’s', async () => {
    server.use(
      http.get(apiUrl('/actuator/health'), () =>
        HttpResponse.json({ status: 'UP' }, { headers: { 'Content-Type': 'application/vnd.spring-boot.actuator.v3+json' } }),
      ),
    );
    await openGenerator('user');
    expect(screen.getByText('The server did not say today’s date, so pick the issue date yourself.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Issue date/)).toHaveValue('');
  });

  it.skipIf(missingPdfTools)('downloads the same PDF as a saved invoice, with the number and the typed parties', async () => {
    const blobs: Blob[] = [];
    const realCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:kept';
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = await openGenerator('user');
      await typeParties(user);
      await typeLine(user, 'Interior painting', '1000');
      await user.click(screen.getByRole('button', { name: 'Keep and download PDF' }));
      // Downloading takes the number: the next invoice cannot share it.
      await screen.findByText(/Kept in this browser as AP-0007, and its PDF downloaded\./, undefined, SLOW);
      const list = readKeptInvoices('user');
      expect(list.state === 'ok' ? list.invoices.map((invoice) => invoice.number) : list.state).toEqual(['AP-0007']);
      expect(click.mock.contexts[0]).toHaveProperty('download', 'AP-0007.pdf');
      const text = pdftotext(new Uint8Array(await (blobs[0] as Blob).arrayBuffer()));
      for (const expected of [
        'Tax Invoice',
        'AP-0007',
        'Aroha Painting',
        'GST number: 123-456-789',
        'Mere Tane',
        'Interior painting',
        '$1,150.00',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('DRAFT');
      // A fresh form for the next invoice, with the next number.
      await waitFor(() => expect(screen.getByText(/^Number:/)).toHaveTextContent('AP-0008'), SLOW);
      expect(within(screen.getByRole('form', { name: 'New invoice for this browser' })).getByLabelText('Description, line 1')).toHaveValue('');
    } finally {
      if (realCreate) Object.defineProperty(URL, 'createObjectURL', realCreate);
      click.mockRestore();
    }
  });
});

// Invoice History on the specification's service: the invoices kept in this browser, newest first,
// opened again with Download PDF, deleted after asking; a damaged list is shown, never thrown away.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordTraffic } from '@/testing/record-traffic';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockCapabilities } from '../../../../mocks/runtime/capabilities';
import { emptyForm, newLine } from '../shared/editor/editor-form';
import { keepInvoice, type KeptInvoice } from './kept-invoices-store';

const SLOW = { timeout: 10_000 };
const LIST_KEY = 'invoicing:kept-invoices:v1:user';

function kept(sequence: number, client: string, issueDate: string, price: string): KeptInvoice {
  const form = emptyForm(issueDate);
  const number = `AP-${String(sequence).padStart(4, '0')}`;
  return {
    id: `${number}~test`,
    businessKey: 'typed:aroha painting',
    sequence,
    number,
    issuer: { code: 'AP-', name: 'Aroha Painting', addressLines: ['5 Kauri Street'], gstNumber: '123-456-789' },
    recipient: { name: client, addressLines: [] },
    form: { ...form, clientId: 1, businessId: 1, lines: [{ ...newLine('STANDARD:1500'), description: 'Painting', unitPrice: price }] },
  };
}

async function openHistory() {
  setMockCapabilities(null);
  await signInAs('user');
  const rendered = renderRoute('/invoice-history');
  await screen.findByRole('heading', { level: 1, name: 'Invoice History' }, SLOW);
  return rendered;
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('Invoice History on the specification’s service', () => {
  it('lists the invoices kept in this browser, newest first, and says they are not on the server', async () => {
    const traffic = recordTraffic();
    keepInvoice('user', kept(7, 'Mere Tane', '2027-03-01', '100'));
    keepInvoice('user', kept(8, 'Hemi Walker', '2027-03-02', '200'));
    await openHistory();
    expect(screen.getByRole('note')).toHaveTextContent('These invoices are kept only in this browser, not on the server.');
    expect(rowNames()).toEqual(['AP-0008', 'AP-0007']);
    const newest = screen.getAllByRole('row')[1] as HTMLElement;
    for (const cell of ['Hemi Walker', '2 Mar 2027', '16 Mar 2027', '$230.00']) expect(newest).toHaveTextContent(cell);
    expect(traffic.ofInvoices()).toEqual([]);
  });

  it('opens a kept invoice again as its document, with Download PDF', async () => {
    keepInvoice('user', kept(7, 'Mere Tane', '2027-03-01', '100'));
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Open AP-0007' }));
    const opened = screen.getByRole('region', { name: 'Invoice AP-0007' });
    expect(within(opened).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(opened).getByText('Aroha Painting')).toBeInTheDocument();
    expect(within(opened).getAllByText('$115.00').length).toBeGreaterThan(0);
  });

  it('deletes a kept invoice from this browser after asking', async () => {
    keepInvoice('user', kept(7, 'Mere Tane', '2027-03-01', '100'));
    keepInvoice('user', kept(8, 'Hemi Walker', '2027-03-02', '200'));
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Delete from this browser: AP-0007' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete AP-0007 from this browser?' });
    expect(dialog).toHaveTextContent('It is not on the server, so it is gone for good unless you downloaded its PDF.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['AP-0008']));
    expect(screen.getByText('AP-0007 was deleted from this browser.')).toBeInTheDocument();
    expect(localStorage.getItem(LIST_KEY)).not.toContain('AP-0007');
  });

  it('says when the kept list cannot be read, keeps its text and sets it aside only when asked', async () => {
    const damaged = '[{"id": "AP-0007", "number": 7}';
    localStorage.setItem(LIST_KEY, damaged);
    const { user } = await openHistory();
    expect(screen.getByRole('heading', { name: 'The kept invoices could not be read' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been deleted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the stored text' })).toBeInTheDocument();
    expect(localStorage.getItem(LIST_KEY)).toBe(damaged);

    await user.click(screen.getByRole('button', { name: 'Set it aside and start a new list' }));
    expect(await screen.findByText('No invoices are kept in this browser yet.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download set-aside text 1' })).toBeInTheDocument();
    const aside = Object.keys(localStorage).filter((key) => key.startsWith('invoicing:kept-invoices-set-aside:v1:user:'));
    expect(aside.map((key) => localStorage.getItem(key))).toEqual([damaged]);
    expect(localStorage.getItem(LIST_KEY)).toBeNull();
  });

  it('never adds to a damaged list from Create Invoice: it says why and points to the history', async () => {
    localStorage.setItem(LIST_KEY, 'not json');
    setMockCapabilities(null);
    await signInAs('user');
    renderRoute('/create-invoice');
    expect(await screen.findByText(/The invoices kept in this browser could not be read\./, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Invoice History' })).toBeInTheDocument();
    expect(localStorage.getItem(LIST_KEY)).toBe('not json');
  });
});

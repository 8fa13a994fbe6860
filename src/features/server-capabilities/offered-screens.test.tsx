// The screens the service offers show only the links, buttons and panels of parts it offers too, and
// ask nothing of the others (docs/product.md#a-service-that-grows). Each case runs with the part off
// and on, so the check can fail both ways.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PART_NAMES, type PartName } from '@/lib/capabilities';
import { gstPeriodOf } from '@/lib/gst-periods';
import { todayIn } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { watchRequests } from '@/testing/watch-requests';
import { setMockCapabilities } from '../../../mocks/runtime/capabilities';
import { today } from '../../../mocks/runtime/clock';
import { db } from '../../../mocks/runtime/db';

const SLOW = { timeout: 8000 };

/** The paths of the API requests the app sends until the test ends. */
function apiRequests(): string[] {
  const sent: string[] = [];
  watchRequests((request) => sent.push(new URL(request.url).pathname));
  return sent;
}

const issuedInvoice = () => {
  const found = db.invoices.all().find((invoice) => invoice.businessId === 1 && invoice.status === 'ISSUED');
  if (!found) throw new Error('The seed has an issued invoice.');
  return found;
};

const sentQuote = () => {
  const found = db.quotes.all().find((quote) => quote.status === 'SENT' && quote.replacedById === undefined);
  if (!found) throw new Error('The seed has a sent quote.');
  return found;
};

describe('the dashboard', () => {
  it('says what the specification’s service offers and what arrives as it grows, asking nothing of the parts', async () => {
    setMockCapabilities(null);
    await signInAs('user');
    const sent = apiRequests();
    renderRoute('/dashboard');
    const card = within((await screen.findByRole('heading', { name: 'What this server offers' }, SLOW)).closest('section')!);
    expect(card.getByText('The free invoice generator: its invoices are kept in this browser')).toBeInTheDocument();
    const later = within(
      card.getByRole('heading', { name: 'Arriving as the service grows' }).nextElementSibling!.nextElementSibling as HTMLElement,
    );
    expect(later.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Quotes', 'Purchases', 'Invoices saved on the server']),
    );
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(sent.filter((path) => path.startsWith('/api/') && path !== '/api/capabilities' && !path.startsWith('/api/users'))).toEqual([]);
  });

  it('shows each part’s panel only when the service offers it', async () => {
    setMockCapabilities(['invoices']);
    await signInAs('user');
    const sent = apiRequests();
    const first = renderRoute('/dashboard');
    expect(await screen.findByText('Outstanding', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bank lines to match' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What this server offers' })).not.toBeInTheDocument();
    expect(sent.filter((path) => /\/(quotes|schedules|bank-accounts|reminders)/.test(path))).toEqual([]);
    first.unmount();

    setMockCapabilities([...PART_NAMES]);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bank lines to match' }, SLOW)).toBeInTheDocument();
  });
});

describe('an invoice’s page', () => {
  const open = async (parts: PartName[]) => {
    setMockCapabilities(parts);
    await signInAs('admin');
    const sent = apiRequests();
    const rendered = renderRoute(`/invoices/${String(issuedInvoice().id)}`);
    const actions = within(await screen.findByRole('group', { name: 'Invoice actions' }, SLOW));
    await actions.findByRole('button', { name: 'Duplicate' });
    return { actions, sent, rendered };
  };

  it('has no Email, credit note, refund, reminders or client link without the parts, and asks nothing of them', async () => {
    const { actions, sent } = await open(['invoices']);
    for (const name of ['Email', 'Record refund']) expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(actions.queryByRole('link', { name: 'Create credit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment reminders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link for the client' })).not.toBeInTheDocument();
    expect(sent.filter((path) => /\/(reminders|document-links|credit-notes|refunds)/.test(path))).toEqual([]);
  });

  it('has them all when the service offers the parts', async () => {
    const { actions } = await open([...PART_NAMES]);
    expect(actions.getByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(actions.getByRole('link', { name: 'Create credit note' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment reminders' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Link for the client' })).toBeInTheDocument();
  });
});

describe('the invoice history', () => {
  it('offers credit notes and a client’s statement only from a service that keeps them', async () => {
    setMockCapabilities(['invoices']);
    await signInAs('user');
    const sent = apiRequests();
    const first = renderRoute('/invoice-history?documents=credit-notes&businessId=1&clientId=1');
    expect(await screen.findByRole('table', { name: /^Invoices/ }, SLOW)).toBeInTheDocument();
    await screen.findByRole('combobox', { name: 'Client' });
    expect(screen.queryByRole('combobox', { name: 'Document type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statement for this client' })).not.toBeInTheDocument();
    expect(sent.filter((path) => path.startsWith('/api/billing-documents'))).toEqual([]);
    first.unmount();

    setMockCapabilities([...PART_NAMES]);
    renderRoute('/invoice-history?businessId=1&clientId=1');
    expect(await screen.findByRole('link', { name: 'Statement for this client' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Document type' })).toBeInTheDocument();
  });
});

describe('a quote’s page', () => {
  it('has Email and the client link only with sending and links', async () => {
    const quote = sentQuote();
    setMockCapabilities(['invoices', 'quotes']);
    await signInAs('admin');
    const sent = apiRequests();
    const first = renderRoute(`/quotes/${String(quote.id)}`);
    const actions = within(await screen.findByRole('group', { name: 'Quote actions' }, SLOW));
    expect(actions.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Link for the client' })).not.toBeInTheDocument();
    expect(sent.filter((path) => path.startsWith('/api/document-links'))).toEqual([]);
    first.unmount();

    setMockCapabilities([...PART_NAMES]);
    renderRoute(`/quotes/${String(quote.id)}`);
    const all = within(await screen.findByRole('group', { name: 'Quote actions' }, SLOW));
    expect(all.getByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Link for the client' }, SLOW)).toBeInTheDocument();
  });
});

describe('a bank account’s match view', () => {
  /** A money-out and a money-in line on Kiwi Home's cheque account (account 1). */
  const addLines = async () => {
    for (const [id, amount] of [
      [9101, -4600],
      [9102, 11500],
    ] as const) {
      await db.bankLines.create({
        ...{ id, accountId: 1, date: today(), amount, payee: `PAYEE ${String(id)}`, status: 'TO_MATCH' as const },
        ...{ identity: `subsets-${String(id)}`, importedAt: new Date().toISOString(), importedBy: 'user' },
      });
    }
  };
  const lineRow = (id: number) => screen.getByRole('listitem', { name: new RegExp(`PAYEE ${String(id)}`) });

  it('matches money out only with purchases and money in only with invoices, asking nothing of the part it lacks', async () => {
    await addLines();
    setMockCapabilities(['invoices', 'bank-accounts']);
    await signInAs('user');
    const sent = apiRequests();
    const first = renderRoute('/bank-accounts/1');
    await screen.findByRole('list', { name: 'Statement lines to match' }, SLOW);
    expect(lineRow(9101)).toHaveTextContent('Purchases are not on this server yet.');
    expect(within(lineRow(9101)).queryByRole('button', { name: 'Record as an expense' })).not.toBeInTheDocument();
    expect(within(lineRow(9102)).getByRole('button', { name: 'Choose invoices' })).toBeInTheDocument();
    expect(sent.filter((path) => /\/(bills|expense-accounts|suppliers)/.test(path))).toEqual([]);
    first.unmount();
    sent.splice(0);

    setMockCapabilities(['purchases', 'bank-accounts']);
    renderRoute('/bank-accounts/1');
    await screen.findByRole('list', { name: 'Statement lines to match' }, SLOW);
    expect(lineRow(9102)).toHaveTextContent('Invoices are not on this server yet.');
    expect(within(lineRow(9101)).getByRole('button', { name: 'Record as an expense' })).toBeInTheDocument();
    expect(sent.filter((path) => path.startsWith('/api/invoices'))).toEqual([]);
  });
});

describe('the email templates', () => {
  it('edit a quote’s, credit note’s or statement’s template only when the service keeps them', async () => {
    setMockCapabilities(['invoices', 'sending']);
    await signInAs('user');
    const sent = apiRequests();
    const first = renderRoute('/email-templates');
    expect(await screen.findByRole('heading', { level: 2, name: /^Invoice/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Payment reminder/ })).toBeInTheDocument();
    for (const kind of [/^Quote/, /^Credit note/, /^Statement/])
      expect(screen.queryByRole('heading', { level: 2, name: kind })).not.toBeInTheDocument();
    expect(sent.filter((path) => /^\/api\/(quotes|credit-notes)/.test(path))).toEqual([]);
    first.unmount();

    setMockCapabilities([...PART_NAMES]);
    renderRoute('/email-templates');
    expect(await screen.findByRole('heading', { level: 2, name: /^Quote/ }, SLOW)).toBeInTheDocument();
  });
});

describe('a bill’s editor', () => {
  it('offers a quote for job costing only when the service keeps quotes', async () => {
    Element.prototype.scrollIntoView = () => {};
    setMockCapabilities(['invoices', 'purchases']);
    await signInAs('user');
    const sent = apiRequests();
    const first = renderRoute('/bills/new?business=1');
    await waitFor(() => expect(screen.getByLabelText('Supplier')).toHaveTextContent('Placemakers Newmarket'), SLOW);
    expect(screen.queryByLabelText('Quote (job costing)')).not.toBeInTheDocument();
    expect(sent.filter((path) => path.startsWith('/api/quotes'))).toEqual([]);
    first.unmount();

    setMockCapabilities([...PART_NAMES]);
    renderRoute('/bills/new?business=1');
    expect(await screen.findByLabelText('Quote (job costing)', {}, SLOW)).toBeInTheDocument();
  });
});

describe('the reports', () => {
  const reportChoices = async () =>
    within(await screen.findByRole('combobox', { name: 'Report' }, SLOW))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('offer job costing only with quotes and aged payables only with purchases', async () => {
    setMockCapabilities(['invoices', 'reports']);
    await signInAs('user');
    const sent = apiRequests();
    const first = renderRoute('/reports?report=aged-payables');
    expect(await reportChoices()).toEqual(['Profit and loss']);
    expect(await screen.findByRole('heading', { name: /Profit and loss/ }, SLOW)).toBeInTheDocument();
    expect(sent.filter((path) => /aged-payables|job-costing/.test(path))).toEqual([]);
    first.unmount();

    setMockCapabilities([...PART_NAMES]);
    renderRoute('/reports');
    expect(await reportChoices()).toEqual(['Profit and loss', 'Job costing', 'Aged payables']);
  });
});

describe('the GST return without purchases', () => {
  it('shows the sales boxes, says the purchase boxes are not on this server, and never a 0.00 for them', async () => {
    setMockCapabilities(['invoices', 'gst-returns']);
    await signInAs('user');
    const period = gstPeriodOf('TWO_MONTHLY', todayIn());
    renderRoute(`/gst-return?business=1&period=${period.period}&box=11`);
    expect(await screen.findByRole('button', { name: /^Box 10:/ }, SLOW)).toBeInTheDocument();
    const boxes = within(screen.getByRole('table', { name: 'GST return boxes' }));
    for (const box of ['11', '12', '13', '14']) {
      const row = within(boxes.getByRole('rowheader', { name: box }).closest('tr')!);
      expect(row.getByText('Purchases are not on this server yet')).toBeInTheDocument();
      expect(row.queryByText(/\d\.\d\d/)).not.toBeInTheDocument();
    }
    expect(boxes.queryByRole('button', { name: /^Box 1[1-5]:/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^GST collected on sales \(box 10\)/)).toBeInTheDocument();
    expect(screen.queryByText(/^(GST to pay|Refund due):/)).not.toBeInTheDocument();
    // The address's box 11 opens nothing: there is nothing behind it here.
    expect(screen.queryByRole('region', { name: /Documents behind box/ })).not.toBeInTheDocument();
  });

  it('shows every box with purchases', async () => {
    setMockCapabilities([...PART_NAMES]);
    await signInAs('user');
    const period = gstPeriodOf('TWO_MONTHLY', todayIn());
    renderRoute(`/gst-return?business=1&period=${period.period}`);
    expect(await screen.findByRole('button', { name: /^Box 14:/ }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Purchases are not on this server yet')).not.toBeInTheDocument());
  });
});

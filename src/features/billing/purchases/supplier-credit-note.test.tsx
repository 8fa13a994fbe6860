// A supplier credit note from its bill's page (decision 215): the bill editor's third kind, its
// business and supplier the bill's; more than is owed refused in the page with the typed work kept;
// recorded, the credit note names its bill and the bill lists it and owes less.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIn } from '@/lib/calendar-date';
import { gstPeriodOf } from '@/lib/gst-periods';
import { renderRoute, signInAs } from '@/testing/render';
import { postPurchase, purchaseLine } from '../../../../mocks/testing/bills';
import { call } from '../../../../mocks/testing/call';

const SLOW = { timeout: 8000 };

/** A bill of Kiwi Home Renovations from Placemakers: $150.00 + GST $22.50 = $172.50. */
const billOf = (token: string, overrides: Record<string, unknown> = {}) =>
  postPurchase(token, {
    supplierReference: 'INV-88',
    date: addDays(todayIn(), -3),
    dueDate: addDays(todayIn(), 17),
    pricesIncludeGst: false,
    lines: [purchaseLine('Framing timber', 5000, { quantity: '3' })],
    ...overrides,
  });

describe('a supplier credit note', () => {
  it('is recorded from its bill: more than is owed refused in the page, then the bill owes less and lists it', async () => {
    const token = await signInAs('user');
    const bill = await billOf(token);
    const { user } = renderRoute(`/bills/${bill.id}`);
    await user.click(await screen.findByRole('link', { name: 'Record a credit note' }, SLOW));

    expect(await screen.findByRole('heading', { name: 'Record a supplier credit note' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/\$172\.50 is owed on it, the most this credit note can take off/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Supplier/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Description, line 1' }), 'Two lengths returned');
    const price = screen.getByRole('textbox', { name: 'Unit price, line 1' });
    await user.type(price, '200');
    await user.click(screen.getByRole('button', { name: 'Record credit note' }));
    expect(
      await screen.findByText(
        'This credit note comes to $230.00, but only $172.50 is owed on the bill INV-88. Credit at most what is owed.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description, line 1' })).toHaveValue('Two lengths returned');

    await user.clear(price);
    await user.type(price, '50');
    await user.click(screen.getByRole('button', { name: 'Record credit note' }));
    expect(await screen.findByText(/^Credit note recorded: \$57\.50 off bill INV-88/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit note from Placemakers Newmarket' })).toBeInTheDocument();
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Total$57.50GST claim reduced by$7.50');

    await user.click(screen.getByRole('link', { name: 'INV-88' }));
    expect(await screen.findByRole('heading', { name: 'Credit notes' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Paid$0.00Credited$57.50Owing$115.00');
    expect(within(screen.getByRole('region', { name: 'Credit notes' })).getByRole('link', { name: /-\$57\.50/ })).toBeInTheDocument();
    expect(screen.getByText('Part paid')).toBeInTheDocument();
    // A credited bill is neither changed nor voided until its credit notes are.
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('dated in a filed period, offers today: a credit for a bill of a filed period counts now', async () => {
    const token = await signInAs('user');
    const current = gstPeriodOf('TWO_MONTHLY', todayIn());
    const previous = gstPeriodOf('TWO_MONTHLY', addDays(current.start, -1));
    const bill = await billOf(token, { date: addDays(previous.start, 2), dueDate: addDays(todayIn(), 10) });
    expect(
      (await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: todayIn() } })).status,
    ).toBe(200);
    const { user } = renderRoute(`/bills/new?kind=CREDIT_NOTE&credits=${String(bill.id)}`);
    await screen.findByText(/is owed on it, the most this credit note can take off/, {}, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Description, line 1' }), 'Overcharge');
    await user.type(screen.getByRole('textbox', { name: 'Unit price, line 1' }), '10');
    const date = screen.getByLabelText('Date received');
    await user.clear(date);
    await user.type(date, addDays(previous.start, 5));
    await user.click(screen.getByRole('button', { name: 'Record credit note' }));
    const notice = await screen.findByRole('group', { name: 'Locked GST period' }, SLOW);
    expect(notice).toHaveTextContent(`The GST return for ${formatDate(previous.start)} to ${formatDate(previous.end)} was filed`);
    expect(screen.getByRole('textbox', { name: 'Description, line 1' })).toHaveValue('Overcharge');
    await user.click(within(notice).getByRole('button', { name: /^Date it today/ }));
    expect(date).toHaveValue(todayIn());
    await user.click(screen.getByRole('button', { name: 'Record credit note' }));
    expect(await screen.findByText(/^Credit note recorded: \$11\.50 off bill INV-88/, {}, SLOW)).toBeInTheDocument();
  });

  it('keeps its bill’s quote for job costing, even one no longer accepted', async () => {
    const token = await signInAs('user');
    const quotes = (await call('GET', '/api/quotes?businessId=1&size=100', { token })).json as unknown as {
      content: Array<{ id: number; status: string; number?: string }>;
    };
    const quote = quotes.content.find((q) => q.status !== 'ACCEPTED' && q.number);
    expect(quote).toBeDefined();
    const bill = await billOf(token, { quoteId: quote?.id });
    renderRoute(`/bills/new?kind=CREDIT_NOTE&credits=${String(bill.id)}`);
    await screen.findByText(/is owed on it, the most this credit note can take off/, {}, SLOW);
    expect(screen.getByRole('combobox', { name: /^Quote \(job costing\)/ })).toHaveDisplayValue(quote?.number ?? '');
  });

  it('is not offered for a draft, and its address without a bill says where to start', async () => {
    const token = await signInAs('user');
    const draft = await billOf(token, { approve: false });
    renderRoute(`/bills/${draft.id}`);
    expect(await screen.findByRole('heading', { name: 'Bill from Placemakers Newmarket (INV-88)' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record a credit note' })).toBeNull();
  });

  it('without a bill to credit, says to start from the bill', async () => {
    await signInAs('user');
    renderRoute('/bills/new?kind=CREDIT_NOTE');
    expect(
      await screen.findByText(/recorded from the bill it reduces: open the bill and choose Record a credit note/, {}, SLOW),
    ).toBeInTheDocument();
  });
});

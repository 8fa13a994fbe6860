// The bill editor against the mock backend: a bill and an expense saved through it, the server's
// refusals beside the fields with what was typed kept, the input tax rule said before saving, a
// draft edited from its page, and unsaved work kept and asked about.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '@/lib/calendar-date';
import { gstPeriodOf } from '@/lib/gst-periods';
import { keptWorkKey } from '@/lib/kept-work';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../mocks/runtime/clock';
import { db } from '../../../../mocks/runtime/db';
import { call } from '../../../../mocks/testing/call';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});

const SLOW = { timeout: 10_000 };
const NEW_BILL = keptWorkKey({ kind: 'bill', owner: 'user', id: null });

async function openEditor(path: string) {
  await signInAs('user');
  const rendered = renderRoute(path);
  await screen.findByLabelText('Description, line 1', {}, SLOW);
  // The business's suppliers and accounts are loaded.
  await waitFor(() => expect(screen.getByLabelText('Account, line 1')).toHaveTextContent('Materials'), SLOW);
  await waitFor(() => expect(screen.getByLabelText('Supplier')).toHaveTextContent('Placemakers Newmarket'), SLOW);
  return rendered;
}

type User = ReturnType<typeof renderRoute>['user'];

async function typeLine(
  user: User,
  n: number,
  line: { description: string; quantity: string; price: string; gst?: string; account: string },
) {
  await user.type(screen.getByLabelText(`Description, line ${n}`), line.description);
  const quantity = screen.getByLabelText(`Quantity, line ${n}`);
  await user.clear(quantity);
  await user.type(quantity, line.quantity);
  await user.type(screen.getByLabelText(`Unit price, line ${n}`), line.price);
  if (line.gst) await user.selectOptions(screen.getByLabelText(`GST, line ${n}`), line.gst);
  await user.selectOptions(screen.getByLabelText(`Account, line ${n}`), line.account);
}

const totals = () => screen.getByRole('form').querySelector('.invoice-editor__totals')!;

describe('the bill editor', () => {
  it('records a bill with two treatments, totals as the server has them, approved, then opens its page', { timeout: 60_000 }, async () => {
    const { user } = await openEditor('/bills/new?business=1');
    expect(screen.getByRole('heading', { level: 1, name: 'New bill' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Supplier'), 'Placemakers Newmarket');
    await user.type(screen.getByLabelText('Supplier’s reference'), 'INV-4410');
    await typeLine(user, 1, { description: 'Framing nails', quantity: '4', price: '25', account: 'Materials' });
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await typeLine(user, 2, { description: 'Imported hinges', quantity: '1', price: '50', gst: 'Zero-rated', account: 'Tools' });
    // $100.00 + 15 % and $50.00 zero-rated.
    expect(totals()).toHaveTextContent('Subtotal (excl. GST)$150.00');
    expect(totals()).toHaveTextContent('Total$165.00GST claimable$15.00');
    const preview = screen.getByRole('article', { name: 'Preview of the bill' });
    expect(within(preview).getByLabelText('Totals')).toHaveTextContent('Total$165.00GST claimed$15.00');
    expect(within(preview).getByRole('rowheader', { name: 'Imported hinges' }).closest('tr')).toHaveTextContent('Tools');
    await waitFor(() => expect(localStorage.getItem(NEW_BILL)).toContain('Imported hinges'));

    await user.click(screen.getByRole('button', { name: 'Save and approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill from Placemakers Newmarket (INV-4410)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Bill saved: $165.00 awaiting payment. Attach its receipt here.')).toBeInTheDocument();
    const saved = db.bills.all().at(-1);
    expect(saved).toMatchObject({ kind: 'BILL', status: 'AWAITING_PAYMENT', subtotal: 15_000, gst: 1500, total: 16_500 });
    expect(saved?.lines.map((line) => [line.taxCode, line.accountId])).toEqual([
      ['STANDARD', 1],
      ['ZERO', 4],
    ]);
    expect(localStorage.getItem(NEW_BILL)).toBeNull();
    // Where the receipts are attached.
    expect(await screen.findByLabelText('Take a photo', {}, SLOW)).toBeInTheDocument();
  });

  it('records an expense: no due date, prices as printed with GST, paid at once', { timeout: 60_000 }, async () => {
    const { user } = await openEditor('/bills/new?kind=EXPENSE&business=1');
    expect(screen.getByRole('heading', { level: 1, name: 'New expense' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Due date')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and approve' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Supplier'), 'Z Energy');
    await user.click(screen.getByLabelText('Prices include GST'));
    await typeLine(user, 1, { description: 'Diesel', quantity: '1', price: '115', account: 'Vehicle' });
    expect(totals()).toHaveTextContent('Subtotal (excl. GST)$100.00');
    expect(totals()).toHaveTextContent('Total$115.00GST claimable$15.00');
    await user.click(screen.getByRole('button', { name: 'Save expense' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Expense from Z Energy' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Expense recorded, paid $115.00. Attach its receipt here.')).toBeInTheDocument();
    expect(db.bills.all().at(-1)).toMatchObject({ kind: 'EXPENSE', status: 'PAID', total: 11_500, pricesIncludeGst: true });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it(
    'says what is missing beside each field, and a date in a filed period beside the date, keeping what was typed',
    { timeout: 60_000 },
    async () => {
      const token = await signInAs('user');
      const current = gstPeriodOf('TWO_MONTHLY', today());
      const previous = gstPeriodOf('TWO_MONTHLY', addDays(current.start, -1));
      const filed = await call('POST', `/api/businesses/1/gst-returns/${previous.period}/filing`, { token, body: { filedOn: today() } });
      expect(filed.status).toBe(200);
      const { user } = await openEditor('/bills/new?business=1');
      const quantity = screen.getByLabelText('Quantity, line 1');
      await user.clear(quantity);
      await user.type(quantity, '-2');
      await user.click(screen.getByRole('button', { name: 'Save as draft' }));
      expect(screen.getByLabelText('Supplier')).toHaveAccessibleDescription(expect.stringContaining('Choose the supplier.'));
      expect(screen.getByLabelText('Description, line 1')).toHaveAccessibleDescription(expect.stringContaining('Describe what was bought'));
      expect(quantity).toHaveAccessibleDescription(expect.stringContaining('Goods sent back are recorded as a supplier credit note'));
      expect(screen.getByLabelText('Account, line 1')).toHaveAccessibleDescription('Choose the account this line is filed under.');

      await user.selectOptions(screen.getByLabelText('Supplier'), 'Placemakers Newmarket');
      await user.clear(quantity);
      await user.type(quantity, '2');
      await typeLine(user, 1, { description: 'Framing timber', quantity: '2', price: '40', account: 'Materials' });
      const date = screen.getByLabelText('Date');
      const lockedDay = addDays(previous.start, 3);
      await user.clear(date);
      await user.type(date, lockedDay);
      await user.click(screen.getByRole('button', { name: 'Save as draft' }));
      const notice = await screen.findByRole('group', { name: 'Locked GST period' }, SLOW);
      expect(notice).toHaveTextContent(`The GST return for ${formatDate(previous.start)} to ${formatDate(previous.end)} was filed`);
      expect(date).toHaveAccessibleDescription(expect.stringContaining('locked'));
      expect(screen.getByLabelText('Description, line 1')).toHaveValue('Framing timber');
      expect(screen.getByRole('heading', { level: 1, name: 'New bill' })).toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: /^Date it today/ }));
      expect(date).toHaveValue(today());
      await user.click(screen.getByRole('button', { name: 'Save as draft' }));
      expect(
        await screen.findByText('Draft bill saved. Attach its receipt, then approve it when it is right.', {}, SLOW),
      ).toBeInTheDocument();
      expect(db.bills.all().at(-1)).toMatchObject({ status: 'DRAFT', date: today(), total: 9200 });
    },
  );

  it(
    'says before saving that GST over $200 from a supplier without a GST number is not claimed, and saves it so',
    { timeout: 60_000 },
    async () => {
      const { user } = await openEditor('/bills/new?business=1');
      await user.selectOptions(screen.getByLabelText('Supplier'), 'Tama’s Rubbish Removal');
      await typeLine(user, 1, { description: 'Skip bin, two days', quantity: '1', price: '300', account: 'Subcontractors' });
      expect(totals()).toHaveTextContent('Total$345.00GST claimable$0.00');
      expect(within(totals() as HTMLElement).getByRole('note')).toHaveTextContent(
        'GST of $45.00 not claimed: the bill is over $200.00 including GST and Tama’s Rubbish Removal',
      );
      await user.click(screen.getByRole('button', { name: 'Save and approve' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Bill from Tama’s Rubbish Removal' }, SLOW)).toBeInTheDocument();
      expect(screen.getByText(/GST of \$45\.00 not claimed/)).toBeInTheDocument();
      expect(screen.getByLabelText('Totals')).toHaveTextContent('GST claimed$0.00');
    },
  );

  it('edits a draft from its page, and saves it approved', { timeout: 60_000 }, async () => {
    const token = await signInAs('user');
    const draft = await call('POST', '/api/bills', {
      token,
      body: {
        businessId: 1,
        kind: 'BILL',
        supplierId: 2,
        date: today(),
        dueDate: addDays(today(), 20),
        pricesIncludeGst: false,
        lines: [{ description: 'Cable, 100 m', quantity: '1', unitPrice: 20_000, taxCode: 'STANDARD', accountId: 1 }],
      },
    });
    const id = String(draft.json.id);
    const { user } = renderRoute(`/bills/${id}`);
    await user.click(await screen.findByRole('link', { name: 'Edit' }, SLOW));
    const quantity = await screen.findByLabelText('Quantity, line 1', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit bill' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Supplier')).toHaveValue('2'), SLOW);
    await waitFor(() => expect(screen.getByLabelText('Account, line 1')).toHaveValue('1'), SLOW);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Save and approve' }));
    expect(await screen.findByText('Bill saved: $460.00 awaiting payment. Attach its receipt here.', {}, SLOW)).toBeInTheDocument();
    expect(db.bills.findFirst((q) => q.where({ id: Number(id) }))).toMatchObject({ status: 'AWAITING_PAYMENT', total: 46_000 });
  });

  it(
    'puts a bill on the quote chosen in "Quote (job costing)": the job costing counts its cost, GST excluded',
    { timeout: 60_000 },
    async () => {
      const { user } = await openEditor('/bills/new?business=1');
      const token = await signInAs('user');
      type Row = { quoteId: number; quoteNumber: string; costs: number };
      const costsOf = async () => {
        const report = await call('GET', '/api/businesses/1/reports/job-costing', { token });
        return (report.json as unknown as { rows: Row[] }).rows;
      };
      const before = await costsOf();
      const choice = screen.getByLabelText('Quote (job costing)');
      await waitFor(() => expect(choice).toHaveTextContent('RENO-Q-0010'), SLOW);
      await user.selectOptions(screen.getByLabelText('Supplier'), 'Placemakers Newmarket');
      await user.selectOptions(choice, within(choice).getByRole('option', { name: /^RENO-Q-0010/ }));
      await typeLine(user, 1, { description: 'Gib board', quantity: '10', price: '30', account: 'Materials' });
      await user.click(screen.getByRole('button', { name: 'Save and approve' }));
      expect(await screen.findByText(/^Bill saved: \$345\.00 awaiting payment/, {}, SLOW)).toBeInTheDocument();
      const quoteId = db.bills.all().at(-1)?.quoteId;
      expect(quoteId).toBeDefined();
      const after = (await costsOf()).find((row) => row.quoteId === quoteId);
      expect(after?.quoteNumber).toMatch(/^RENO-Q-0010/);
      expect(after?.costs).toBe((before.find((row) => row.quoteId === quoteId)?.costs ?? 0) + 30_000);
    },
  );

  it('goes to add a supplier not listed and comes back to the bill, its typed work offered back', { timeout: 60_000 }, async () => {
    const { user } = await openEditor('/bills/new?business=1');
    await typeLine(user, 1, { description: 'Macrocarpa slabs', quantity: '2', price: '80', account: 'Materials' });
    await waitFor(() => expect(localStorage.getItem(NEW_BILL)).toContain('Macrocarpa slabs'));
    await user.click(screen.getByRole('link', { name: 'Add a supplier' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }),
    );

    const card = (await screen.findByRole('heading', { name: 'Add a supplier to Kiwi Home Renovations Ltd' }, SLOW)).closest('section')!;
    await user.type(within(card).getByRole('textbox', { name: /^Name/ }), 'Kāpiti Sawmill');
    await user.click(within(card).getByRole('button', { name: 'Add supplier' }));
    expect(await within(card).findByText('Supplier added: Kāpiti Sawmill.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the bill' }));

    await user.click(await screen.findByRole('button', { name: 'Restore my changes' }, SLOW));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Macrocarpa slabs');
    await waitFor(() => expect(screen.getByLabelText('Supplier')).toHaveTextContent('Kāpiti Sawmill'), SLOW);
  });

  it('keeps unsaved work through a reload, and asks before leaving with it', { timeout: 60_000 }, async () => {
    const { user, unmount } = await openEditor('/bills/new?business=1');
    await user.selectOptions(screen.getByLabelText('Supplier'), 'Sparks Electrical Ltd');
    await typeLine(user, 1, { description: 'Switchboard parts', quantity: '3', price: '12.50', account: 'Materials' });
    await waitFor(() => expect(localStorage.getItem(NEW_BILL)).toContain('Switchboard parts'));
    unmount();

    const { user: again } = await openEditor('/bills/new?business=1');
    await again.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Switchboard parts');
    expect(screen.getByLabelText('Supplier')).toHaveValue('2');
    expect(screen.getByLabelText('Account, line 1')).toHaveValue('1');
    expect(totals()).toHaveTextContent('Subtotal (excl. GST)$37.50');

    await again.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('They stay in this browser and are offered back when you return to this form.');
    await again.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Switchboard parts');
    expect(screen.getByRole('heading', { level: 1, name: 'New bill' })).toBeInTheDocument();
  });
});

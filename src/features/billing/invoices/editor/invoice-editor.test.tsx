import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { listInvoicingBusinesses } from '@/api/invoices';
import { apiUrl } from '@/testing/api-url';
import { recordJsonBodies } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';
import { db } from '../../../../../mocks/runtime/db';
import { server } from '../../../../../mocks/runtime/node';
import { problem } from '../../../../../mocks/runtime/problem';

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});

/** For steps that save, navigate and load: the machine may be busy. */
const SLOW = { timeout: 5000 };
const NEW_KEY = 'invoicing:unsaved-invoice:v1:user:new';

async function openEditor(path = '/create-invoice') {
  await signInAs('user');
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: path === '/create-invoice' ? 'Create Invoice' : 'Edit draft invoice' });
  await screen.findByLabelText('Description, line 1');
  return rendered;
}

async function chooseKiwiAndSophie(user: ReturnType<typeof renderRoute>['user']) {
  await user.selectOptions(screen.getByLabelText('Business'), 'Kiwi Home Renovations Ltd');
  const picker = screen.getByRole('combobox', { name: 'Client' });
  await waitFor(() => expect(picker).toBeEnabled());
  await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Type to search'));
  await user.type(picker, 'soph');
  await user.keyboard('{Enter}');
  expect(picker).toHaveValue('Sophie Turner');
}

const total = () => document.getElementById('editor-total');

describe('Create Invoice', () => {
  it('offers only the businesses the user may invoice for, and their clients, searchable', async () => {
    const { user } = await openEditor();
    const business = screen.getByLabelText('Business');
    expect(
      within(business)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a business', 'Kiwi Home Renovations Ltd', 'Southern Lakes Rentals']);
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeDisabled();
    await user.selectOptions(business, 'Kiwi Home Renovations Ltd');
    const picker = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Type to search'));
    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Client list' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.querySelector('.client-picker__name')?.textContent),
    ).toEqual(['Ben Walker', 'Priya Patel', 'Sophie Turner']);
    await user.type(picker, 'dental');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Priya Patel');
    expect(screen.getByText(/^Bill to Priya Patel: 310 Dominion Road/)).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'nobody');
    expect(within(list).getByRole('option')).toHaveTextContent('No client matches “nobody”.');
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
  });

  it('skips the business choice when there is only one', async () => {
    await signInAs('user');
    const [kiwi] = await listInvoicingBusinesses();
    server.use(http.get(apiUrl('/api/invoicing/businesses'), () => Response.json([kiwi])));
    renderRoute('/create-invoice');
    expect(await screen.findByText('From')).toHaveTextContent('From');
    expect(screen.getByText('From').parentElement).toHaveTextContent('From Kiwi Home Renovations Ltd');
    expect(screen.queryByLabelText('Business')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toBeEnabled());
  });

  it('updates each line amount and the totals as the user types', async () => {
    const { user } = await openEditor();
    await chooseKiwiAndSophie(user);
    await user.type(screen.getByLabelText('Description, line 1'), 'Kitchen demolition');
    await user.type(screen.getByLabelText('Unit price, line 1'), '1200');
    expect(screen.getByLabelText('Amount, line 1')).toHaveTextContent('$1,200.00');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(screen.getByLabelText('Description, line 2')).toHaveFocus());
    await user.clear(screen.getByLabelText('Quantity, line 2'));
    await user.type(screen.getByLabelText('Quantity, line 2'), '12.5');
    await user.type(screen.getByLabelText('Unit price, line 2'), '85');
    expect(total()).toHaveTextContent('$2,601.88');
    expect(document.querySelector('.invoice-editor__totals')).toHaveTextContent('GST 15% on $2,262.50$339.38');

    await user.click(screen.getByLabelText('Prices include GST'));
    // 2,262.50 including GST: GST is 3/23 of it.
    expect(total()).toHaveTextContent('$2,262.50');

    await user.selectOptions(screen.getByLabelText('Discount'), 'Percentage off');
    await user.type(screen.getByLabelText('Discount (%)'), '10');
    expect(total()).toHaveTextContent('$2,036.25');

    const preview = screen.getByRole('article', { name: 'Preview of the invoice' });
    expect(within(preview).getByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    await waitFor(() => expect(within(preview).getByText('Kitchen demolition')).toBeInTheDocument());
    expect(within(preview).getByText('Sophie Turner')).toBeInTheDocument();
  });

  it('defaults lines to exempt for a business without a GST number', async () => {
    const { user } = await openEditor();
    await user.selectOptions(screen.getByLabelText('Business'), 'Southern Lakes Rentals');
    expect(screen.getByText('Southern Lakes Rentals is not registered for GST, so its invoices charge no GST.')).toBeInTheDocument();
    const tax = screen.getByLabelText('GST, line 1');
    expect(tax).toHaveValue('EXEMPT:0');
    expect(
      within(tax)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No GST']);
    expect(screen.getByLabelText('Prices include GST')).toBeDisabled();
    expect(screen.getByRole('article', { name: 'Preview of the invoice' })).toHaveTextContent('Invoice');
  });

  it('reorders and removes lines from the keyboard, keeping focus on the line', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Description, line 1'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Description, line 2'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Description, line 3'), 'Third');

    screen.getByRole('button', { name: 'Move line 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Description, line 2')).toHaveValue('Third');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Description, line 1')).toHaveValue('Third');
    // At the top "up" is disabled: focus goes to "down" on the same line.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Remove line 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('textbox', { name: /^Description, line/ }).map((e) => (e as HTMLTextAreaElement).value)).toEqual([
      'Third',
      'Second',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Description, line 2')).toHaveFocus());
  });

  it('says what is missing before saving, and focuses the first problem', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Quantity, line 1'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Choose the business this invoice is from.')).toBeInTheDocument();
    expect(screen.getByText('Choose the client.')).toBeInTheDocument();
    expect(screen.getByText('Enter a quantity from 0 to 100,000 with up to 3 decimals, e.g. 1.5.')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business')).toHaveFocus();
    // Correcting a line clears its message.
    await user.clear(screen.getByLabelText('Quantity, line 1'));
    await user.type(screen.getByLabelText('Quantity, line 1'), '2');
    expect(screen.queryByText('Enter a quantity from 0 to 100,000 with up to 3 decimals, e.g. 1.5.')).not.toBeInTheDocument();
  });

  it('saves a draft (the server prices it) and opens it', async () => {
    const bodies = recordJsonBodies('POST', /^\/api\/invoices$/);
    const { user, router } = await openEditor();
    await chooseKiwiAndSophie(user);
    await user.type(screen.getByLabelText('Reference or PO number'), 'PO-778');
    await user.type(screen.getByLabelText('Description, line 1'), 'Skip bin hire');
    await user.type(screen.getByLabelText('Unit price, line 1'), '420');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. It gets its number when it is issued.', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/invoices\/\d+$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Draft tax invoice' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      businessId: 1,
      reference: 'PO-778',
      lines: [{ description: 'Skip bin hire', quantity: '1', unitPrice: 42000, taxCode: 'STANDARD', taxRate: 1500 }],
    });
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
  });

  it('issues from the editor after asking, and shows the number', async () => {
    const { user } = await openEditor();
    await chooseKiwiAndSophie(user);
    await user.type(screen.getByLabelText('Description, line 1'), 'Heat pump');
    await user.type(screen.getByLabelText('Unit price, line 1'), '3290');
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Issue this invoice?' });
    expect(dialog).toHaveTextContent('It takes the next number of Kiwi Home Renovations Ltd (RENO-0042 unless someone else issues first)');
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(document.querySelector('.ui-status')).toHaveTextContent('Issued as RENO-0042.'), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeInTheDocument();
  });

  it('checks the issue rules first: every line described', async () => {
    const { user } = await openEditor();
    await chooseKiwiAndSophie(user);
    await user.type(screen.getByLabelText('Unit price, line 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(screen.getByText('Describe the line.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description, line 1')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when saving fails, and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl('/api/invoices'), () =>
        problem(400, 'lines.0.unitPrice: Too dear.', [{ field: 'lines.0.unitPrice', message: 'Too dear.' }]),
      ),
    );
    const { user } = await openEditor();
    await chooseKiwiAndSophie(user);
    await user.type(screen.getByLabelText('Unit price, line 1'), '999');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Too dear.')).toBeInTheDocument();
    expect(screen.getByText('lines.0.unitPrice: Too dear.')).toBeInTheDocument();
    expect(screen.getByLabelText('Unit price, line 1')).toHaveValue('999');
    expect(screen.getByLabelText('Unit price, line 1')).toHaveFocus();
  });
});

describe('editing a draft', () => {
  const kiwiDraft = () => db.invoices.all().find((invoice) => invoice.status === 'DRAFT' && invoice.businessId === 1);

  it('loads the draft, saves it with its version, and opens it', async () => {
    const draft = kiwiDraft();
    if (!draft) throw new Error('The seed has a Kiwi draft.');
    const bodies = recordJsonBodies('PUT', /^\/api\/invoices\/\d+$/);
    const { user } = await openEditor(`/invoices/${draft.id}/edit`);
    expect(screen.getByLabelText('Description, line 1')).toHaveValue(draft.lines[0]?.description ?? '');
    await user.type(screen.getByLabelText('Reference or PO number'), '-B');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ version: draft.version, businessId: 1 });
  });

  it('says so when someone else changed the draft first, and keeps the work for after the reload', async () => {
    const draft = kiwiDraft();
    if (!draft) throw new Error('The seed has a Kiwi draft.');
    const { user } = await openEditor(`/invoices/${draft.id}/edit`);
    await user.type(screen.getByLabelText('Notes'), 'Mine');
    await db.invoices.update((q) => q.where({ id: draft.id }), {
      data(record) {
        record.version += 1;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The 409 reloads the draft; the work kept in this browser is offered back over it.
    expect(await screen.findByRole('heading', { name: 'You have unsaved changes' })).toBeInTheDocument();
    expect(screen.getByText(/The draft has been changed since/)).toBeInTheDocument();
  });

  it('refuses to edit an issued invoice', async () => {
    const issued = db.invoices.all().find((invoice) => invoice.status === 'PAID' && invoice.businessId === 1);
    await signInAs('user');
    renderRoute(`/invoices/${issued?.id ?? 0}/edit`);
    expect(
      await screen.findByText(
        `${issued?.number ?? ''} has been issued and can no longer be edited. To change it, void it and duplicate it.`,
      ),
    ).toBeInTheDocument();
  });

  it('tells a user without a business what to do first', async () => {
    await signInAs('mere');
    renderRoute('/create-invoice');
    expect(await screen.findByText('You cannot invoice for any business yet')).toBeInTheDocument();
    expect(
      screen.getByText('Ask an administrator to add your username to the permitted logins of the business you invoice for.'),
    ).toBeInTheDocument();
  });
});

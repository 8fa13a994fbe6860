// What credit notes do to an invoice on screen: its credit notes and the credit owed on its page,
// refunds (and their refusals, typed work kept), a fully credited invoice labelled and left out of
// outstanding figures, and the server's refusals of a credit shown in the form with the work kept.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { addDays, formatDate } from '@/lib/calendar-date';
import { centsToDecimal } from '@/lib/money';
import { db, type InvoiceRecord } from '../../../../mocks/runtime/db';
import { server } from '../../../../mocks/runtime/node';
import { problem } from '../../../../mocks/runtime/problem';
import { call } from '../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };

/** $1,234.50 as the screens write it. */
const dollars = (cents: number) => `$${Number(centsToDecimal(cents)).toLocaleString('en-NZ', { minimumFractionDigits: 2 })}`;

function find(what: string, test: (invoice: InvoiceRecord) => boolean): InvoiceRecord {
  const found = db.invoices.all().find((invoice) => invoice.businessId === 1 && test(invoice));
  if (!found) throw new Error(`The seed has ${what}.`);
  return found;
}

const owedOf = (i: InvoiceRecord) =>
  Math.max(i.paid - (i.total - (i.credited ?? 0)), 0) - (i.refunds ?? []).reduce((sum, refund) => sum + refund.amount, 0);

async function openInvoice(invoice: InvoiceRecord) {
  await signInAs('user');
  const rendered = renderRoute(`/invoices/${invoice.id}`);
  await screen.findByRole('heading', { level: 1, name: new RegExp(invoice.number ?? 'Draft') }, SLOW);
  return rendered;
}

/** The dashboard's outstanding figure: its amount in cents and its count. */
async function outstandingOnDashboard() {
  const rendered = renderRoute('/dashboard');
  const term = await screen.findByText('Outstanding', {}, SLOW);
  const text = term.closest('dl')?.textContent ?? '';
  const match = /Outstanding\$([\d,]+\.\d\d)(\d+) invoices? to be paid/.exec(text);
  if (!match) throw new Error(`No outstanding figure in "${text}".`);
  rendered.unmount();
  return { cents: Math.round(Number((match[1] ?? '').replace(/,/g, '')) * 100), count: Number(match[2]) };
}

describe('an invoice with credit notes', () => {
  it('lists its credit notes, shows the credit owed, and records a refund after a refusal, keeping what was typed', async () => {
    const invoice = find('a paid invoice with credit owed', (i) => i.status === 'PAID' && (i.credited ?? 0) > 0 && owedOf(i) > 0);
    const owed = owedOf(invoice);
    const note = db.creditNotes.all().find((n) => n.invoiceId === invoice.id);
    const { user } = await openInvoice(invoice);
    const section = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(section).getByRole('link', { name: note?.number ?? '' })).toHaveAttribute('href', `/credit-notes/${note?.id ?? 0}`);
    expect(section).toHaveTextContent(`Credited ${dollars(invoice.credited ?? 0)} of ${dollars(invoice.total)}.`);
    expect(section).toHaveTextContent(`Credit owed to the client: ${dollars(owed)}.`);
    expect(screen.getByText(new RegExp(`${dollars(owed).replace('$', '\\$')} credit owed to the client`))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const form = await screen.findByRole('form', { name: 'Record a refund' }, SLOW);
    const send = () => user.click(within(form).getByRole('button', { name: 'Record refund' }));
    const amount = within(form).getByLabelText('Amount');
    expect(amount).toHaveValue(centsToDecimal(owed));
    // The server's words for the same input (mocks/handlers/credit-notes.test.ts sends amount 0).
    await user.clear(amount);
    await user.type(amount, '0');
    await send();
    expect(await screen.findByText('Enter the amount refunded, e.g. 50.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, centsToDecimal(owed + 1));
    await send();
    expect(await screen.findByText(`A refund cannot be more than the credit owed of ${dollars(owed)}.`)).toBeInTheDocument();
    // Not before the invoice's issue date: the server's words (mocks/handlers/credit-notes.ts).
    const date = within(form).getByLabelText('Date refunded');
    expect(date).toHaveAttribute('min', invoice.issueDate);
    const proposed = (date as HTMLInputElement).value;
    await user.clear(date);
    await user.type(date, addDays(invoice.issueDate, -1));
    await send();
    expect(
      await screen.findByText(`The refund date cannot be before the invoice's issue date, ${formatDate(invoice.issueDate)}.`),
    ).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, proposed);

    // The server refuses (someone else refunded meanwhile): said in the page, the typed work kept.
    server.use(
      http.post(apiUrl('/api/invoices/:id/refunds'), () =>
        problem(
          400,
          'A refund cannot be more than the credit owed of $1.00.',
          [{ field: 'amount', message: 'A refund cannot be more than the credit owed of $1.00.' }],
          'urn:invoicing:over-refund',
        ),
      ),
    );
    await user.clear(amount);
    await user.type(amount, '1.50');
    await user.type(screen.getByLabelText('Reference (optional)'), 'REF-77');
    await send();
    expect(await screen.findAllByText('A refund cannot be more than the credit owed of $1.00.', {}, SLOW)).not.toHaveLength(0);
    expect(amount).toHaveValue('1.50');
    expect(screen.getByLabelText('Reference (optional)')).toHaveValue('REF-77');

    server.resetHandlers();
    await send();
    expect(await screen.findByText('Refund of $1.50 recorded.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Refunds' })).toHaveTextContent(/Refunded \$1\.50 on .+ \(REF-77\)\./));
    expect(screen.getByRole('region', { name: 'Credit notes' })).toHaveTextContent(`Credit owed to the client: ${dollars(owed - 150)}.`);
  });

  it('returns focus to Record refund when the refund form is closed', async () => {
    const invoice = find('a paid invoice with credit owed', (i) => i.status === 'PAID' && (i.credited ?? 0) > 0 && owedOf(i) > 0);
    const { user } = await openInvoice(invoice);
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const form = await screen.findByRole('form', { name: 'Record a refund' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record refund' })).toHaveFocus());
  });

  it('labels a fully credited invoice, lists it under Credited with nothing owing, and leaves it out of outstanding', async () => {
    const invoice = find('an issued invoice without credit', (i) => i.status === 'ISSUED' && !i.credited && i.paid === 0);
    const token = await signInAs('user');
    const before = await outstandingOnDashboard();
    const answer = await call('POST', `/api/invoices/${invoice.id}/credit-notes`, {
      token,
      body: { kind: 'FULL', reason: 'Job cancelled' },
    });
    expect(answer.status).toBe(201);
    expect(await outstandingOnDashboard()).toEqual({ cents: before.cents - invoice.total, count: before.count - 1 });

    const view = renderRoute(`/invoices/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: new RegExp(invoice.number ?? '') }, SLOW);
    expect(document.querySelector('.invoice-view__summary .invoice-status')).toHaveTextContent('Credited');
    expect(screen.queryByText(/ due /)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create credit note' })).not.toBeInTheDocument();
    view.unmount();

    renderRoute(`/invoice-history?status=CREDITED&q=${invoice.number ?? ''}`);
    const table = await screen.findByRole('table', { name: 'Invoices (1)' }, SLOW);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Credited');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('$0.00');
  });
});

describe('the credit-note form, refused by the server', () => {
  it('says when another credit changed the invoice meanwhile, or the server finds too much, keeping the typed amount and reason', async () => {
    const invoice = find('an issued invoice without credit', (i) => i.status === 'ISSUED' && !i.credited && i.paid === 0);
    const token = await signInAs('user');
    const { user } = renderRoute(`/invoices/${invoice.id}/credit-note`);
    await screen.findByRole('form', { name: 'Credit note' }, SLOW);
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.type(screen.getByLabelText('Amount to credit (incl. GST)'), centsToDecimal(invoice.total));
    await user.type(screen.getByLabelText('Reason'), 'Whole job redone');
    // Someone else credits part of it meanwhile: what is left is now less than the typed amount.
    expect(
      (await call('POST', `/api/invoices/${invoice.id}/credit-notes`, { token, body: { kind: 'AMOUNT', amount: 100, reason: 'Other' } }))
        .status,
    ).toBe(201);
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue credit note' }));
    expect(
      await screen.findByText(
        'Someone else changed this invoice since you opened it. It has been reloaded: check it and try again.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount to credit (incl. GST)')).toHaveValue(centsToDecimal(invoice.total));
    expect(screen.getByLabelText('Reason')).toHaveValue('Whole job redone');

    // Over-crediting refused by the server (its answer names the amount): said in the page, the work kept.
    const over = 'A credit cannot be more than the $1.00 left to credit on the invoice.';
    server.use(
      http.post(apiUrl('/api/invoices/:id/credit-notes'), () =>
        problem(400, over, [{ field: 'amount', message: over }], 'urn:invoicing:over-credit'),
      ),
    );
    const amount = screen.getByLabelText('Amount to credit (incl. GST)');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue credit note' }));
    expect((await screen.findAllByText(over, {}, SLOW)).length).toBeGreaterThan(0);
    expect(amount).toHaveValue('10');
    expect(screen.getByLabelText('Reason')).toHaveValue('Whole job redone');
  });

  it('says a draft or a void invoice cannot be credited', async () => {
    await signInAs('user');
    const draft = find('a draft', (i) => i.status === 'DRAFT');
    const rendered = renderRoute(`/invoices/${draft.id}/credit-note`);
    expect(await screen.findByText(/cannot be credited: it is draft\./, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Credit note' })).not.toBeInTheDocument();
    rendered.unmount();
    const voided = find('a void invoice', (i) => i.status === 'VOID');
    renderRoute(`/invoices/${voided.id}/credit-note`);
    expect(
      await screen.findByText(
        `${voided.number ?? ''} cannot be credited: it is void. Only issued invoices with something left to credit can be.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});

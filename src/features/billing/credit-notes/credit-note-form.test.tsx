import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { recordJsonBodies } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';
import { db, type InvoiceRecord } from '../../../../mocks/runtime/db';
import { server } from '../../../../mocks/runtime/node';
import { problem } from '../../../../mocks/runtime/problem';

const SLOW = { timeout: 5000 };

/** The first issued Kiwi Home invoice with no credit note yet and more than one unit on line 1. */
function issuedInvoice(): InvoiceRecord {
  const found = db.invoices.all().find((i) => i.businessId === 1 && i.status === 'ISSUED' && !i.credited);
  if (!found) throw new Error('The seed has an issued invoice without credit notes.');
  return found;
}

async function openForm(invoice: InvoiceRecord) {
  await signInAs('user');
  const rendered = renderRoute(`/invoices/${invoice.id}/credit-note`);
  await screen.findByRole('form', { name: 'Credit note' }, SLOW);
  return rendered;
}

describe('the credit-note form', () => {
  it('credits an amount after asking, then shows the credit note with its number, and the invoice lists it', async () => {
    const invoice = issuedInvoice();
    const { user } = await openForm(invoice);
    expect(screen.getByRole('heading', { level: 1, name: `Credit note for ${invoice.number ?? ''}` })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.type(screen.getByLabelText('Amount to credit (incl. GST)'), '115');
    await user.type(screen.getByLabelText('Reason'), 'Agreed discount');
    const preview = document.querySelector('.credit-note-form__preview');
    expect(preview).toHaveTextContent('Credit note total$115.00');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Issue this credit note?' });
    expect(dialog).toHaveTextContent(`It credits $115.00 on ${invoice.number ?? ''} and takes the next credit-note number.`);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /^Credit Note RENO-CN-\d{4}$/ }, SLOW);
    const number = heading.textContent.replace('Credit Note ', '');
    expect(screen.getByText(`Credit note ${number} issued.`)).toBeInTheDocument();
    const document_ = screen.getByRole('article', { name: `Credit Note ${number}` });
    expect(document_).toHaveTextContent('GST number: 49-091-850');
    expect(document_).toHaveTextContent(`Original invoice${invoice.number ?? ''}`);
    expect(document_).toHaveTextContent('Agreed discount');
    expect(document_).toHaveTextContent('Total credited (incl. GST)$115.00');

    await user.click(screen.getByRole('link', { name: `Back to invoice ${invoice.number ?? ''}` }));
    expect(await screen.findByRole('heading', { name: 'Credit notes' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Credited \$115\.00 of/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', expect.stringMatching(/^\/credit-notes\/\d+$/));
  });

  it('credits an amount before GST ("500.00 plus GST"): the GST is added at the invoice\'s rates and the total sent', async () => {
    const invoice = issuedInvoice();
    const { user } = await openForm(invoice);
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    const includesGst = screen.getByRole('checkbox', { name: 'Amount includes GST' });
    expect(includesGst).toBeChecked();
    await user.click(includesGst);
    await user.type(screen.getByLabelText('Amount to credit (excl. GST)'), '500');
    await user.type(screen.getByLabelText('Reason'), 'Agreed discount');
    const sent = recordJsonBodies('POST', /\/api\/invoices\/\d+\/credit-notes$/);
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue credit note' }));
    await screen.findByRole('heading', { level: 1, name: /^Credit Note RENO-CN-\d{4}$/ }, SLOW);
    const amount = sent[0]?.amount;
    expect(typeof amount).toBe('number');
    const note = db.creditNotes.all().find((record) => record.invoiceId === invoice.id);
    // What the server credited comes to 500.00 before GST; the amount sent included the GST.
    expect(note?.subtotal).toBe(50_000);
    expect(note?.total).toBe(amount);
    expect(amount).toBeGreaterThan(50_000);
  });

  it("says what is missing in the server's words (mocks/handlers/credit-notes.test.ts sends the same)", async () => {
    const invoice = issuedInvoice();
    const { user } = await openForm(invoice);
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Enter the amount to credit, e.g. 150.00.')).toBeInTheDocument();
    expect(screen.getByText('Give the reason for the credit note: it is printed on it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount to credit (incl. GST)')).toHaveFocus();
  });

  it('says at once what is too much, and keeps what was typed when the server refuses', async () => {
    const invoice = issuedInvoice();
    const { user } = await openForm(invoice);
    const first = screen.getByLabelText('Quantity to credit, line 1');
    await user.type(first, '100000');
    await user.type(screen.getByLabelText('Reason'), 'Returned');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText(/^Enter a quantity above 0 and at most the [\d.]+ left to credit of line 1\.$/)).toBeInTheDocument();

    server.use(
      http.post(apiUrl('/api/invoices/:id/credit-notes'), () =>
        problem(409, `${invoice.number ?? ''} is void, so it cannot be credited.`, undefined, 'urn:invoicing:invalid-status'),
      ),
    );
    await user.clear(first);
    await user.type(first, '0.5');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(screen.getByText(`${invoice.number ?? ''} is void, so it cannot be credited.`)).toBeInTheDocument(), SLOW);
    expect(first).toHaveValue('0.5');
    expect(screen.getByLabelText('Reason')).toHaveValue('Returned');
  });
});

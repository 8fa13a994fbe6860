import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { db, type InvoiceRecord } from '../../../../mocks/runtime/db';
import { server } from '../../../../mocks/runtime/node';
import { problem } from '../../../../mocks/runtime/problem';

const SLOW = { timeout: 5000 };

function seeded(match: (invoice: InvoiceRecord) => boolean): InvoiceRecord {
  const found = db.invoices.all().find(match);
  if (!found) throw new Error('The seed has such an invoice.');
  return found;
}

const kiwi = (status: InvoiceRecord['status'], extra: (invoice: InvoiceRecord) => boolean = () => true) =>
  seeded((invoice) => invoice.businessId === 1 && invoice.status === status && extra(invoice));

async function open(invoice: InvoiceRecord) {
  await signInAs('user');
  const rendered = renderRoute(`/invoices/${invoice.id}`);
  await screen.findByRole('group', { name: 'Invoice actions' }, SLOW);
  return rendered;
}

const actionNames = () =>
  Array.from(screen.getByRole('group', { name: 'Invoice actions' }).querySelectorAll('button, a')).map((element) => element.textContent);

const status = () => document.querySelector('.ui-status');

describe('the invoice view', () => {
  it('shows a draft as its client will see it, with what a draft allows', async () => {
    const draft = kiwi('DRAFT');
    await open(draft);
    expect(screen.getByRole('heading', { level: 1, name: 'Draft tax invoice' })).toBeInTheDocument();
    expect(actionNames()).toEqual(['Edit draft', 'Issue invoice', 'Duplicate', 'Print', 'Download PDF', 'Delete draft']);
    const document_ = screen.getByRole('article');
    expect(within(document_).getByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    expect(document_).toHaveTextContent('Draft – not yet issued');
    expect(document_).toHaveTextContent('GST number: 49-091-850');
    expect(document_).toHaveTextContent('Assigned when issued');
    expect(screen.getByText('No payments recorded (issue the invoice first).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(document.title).toBe('Draft tax invoice – Invoicing');
  });

  it('issues a draft after asking: it gets the next number', async () => {
    const { user } = await open(kiwi('DRAFT'));
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Issue this invoice?' });
    expect(dialog).toHaveTextContent('It takes the next invoice number of Kiwi Home Renovations Ltd and can no longer be edited.');
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(status()).toHaveTextContent('Issued as RENO-0042.'), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Tax Invoice RENO-0042' })).toBeInTheDocument();
    expect(actionNames()).toEqual([
      'Record payment',
      'Mark paid',
      'Create credit note',
      'Void',
      'Duplicate',
      'Print',
      'Download PDF',
      'Email',
    ]);
    expect(screen.getByText('Issued as RENO-0042.', { selector: '.invoice-events span' })).toBeInTheDocument();
  });

  it('lists the reasons when the server refuses to issue', async () => {
    server.use(
      http.post(apiUrl('/api/invoices/:id/issue'), () =>
        problem(
          400,
          'Describe every line before issuing. An invoice must total more than $0.00 to be issued.',
          [
            { field: 'lines.0.description', message: 'Describe every line before issuing.' },
            { field: 'lines', message: 'An invoice must total more than $0.00 to be issued.' },
          ],
          'urn:invoicing:not-ready',
        ),
      ),
    );
    const { user } = await open(kiwi('DRAFT'));
    await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(status()).toHaveTextContent('The invoice could not be issued.'), SLOW);
    expect(screen.getByText('Describe every line before issuing.')).toBeInTheDocument();
    expect(screen.getByText('An invoice must total more than $0.00 to be issued.')).toBeInTheDocument();
  });

  it('records a part payment, never more than the balance', async () => {
    const issued = kiwi('ISSUED');
    const { user } = await open(issued);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    // The form opens once the server has said which day it is.
    const amount = await screen.findByLabelText('Amount', {}, SLOW);
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue((issued.total / 100).toFixed(2));
    const form = screen.getByRole('form', { name: 'Record a payment' });
    // The server's words for the same input (mocks/handlers/invoice-payments.test.ts sends amount 0).
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(screen.getByText('Enter the amount paid, e.g. 250.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, String(issued.total / 100 + 1));
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(screen.getByText(/^The payment cannot be more than the balance of \$/)).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.selectOptions(screen.getByLabelText('Method'), 'Cash');
    await user.type(screen.getByLabelText('Reference (optional)'), 'Till 4');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Payment of \$100\.00 recorded\. \$[\d,.]+ is left to pay\.$/), SLOW);
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(within(payments).getByRole('row', { name: /Cash Till 4 user \$100\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent('Partly paid');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record payment' })).toHaveFocus());
  });

  it('marks an invoice paid after asking', async () => {
    const { user } = await open(kiwi('ISSUED'));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    // Asked once the server has said which day it is.
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as paid?' }, SLOW);
    expect(dialog).toHaveTextContent(/This records a payment of \$[\d,.]+ today, \d{1,2} \w{3} \d{4}, by bank transfer\./);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(status()).toHaveTextContent('Marked as paid.'), SLOW);
    expect(actionNames()).toEqual(['Create credit note', 'Duplicate', 'Print', 'Download PDF', 'Email']);
    expect(screen.getByRole('article')).toHaveTextContent('Balance due$0.00');
  });

  it('voids an issued invoice with a reason, keeping its number', async () => {
    const issued = kiwi('ISSUED');
    const { user } = await open(issued);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const form = screen.getByRole('form', { name: `Void ${issued.number ?? ''}` });
    await user.click(within(form).getByRole('button', { name: 'Void invoice' }));
    expect(screen.getByText('Give the reason for voiding.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Wrong client');
    await user.click(within(form).getByRole('button', { name: 'Void invoice' }));
    await waitFor(() => expect(status()).toHaveTextContent(`${issued.number ?? ''} is void. Its number is kept.`), SLOW);
    expect(screen.getByRole('article')).toHaveTextContent('Void: Wrong client');
  });

  it('offers no void once a payment is recorded', async () => {
    await open(kiwi('PARTIALLY_PAID'));
    expect(actionNames()).toEqual(['Record payment', 'Mark paid', 'Create credit note', 'Duplicate', 'Print', 'Download PDF', 'Email']);
  });

  it('says when someone else changed the invoice first, and offers to reload it', async () => {
    const issued = kiwi('ISSUED');
    const { user } = await open(issued);
    await db.invoices.update((q) => q.where({ id: issued.id }), {
      data(record) {
        record.version += 1;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Mark paid' }));
    await waitFor(
      () =>
        expect(status()).toHaveTextContent(
          'Someone else changed this invoice since you opened it. It has been reloaded: check it and try again.',
        ),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Reload the invoice' })).toBeInTheDocument();
  });

  it('deletes a draft after asking, and goes to the history', async () => {
    const { user, router } = await open(kiwi('DRAFT'));
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoice-history'), SLOW);
  });

  it('duplicates into a new draft, opened for editing', async () => {
    const paid = kiwi('PAID');
    const { user, router } = await open(paid);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/invoices\/\d+\/edit$/), SLOW);
    // Found and checked in one step: the route shows the heading while the draft loads, then the
    // editor's own, so an element found first may be gone a moment later.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Edit draft invoice' })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Edit draft invoice' })).toBeInTheDocument();
    }, SLOW);
  });

  it('prints the page (the print stylesheet keeps only the document)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await open(kiwi('PAID'));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('article').closest('.invoice-print-area')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Invoice actions' })).toHaveClass('no-print');
  });

  it('downloads a real PDF made in the browser', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:invoice';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const paid = kiwi('PAID');
    const { user } = await open(paid);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(status()).toHaveTextContent('The PDF has been downloaded.'), { timeout: 10_000 });
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(click.mock.contexts[0]).toHaveProperty('download', `${paid.number ?? ''}.pdf`);
  });

  it('says when there is no such invoice', async () => {
    await signInAs('user');
    renderRoute('/invoices/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }, SLOW)).toBeInTheDocument();
  });

  it('says when the invoice could not be loaded, with a way to try again', async () => {
    server.use(http.get(apiUrl('/api/invoices/:id'), () => HttpResponse.error()));
    await signInAs('user');
    renderRoute(`/invoices/${kiwi('PAID').id}`);
    expect(await screen.findByText('The invoice could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The server could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

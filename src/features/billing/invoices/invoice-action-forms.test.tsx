// The payment and void forms' unsaved changes: kept per user and invoice in this browser; the
// invoice page opens the form again and offers them back; Cancel forgets them.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { db, type InvoiceRecord } from '../../../../mocks/runtime/db';

function issuedKiwiInvoice(): InvoiceRecord {
  const found = db.invoices.all().find((invoice) => invoice.businessId === 1 && invoice.status === 'ISSUED');
  if (!found) throw new Error('The seed has an issued Kiwi invoice.');
  return found;
}

async function open(invoice: InvoiceRecord, account: 'user' | 'admin' = 'user') {
  await signInAs(account);
  const rendered = renderRoute(`/invoices/${invoice.id}`);
  await screen.findByRole('group', { name: 'Invoice actions' });
  return rendered;
}

describe('Record payment: unsaved changes', () => {
  it('are kept, and the invoice page opens the form again with the offer', async () => {
    const invoice = issuedKiwiInvoice();
    const { user, unmount } = await open(invoice);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    // The form opens once the server has said which day it is.
    await user.clear(await screen.findByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '120.50');
    await user.type(screen.getByLabelText('Reference (optional)'), 'Till 4');
    expect(localStorage.getItem(`invoicing:unsaved-payment:v1:user:${invoice.id}`)).toContain('Till 4');
    unmount();

    const again = await open(invoice);
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    await again.user.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('120.50');
    expect(screen.getByLabelText('Reference (optional)')).toHaveValue('Till 4');
  });

  it('are not offered to another user', async () => {
    const invoice = issuedKiwiInvoice();
    const { user, unmount } = await open(invoice);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await user.type(await screen.findByLabelText('Reference (optional)'), 'Till 4');
    unmount();
    await open(invoice, 'admin');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });

  it('are forgotten on Cancel', async () => {
    const invoice = issuedKiwiInvoice();
    const { user } = await open(invoice);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await user.type(await screen.findByLabelText('Reference (optional)'), 'Till 4');
    await user.click(within(screen.getByRole('form', { name: 'Record a payment' })).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(`invoicing:unsaved-payment:v1:user:${invoice.id}`)).toBeNull();
  });
});

describe('Void: unsaved reason', () => {
  it('is kept, and the invoice page opens the form again with the offer', async () => {
    const invoice = issuedKiwiInvoice();
    const { user, unmount } = await open(invoice);
    await user.click(screen.getByRole('button', { name: 'Void' }));
    await user.type(screen.getByLabelText('Reason'), 'Billed to the wrong client');
    unmount();

    const again = await open(invoice);
    await again.user.click(await screen.findByRole('button', { name: 'Restore my changes' }));
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue('Billed to the wrong client'));
  });
});

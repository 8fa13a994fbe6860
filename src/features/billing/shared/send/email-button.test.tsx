// The send dialog on a document's page, through the mock backend (docs/sending.md): prefilled from
// the template, checked as the server checks, refused addresses named with the typed text kept,
// sent once, recorded on the document and in the outbox with its PDF.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { db, type InvoiceRecord } from '../../../../../mocks/runtime/db';

const SLOW = { timeout: 8000 };

function issuedKiwiInvoice(): InvoiceRecord {
  const found = db.invoices.all().find((invoice) => invoice.businessId === 1 && invoice.status === 'ISSUED');
  if (!found) throw new Error('The seed has an issued invoice of Kiwi Home Renovations.');
  return found;
}

async function openDialog(invoice: InvoiceRecord) {
  await signInAs('user');
  const { user } = renderRoute(`/invoices/${invoice.id}`);
  await user.click(await screen.findByRole('button', { name: 'Email' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: `Email invoice ${invoice.number ?? ''}` }, SLOW);
  await within(dialog).findByLabelText('Subject', {}, SLOW);
  return { user, dialog };
}

describe('emailing an invoice from its page', () => {
  it('fills To from the client and the subject and message from the template, then sends it with its PDF', async () => {
    const invoice = issuedKiwiInvoice();
    const { user, dialog } = await openDialog(invoice);
    const client = db.clients.findFirst((q) => q.where({ id: invoice.clientId }));
    expect(within(dialog).getByLabelText('To')).toHaveValue(client?.clientEmailAddress ?? '');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue(`Invoice ${invoice.number ?? ''} from Kiwi Home Renovations Ltd`);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Message').value).toMatch(
      new RegExp(
        `^Kia ora .+,\\n\\nPlease find attached invoice ${invoice.number ?? ''} for \\$[\\d,.]+\\. The balance of \\$[\\d,.]+ is due by \\d{1,2} \\w{3} \\d{4}\\.`,
      ),
    );
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, 'mere@example.com, accounts@example.com');

    const send = within(dialog).getByRole('button', { name: 'Send' });
    await user.dblClick(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(
      await screen.findByText(`${invoice.number ?? ''} was emailed to mere@example.com, accounts@example.com.`, {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Emailed to mere@example.com, accounts@example.com.', { selector: '.invoice-events span' }, SLOW),
    ).toBeInTheDocument();

    const emails = db.emails.all();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.attachment?.fileName).toBe(`${invoice.number ?? ''}.pdf`);
    expect(atob(emails[0]?.attachment?.content ?? '').startsWith('%PDF-')).toBe(true);
  });

  it('names a subject holding a control character under the field before sending, keeping what was typed', async () => {
    const { user, dialog } = await openDialog(issuedKiwiInvoice());
    const subject = within(dialog).getByLabelText('Subject');
    await user.clear(subject);
    subject.focus();
    await user.paste('Invoice\tBcc: victim@example.nz');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('The subject must be one line: remove line breaks, tabs and other control characters.'),
    ).toBeInTheDocument();
    expect(subject).toHaveValue('Invoice\tBcc: victim@example.nz');
    expect(db.emails.count()).toBe(0);
  });

  it('names an invalid address before sending and a bounced one after, keeping what was typed', async () => {
    const { user, dialog } = await openDialog(issuedKiwiInvoice());
    const to = within(dialog).getByLabelText('To');
    const message = within(dialog).getByLabelText('Message');
    await user.clear(to);
    await user.type(to, 'mere@example.com, mere-at-example');
    await user.clear(message);
    await user.type(message, 'A message typed with care.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('mere-at-example: Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(to).toHaveFocus();

    await user.clear(to);
    await user.type(to, 'nobody@bounce.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findAllByText('The mail server for nobody@bounce.test refused it: the address does not exist.', {}, SLOW),
    ).not.toHaveLength(0);
    expect(message).toHaveValue('A message typed with care.');
    expect(to).toHaveValue('nobody@bounce.test');
    expect(db.emails.count()).toBe(0);
  });

  it('emails a client’s statement with its PDF', async () => {
    await signInAs('user');
    const { user } = renderRoute('/clients/1/statement?view=outstanding');
    await user.click(await screen.findByRole('button', { name: 'Email' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: /^Email the statement for / }, SLOW);
    const subject = await within(dialog).findByLabelText('Subject', {}, SLOW);
    expect(subject).toHaveValue('Your statement from Kiwi Home Renovations Ltd');
    await user.clear(within(dialog).getByLabelText('To'));
    await user.type(within(dialog).getByLabelText('To'), 'mere@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Statement for .+ was emailed to mere@example\.com\.$/, {}, SLOW)).toBeInTheDocument();
    const [email] = db.emails.all();
    expect(email?.documentType).toBe('STATEMENT');
    expect(atob(email?.attachment?.content ?? '').startsWith('%PDF-')).toBe(true);
  });

  it('is not offered on a draft', async () => {
    const draft = db.invoices.all().find((invoice) => invoice.businessId === 1 && invoice.status === 'DRAFT');
    await signInAs('user');
    renderRoute(`/invoices/${draft?.id ?? 0}`);
    await screen.findByRole('group', { name: 'Invoice actions' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
  });
});

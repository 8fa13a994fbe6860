// "Today" is the company's, as the server says it (the summary's asOf), never the device's: with the
// mock's clock months ahead of the device, every proposed date and every "not in the future" rule
// follows the server.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIn } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { watchRequests } from '@/testing/watch-requests';
import { setMockDate } from '../../../../mocks/runtime/clock';
import { db, type InvoiceRecord } from '../../../../mocks/runtime/db';

const SLOW = { timeout: 5000 };
const COMPANY_TODAY = addDays(todayIn(), 145);

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = () => {};
});

beforeEach(() => setMockDate(COMPANY_TODAY));

function issuedKiwiInvoice(): InvoiceRecord {
  const found = db.invoices.all().find((invoice) => invoice.businessId === 1 && invoice.status === 'ISSUED');
  if (!found) throw new Error('The seed has an issued invoice.');
  return found;
}

const paymentsOf = (id: number) => db.invoices.all().find((invoice) => invoice.id === id)?.payments ?? [];

async function openInvoice(invoice: InvoiceRecord) {
  await signInAs('user');
  const rendered = renderRoute(`/invoices/${invoice.id}`);
  await screen.findByRole('group', { name: 'Invoice actions' }, SLOW);
  return rendered;
}

describe('the company’s today in forms', () => {
  it('Record payment proposes the company’s today and records a payment on it', async () => {
    const invoice = issuedKiwiInvoice();
    const { user } = await openInvoice(invoice);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const date = await screen.findByLabelText('Date paid', {}, SLOW);
    expect(date).toHaveValue(COMPANY_TODAY);
    expect(date).toHaveAttribute('max', COMPANY_TODAY);
    const form = screen.getByRole('form', { name: 'Record a payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(paymentsOf(invoice.id).map((payment) => payment.paidOn)).toEqual([COMPANY_TODAY]), SLOW);
  });

  it('Record payment refuses a date after the company’s today and one before the issue date', async () => {
    const invoice = issuedKiwiInvoice();
    const { user } = await openInvoice(invoice);
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const date = await screen.findByLabelText('Date paid', {}, SLOW);
    const form = screen.getByRole('form', { name: 'Record a payment' });
    await user.clear(date);
    await user.type(date, addDays(COMPANY_TODAY, 1));
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(screen.getByText('The payment date cannot be in the future.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, addDays(invoice.issueDate, -1));
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      screen.getByText(`The payment date cannot be before the invoice's issue date, ${formatDate(invoice.issueDate)}.`),
    ).toBeInTheDocument();
    expect(paymentsOf(invoice.id)).toEqual([]);
  });

  it('Mark paid dates the payment on the company’s today and says which day that is', async () => {
    const invoice = issuedKiwiInvoice();
    const { user } = await openInvoice(invoice);
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as paid?' }, SLOW);
    expect(dialog).toHaveTextContent(`today, ${formatDate(COMPANY_TODAY)}, by bank transfer`);
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(paymentsOf(invoice.id).map((payment) => payment.paidOn)).toEqual([COMPANY_TODAY]), SLOW);
  });

  it('Mark paid never dates a payment before the invoice’s issue date', async () => {
    const invoice = issuedKiwiInvoice();
    const issueDate = addDays(COMPANY_TODAY, 3);
    await db.invoices.update((q) => q.where({ id: invoice.id }), {
      data(record) {
        record.issueDate = issueDate;
        record.dueDate = addDays(issueDate, 20);
      },
    });
    const { user } = await openInvoice(invoice);
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(
      await screen.findByText(
        new RegExp(`^This invoice is dated ${formatDate(issueDate)}, after today \\(${formatDate(COMPANY_TODAY)}\\)`),
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(paymentsOf(invoice.id)).toEqual([]);
  });

  it('a new invoice and a new quote are dated on the company’s today', async () => {
    await signInAs('user');
    const invoiceEditor = renderRoute('/create-invoice');
    expect(await screen.findByLabelText('Issue date', {}, SLOW)).toHaveValue(COMPANY_TODAY);
    invoiceEditor.unmount();
    renderRoute('/create-quote');
    expect(await screen.findByLabelText('Quote date', {}, SLOW)).toHaveValue(COMPANY_TODAY);
  });

  it('a new schedule starts on the company’s today, and its preview’s first invoice is dated then', async () => {
    await signInAs('user');
    renderRoute('/schedules/new');
    expect(await screen.findByLabelText('Start date', {}, SLOW)).toHaveValue(COMPANY_TODAY);
    const preview = screen.getByRole('article');
    expect(preview).toHaveTextContent(formatDate(COMPANY_TODAY));
    expect(preview).not.toHaveTextContent(formatDate(todayIn()));
  });

  it('a statement as at today asks for the company’s today, never the device’s', async () => {
    const asked: Array<string | null> = [];
    watchRequests((request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/statements/outstanding')) asked.push(url.searchParams.get('asAt'));
    });
    await signInAs('admin');
    renderRoute('/clients/1/statement?view=outstanding');
    expect(await screen.findByLabelText('As at', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0), SLOW);
    await screen.findByRole('article', {}, SLOW);
    expect(screen.getByLabelText('As at')).toHaveValue(COMPANY_TODAY);
    expect(new Set(asked)).toEqual(new Set([COMPANY_TODAY]));
  });
});

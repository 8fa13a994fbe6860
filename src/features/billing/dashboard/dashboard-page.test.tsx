import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { holdAnswers, watchRequests } from '@/testing/watch-requests';
import { renderRoute, signInAs } from '@/testing/render';
import { addDays } from '@/lib/calendar-date';
import { setMockDate, today } from '../../../../mocks/runtime/clock';
import { server } from '../../../../mocks/runtime/node';

const SLOW = { timeout: 5000 };

function recordSummaryQueries() {
  const queries: string[] = [];
  watchRequests((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/invoices/summary') queries.push(url.search);
  });
  return queries;
}

async function openDashboard(account: 'user' | 'admin' | 'mere' = 'user') {
  await signInAs(account);
  const rendered = renderRoute('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
}

const EMPTY_SUMMARY: InvoiceSummary = {
  asOf: '2026-11-22',
  currency: 'NZD',
  outstanding: { count: 0, total: 0 },
  overdue: { count: 0, total: 0 },
  paidThisMonth: { count: 0, total: 0 },
  drafts: { count: 0, total: 0 },
  monthly: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, invoiced: 0, paid: 0 })),
  overdueInvoices: [],
  recentInvoices: [],
};

/** Paths of the API requests sent so far, in order. */
function recordRequestPaths() {
  const paths: string[] = [];
  watchRequests((request) => paths.push(new URL(request.url).pathname));
  return paths;
}

describe('Dashboard', () => {
  it('asks for the quotes line, the coming recurring invoices, the bank lines to match and the reminders at once, not after the businesses have answered', async () => {
    const release = holdAnswers('/api/invoicing/businesses');
    const requested = recordRequestPaths();
    await openDashboard();
    await waitFor(
      () =>
        expect(requested).toEqual(
          expect.arrayContaining(['/api/quotes/summary', '/api/schedules/upcoming', '/api/bank-accounts', '/api/reminders/overview']),
        ),
      SLOW,
    );
    release();
    expect(await screen.findByText(/awaiting an answer/, {}, SLOW)).toBeInTheDocument();
  });

  it('shows its first figures in one go: nothing on screen is pushed down by an answer that came later', async () => {
    const release = holdAnswers('/api/quotes/summary');
    // Every moment the figures were on screen without the quotes line above them, or the header's line was missing.
    const shifts: string[] = [];
    const observer = new MutationObserver(() => {
      const headerLine = document.body.textContent.includes('Invoicing for');
      if (document.querySelector('.invoice-dashboard') !== null && !headerLine) shifts.push('the dashboard under a header still to grow');
      const figures = document.querySelector('dl.invoice-figures');
      if (figures === null) return;
      if (!document.body.textContent.includes('awaiting an answer')) shifts.push('figures before the quotes line');
      if (!document.body.textContent.includes('Invoicing for')) shifts.push('figures before the header line');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const answered = recordRequestPaths();
    const { queryClient } = await openDashboard();
    // The figures and the coming invoices have answered, and the figures are in the cache.
    await waitFor(() => {
      expect(answered).toContain('/api/schedules/upcoming');
      const summaries = queryClient.getQueryCache().findAll({ queryKey: ['invoices'] });
      expect(summaries.some((query) => JSON.stringify(query.queryKey).includes('summary') && query.state.status === 'success')).toBe(true);
    }, SLOW);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    release();
    const line = await screen.findByText(/awaiting an answer/, {}, SLOW);
    const figures = await screen.findByText('Outstanding', {}, SLOW);
    observer.disconnect();
    expect(shifts).toEqual([]);
    expect(line.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws the recurring, reminder and bank panels below the figures and their lists, in that order', async () => {
    await openDashboard();
    await screen.findByRole('heading', { name: 'Bank lines to match' }, SLOW);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.join(' | ')).toMatch(
      /Overdue invoices \| Recent invoices \| Recurring invoices in the next \d+ days \| Payment reminders \| Bank lines to match$/,
    );
  });

  it('shows what is owed, overdue, paid and drafted, with a prominent New invoice', async () => {
    await openDashboard();
    const figures = await screen.findByText('Outstanding', {}, SLOW);
    const list = figures.closest('dl');
    if (!list) throw new Error('The figures are a description list.');
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Outstanding', 'Overdue', 'Paid this month', 'Drafts']);
    expect(list).toHaveTextContent(/Outstanding\$[\d,.]+\d+ invoices to be paid/);
    expect(list).toHaveTextContent(/Overdue\$[\d,.]+\d+ invoices past their due date/);
    expect(screen.getByText('Invoicing for Kiwi Home Renovations Ltd, Southern Lakes Rentals.')).toBeInTheDocument();
    const newInvoice = within(screen.getByRole('main')).getAllByRole('link', { name: 'New invoice' })[0];
    expect(newInvoice).toHaveAttribute('href', '/create-invoice');
    expect(document.title).toBe('Dashboard – Invoicing');
  });

  it('lists overdue and recent invoices, each opening the invoice', async () => {
    await openDashboard();
    const overdue = await screen.findByRole('table', { name: 'Overdue invoices' }, SLOW);
    const rows = within(overdue).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.textContent.includes('Overdue'))).toBe(true);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/invoices\/\d+$/));
    const recent = screen.getByRole('table', { name: 'Recent invoices' });
    expect(within(recent).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('draws invoiced versus paid for 12 months, with the figures as a table on request', async () => {
    const { user } = await openDashboard();
    const chart = await screen.findByRole('img', { name: 'Invoiced and paid, last 12 months' }, SLOW);
    expect(chart.querySelectorAll('rect')).toHaveLength(24);
    expect(chart).toHaveAccessibleDescription(
      /^Invoiced and paid per month from \w+ \d{4} to \w+ \d{4}: \$[\d,.]+ invoiced and \$[\d,.]+ paid in total\.$/,
    );
    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Invoiced and paid per month' })).not.toBeInTheDocument();
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Invoiced and paid per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Hide the figures' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters by business, asking only about businesses the user may invoice for', async () => {
    const queries = recordSummaryQueries();
    const { user, router } = await openDashboard();
    await screen.findByText('Outstanding', {}, SLOW);
    await user.selectOptions(screen.getByLabelText('Business'), 'Southern Lakes Rentals');
    expect(router.state.location.search).toBe('?businessId=3');
    await waitFor(() => expect(queries).toContain('?businessId=3'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Recent invoices' }))
          .getAllByRole('link')
          .every((link) => /SLR-|Draft/.test(link.textContent)),
      ).toBe(true),
    );
  });

  it('shows the sent quotes awaiting an answer and their total, leaving out expired and replaced ones', async () => {
    // Seed (mocks/seed/seed-quotes.ts): RENO-Q-0009, kitchen $4,512 + 15 % = $5,188.80, valid 25 more days;
    // RENO-Q-0011 rev 2, 28 m² decking at $145 + 15 % = $4,669.00, valid 27 more days. RENO-Q-0008 has
    // expired, RENO-Q-0011 (rev 1) was replaced, and business 2's quote is not this user's.
    const { user } = await openDashboard();
    const line = await screen.findByText(/awaiting an answer/, {}, SLOW);
    expect(line).toHaveTextContent('2 quotes awaiting an answer, $9,857.80 in all. See the quotes');
    expect(within(line).getByRole('link', { name: 'See the quotes' })).toHaveAttribute('href', '/quotes?status=SENT');
    await user.selectOptions(screen.getByLabelText('Business'), 'Southern Lakes Rentals');
    expect(await screen.findByText('No quotes await an answer.', {}, SLOW)).toBeInTheDocument();
  });

  it('stops counting a quote once its valid-until date has passed', async () => {
    setMockDate(addDays(today(), 26));
    await openDashboard();
    expect(await screen.findByText(/awaiting an answer/, {}, SLOW)).toHaveTextContent('1 quote awaiting an answer, $4,669.00 in all.');
  });

  it('ignores a business in the address that the user may not invoice for', async () => {
    const queries = recordSummaryQueries();
    await signInAs('user');
    renderRoute('/dashboard?businessId=2');
    await screen.findByText('Outstanding', {}, SLOW);
    expect(queries).toEqual(['']);
    expect(screen.getByLabelText('Business')).toHaveValue('');
  });

  it('points to invoices with unsaved changes kept in this browser', async () => {
    const work = (draft: string) =>
      JSON.stringify({
        savedAt: draft === 'new' ? '2026-11-21T01:00:00.000Z' : '2026-11-20T01:00:00.000Z',
        baseVersion: draft === 'new' ? null : 0,
        form: {
          businessId: 1,
          clientId: null,
          issueDate: '2026-11-20',
          dueDate: '2026-12-04',
          reference: '',
          currency: 'NZD',
          pricesIncludeGst: false,
          discountKind: 'NONE',
          discountValue: '',
          notes: '',
          paymentInstructions: '',
          lines: [],
        },
      });
    localStorage.setItem('invoicing:unsaved-invoice:v1:user:new', work('new'));
    localStorage.setItem('invoicing:unsaved-invoice:v1:user:20', work('20'));
    localStorage.setItem('invoicing:unsaved-invoice:v1:user:21', 'corrupt');
    localStorage.setItem('invoicing:unsaved-invoice:v1:admin:22', work('22'));
    await openDashboard();
    const notice = await screen.findByRole('region', { name: 'Unsaved work' }, SLOW);
    expect(notice).toHaveTextContent('2 invoices you were working on have unsaved changes kept in this browser.');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Continue the new invoice', '/create-invoice'],
      ['Continue draft 20', '/invoices/20/edit'],
    ]);
  });

  it('points to the other forms whose changes are kept in this browser, by what they change', async () => {
    const kept = (label: string, values: object) => JSON.stringify({ savedAt: '2026-11-20T01:00:00.000Z', label, ...values });
    localStorage.setItem('invoicing:unsaved-profile:v1:user:2', kept('your profile', { email: 'new@example.nz' }));
    localStorage.setItem('invoicing:unsaved-payment:v1:user:11', kept('the payment on RENO-0033', { amount: '10.00' }));
    localStorage.setItem('invoicing:unsaved-unknown:v1:user:5', kept('something else', {}));
    localStorage.setItem('invoicing:unsaved-profile:v1:admin:1', kept('your profile', { email: 'admin@example.nz' }));
    await openDashboard();
    const notice = await screen.findByRole('region', { name: 'Unsaved work' }, SLOW);
    expect(notice).toHaveTextContent('Your unsaved changes to your profile and the payment on RENO-0033 are kept in this browser.');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your profile', '/profile'],
      ['The payment on RENO-0033', '/invoices/11'],
    ]);
  });

  it('points to the supplier and bill-payment forms whose changes are kept', async () => {
    const kept = (label: string, values: object) => JSON.stringify({ savedAt: '2026-11-20T01:00:00.000Z', label, ...values });
    localStorage.setItem(
      'invoicing:unsaved-supplier:v1:user:new',
      kept('a new supplier of Kiwi Home Renovations Ltd', { name: 'Bunnings' }),
    );
    localStorage.setItem(
      'invoicing:unsaved-bill-payment:v1:user:2',
      kept('the payment of the bill from Sparks Electrical Ltd', { amount: '5.00' }),
    );
    await openDashboard();
    const notice = await screen.findByRole('region', { name: 'Unsaved work' }, SLOW);
    const links = within(notice).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(['/bills/2', '/suppliers']);
  });

  it('tells a user who may invoice for no business what to do first', async () => {
    await openDashboard('mere');
    expect(await screen.findByRole('heading', { name: 'You cannot invoice for any business yet' }, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ask an administrator to add your username to the permitted logins of the business you invoice for. Its invoices and clients then appear here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument();
  });

  it('guides the first invoice when there are none yet', async () => {
    server.use(http.get(apiUrl('/api/invoices/summary'), () => HttpResponse.json(EMPTY_SUMMARY)));
    await openDashboard();
    expect(await screen.findByRole('heading', { name: 'No invoices yet' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'New invoice' })).toHaveLength(2);
  });

  it('says when the figures cannot be loaded, with a way to try again', async () => {
    server.use(http.get(apiUrl('/api/invoices/summary'), () => HttpResponse.error()));
    await openDashboard();
    expect(await screen.findByText('The figures could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

// The reports screen on the mock backend: profit and loss for a typed range with an account's
// documents and its CSV, refusals of a bad range in the page, job costing and aged payables.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@/lib/calendar-date';
import * as download from '@/lib/download';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../../mocks/runtime/clock';
import { call } from '../../../../../mocks/testing/call';

const SLOW = { timeout: 5000 };

async function billToday(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await call('POST', '/api/bills', {
    token,
    body: {
      businessId: 1,
      kind: 'BILL',
      supplierId: 1,
      date: today(),
      dueDate: addDays(today(), 20),
      supplierReference: 'REPORT-1',
      pricesIncludeGst: false,
      approve: true,
      lines: [{ description: 'Timber', quantity: '1', unitPrice: 12345, taxCode: 'STANDARD', accountId: 1 }],
      ...overrides,
    },
  });
  expect(answer.status).toBe(201);
  return answer.json as unknown as { id: number; total: number };
}

describe('the reports page', () => {
  it('shows profit and loss for the range in the address; an account opens its documents and the report exports as CSV', async () => {
    const token = await signInAs('user');
    await billToday(token);
    const saved = vi.spyOn(download, 'downloadText').mockImplementation(() => {});
    const { user } = renderRoute(`/reports?business=1&from=${today()}&to=${today()}`);
    const materials = await screen.findByRole('button', { name: /^Materials: \$123\.45\./ }, SLOW);
    await user.click(materials);
    const documents = screen.getByRole('region', { name: 'Materials: the documents behind it' });
    expect(within(documents).getByRole('link', { name: 'Bill REPORT-1' })).toBeInTheDocument();
    expect(within(documents).getByText(/^These add up to/)).toHaveTextContent('These add up to $123.45.');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saved).toHaveBeenCalledTimes(1);
    const [name, csv] = saved.mock.calls[0]!;
    expect(name).toBe(`profit-and-loss-Kiwi Home Renovations Ltd-${today()}-${today()}.csv`);
    expect(csv).toContain('Expenses,Materials,Bill,REPORT-1,');
    saved.mockRestore();
  });

  it('refuses a range ending before it starts, or longer than a year, in the page, keeping the typed dates', async () => {
    await signInAs('user');
    renderRoute('/reports?business=1&from=2026-06-01&to=2026-05-01');
    expect(await screen.findByText('The start date must be on or before the end date.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-01');
  });

  it('starts at the financial year (1 April) to the server’s today', async () => {
    await signInAs('user');
    renderRoute('/reports');
    await screen.findByRole('heading', { name: /^Profit and loss:/ }, SLOW);
    const year = Number(today().slice(0, 4)) - (today().slice(5) < '04-01' ? 1 : 0);
    expect(screen.getByLabelText('From')).toHaveValue(`${year}-04-01`);
    expect(screen.getByLabelText('To')).toHaveValue(today());
  });

  it('says a range over a year is too long', async () => {
    await signInAs('user');
    renderRoute('/reports?business=1&from=2024-01-01&to=2025-06-30');
    expect(await screen.findByText(/A report covers at most 366 days/, {}, SLOW)).toBeInTheDocument();
  });

  it('shows a tagged bill in its quote’s costs, and the aged payables as at the server’s today', async () => {
    const token = await signInAs('user');
    const quote = await call('POST', '/api/quotes', {
      token,
      body: {
        businessId: 1,
        clientId: 1,
        issueDate: today(),
        validUntil: addDays(today(), 30),
        lines: [{ description: 'Bathroom', quantity: '1', unitPrice: 500000, taxCode: 'STANDARD' }],
      },
    });
    expect(quote.status).toBe(201);
    const id = quote.json.id as number;
    const bill = await billToday(token, {
      quoteId: id,
      supplierReference: 'JOB-1',
      date: addDays(today(), -60),
      dueDate: addDays(today(), -40),
    });
    const { user } = renderRoute('/reports?business=1&report=job-costing');
    const costs = await screen.findByRole('button', { name: /^Costs of Draft quote: \$123\.45\./ }, SLOW);
    await user.click(costs);
    expect(screen.getByRole('link', { name: 'Bill JOB-1' })).toHaveAttribute('href', `/bills/${bill.id}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'Aged payables');
    const supplier = await screen.findByRole('button', { name: /^Placemakers Newmarket: .* owed\. Show the bills$/ }, SLOW);
    await user.click(supplier);
    const row = within(screen.getByRole('table', { name: 'Bills from Placemakers Newmarket' }))
      .getByRole('rowheader', { name: 'JOB-1' })
      .closest('tr')!;
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('40');
  });
});

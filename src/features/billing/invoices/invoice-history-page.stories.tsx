import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { viewportGlobals } from '@/testing/story-viewports';
import { InvoiceHistoryPage } from './invoice-history-page';

const meta = {
  title: 'Screens/Invoice History',
  component: InvoiceHistoryPage,
  parameters: { session: 'user', route: '/invoice-history', routePattern: '/invoice-history' },
} satisfies Meta<typeof InvoiceHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoices'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'RENO-0041' })).toBeInTheDocument();
  },
};

/** A bookmarked view: overdue invoices of one business, by balance. */
export const Filtered: Story = {
  parameters: { route: '/invoice-history?status=OVERDUE&businessId=1&sort=balance,desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'RENO-0039' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Overdue' })).toBeChecked();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/api/invoices'), () =>
          HttpResponse.json({ content: [], page: { size: 20, number: 0, totalElements: 0, totalPages: 0 } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices yet. Create one with Create Invoice.')).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  parameters: { route: '/invoice-history?q=nothing-like-this' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices match these filters.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoices'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The invoices could not be loaded.')).toBeInTheDocument();
  },
};

/** On a phone: a card per invoice (number, client, status, balance, due date) and a sort select. */
export const OnAPhone: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('link', { name: 'RENO-0041' })).closest('li')!;
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Client', 'Status', 'Balance', 'Due']);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Issued (descending)');
  },
};

/** The document-type filter on credit notes: each names the invoice it corrects, its total negative. */
export const CreditNotes: Story = {
  parameters: { route: '/invoice-history?documents=credit-notes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'RENO-CN-0001' });
    const row = link.closest('tr')!;
    await expect(within(row).getByRole('link', { name: 'RENO-0038' })).toBeInTheDocument();
    await expect(row).toHaveTextContent('-$276.00');
    await expect(canvas.getByLabelText('Document type')).toHaveDisplayValue('Credit notes');
  },
};

/** Invoices and credit notes together, as cards on a phone. */
export const AllOnAPhone: Story = {
  parameters: { route: '/invoice-history?documents=all&q=RENO-0038' },
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('link', { name: 'RENO-CN-0001' })).closest('li')!;
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Client', 'Status', 'Total']);
    await expect(card).toHaveTextContent('-$276.00');
    await expect(canvas.getAllByRole('link', { name: 'RENO-0038' })).toHaveLength(2);
  },
};

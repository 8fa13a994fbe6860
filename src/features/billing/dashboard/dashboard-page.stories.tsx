import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { viewportGlobals } from '@/testing/story-viewports';
import { DashboardPage } from './dashboard-page';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardPage,
  parameters: { session: 'user', route: '/dashboard', routePattern: '/dashboard' },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoices/summary'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
  },
};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Paid this month')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Invoiced and paid, last 12 months' })).toBeInTheDocument();
  },
};

export const OneBusiness: Story = {
  parameters: { route: '/dashboard?businessId=3' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Southern Lakes Rentals')).toBeInTheDocument();
  },
};

/** First use: businesses to invoice for, but no invoices yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/api/invoices/summary'), () =>
          HttpResponse.json({
            asOf: '2026-11-22',
            currency: 'NZD',
            outstanding: { count: 0, total: 0 },
            overdue: { count: 0, total: 0 },
            paidThisMonth: { count: 0, total: 0 },
            drafts: { count: 0, total: 0 },
            monthly: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, invoiced: 0, paid: 0 })),
            overdueInvoices: [],
            recentInvoices: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices yet')).toBeInTheDocument();
  },
};

/** A user no business has linked yet (like the seeded `mere`). */
export const NoBusiness: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoicing/businesses'), () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You cannot invoice for any business yet')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoices/summary'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The figures could not be loaded.')).toBeInTheDocument();
  },
};

/** On a phone the overdue and recent invoices are cards. */
export const OnAPhone: Story = {
  globals: viewportGlobals('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = await canvas.findByRole('list', { name: 'Overdue invoices' });
    const first = within(overdue).getAllByRole('listitem')[0]!;
    await expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Client', 'Due', 'Status', 'Balance']);
    await expect(canvas.getByRole('list', { name: 'Recent invoices' })).toBeInTheDocument();
  },
};

/** The specification's service: what this server offers now, and what arrives as it grows. */
export const SpecificationService: Story = {
  parameters: { capabilities: 'spec' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What this server offers' })).toBeInTheDocument();
    await expect(canvas.getByText('The free invoice generator: its invoices are kept in this browser')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Arriving as the service grows' })).toBeInTheDocument();
    await expect(canvas.getByText('Quotes')).toBeInTheDocument();
  },
};

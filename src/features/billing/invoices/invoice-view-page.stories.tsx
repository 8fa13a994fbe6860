import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { InvoiceViewPage } from './invoice-view-page';

// Seeded invoices (mocks/seed/seed-invoices.ts): 20 a Kiwi draft, 11 RENO-0033 partly paid,
// 14 RENO-0036 void, 36 SLR-0004 from a business without a GST number.
const meta = {
  title: 'Screens/Invoice',
  component: InvoiceViewPage,
  parameters: { session: 'user', route: '/invoices/11', routePattern: '/invoices/:id' },
} satisfies Meta<typeof InvoiceViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoices/:id'), () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
  },
};

export const PartlyPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tax Invoice RENO-0033' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  },
};

export const Draft: Story = {
  parameters: { route: '/invoices/20' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Edit draft' })).toBeInTheDocument();
  },
};

export const Void: Story = {
  parameters: { route: '/invoices/14' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Tax Invoice RENO-0036' })).toBeInTheDocument();
  },
};

/** Southern Lakes Rentals has no GST number: an "Invoice", with no GST. */
export const NotGstRegistered: Story = {
  parameters: { route: '/invoices/36' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Invoice SLR-0004' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/invoices/9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoices/:id'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The invoice could not be loaded.')).toBeInTheDocument();
  },
};

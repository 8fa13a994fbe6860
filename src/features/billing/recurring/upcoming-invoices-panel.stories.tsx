import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { UpcomingInvoices } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { UpcomingInvoicesPanel } from './upcoming-invoices-panel';

const meta = {
  title: 'Dashboard/Recurring invoices in the next 30 days',
  component: UpcomingInvoicesPanel,
  parameters: { session: 'user', layout: 'padded' },
} satisfies Meta<typeof UpcomingInvoicesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const RENT: UpcomingInvoices = {
  asOf: '2027-03-10',
  days: 30,
  items: [
    { scheduleId: 2, date: '2027-03-13', businessName: 'Southern Lakes Rentals', clientName: 'Hannah Kim', total: 45000, currency: 'NZD' },
    {
      scheduleId: 1,
      date: '2027-04-01',
      businessName: 'Harbourview Property Management Ltd',
      clientName: "Liam O'Connor",
      total: 283920,
      currency: 'NZD',
    },
  ],
  total: 328920,
};

export const Upcoming: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/schedules/upcoming'), () => HttpResponse.json(RENT))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$3,289.20')).toBeInTheDocument();
    await expect(canvas.getByText('13 Mar 2027')).toBeInTheDocument();
  },
};

export const Nothing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/api/schedules/upcoming'), () => HttpResponse.json({ asOf: '2027-03-10', days: 30, items: [], total: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No recurring invoices are due/)).toBeInTheDocument();
  },
};

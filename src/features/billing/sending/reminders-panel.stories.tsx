import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ReminderOverview } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { RemindersPanel } from './reminders-panel';

const OVERVIEW: ReminderOverview = {
  today: '2026-12-11',
  sentToday: [
    {
      invoiceId: 38,
      invoiceNumber: 'RENO-0038',
      businessId: 1,
      clientName: 'Sophie Turner',
      relation: 'AFTER_DUE',
      days: 7,
      sentAt: '2026-12-10T19:00:00Z',
      to: ['sophie.turner@example.co.nz'],
      balance: 65_000,
      currency: 'NZD',
    },
    {
      invoiceId: 39,
      invoiceNumber: 'RENO-0039',
      businessId: 1,
      clientName: 'Aroha Ngata',
      relation: 'AFTER_DUE',
      days: 14,
      sentAt: '2026-12-10T19:00:00Z',
      to: ['aroha@bounce.test'],
      balance: 30_000,
      currency: 'NZD',
      bounced: 'The mail server for aroha@bounce.test refused it: the address does not exist.',
    },
  ],
  dueTomorrow: [
    {
      invoiceId: 40,
      invoiceNumber: 'RENO-0040',
      businessId: 1,
      clientName: 'Walker Family Trust',
      relation: 'BEFORE_DUE',
      days: 3,
      date: '2026-12-12',
      balance: 120_000,
      currency: 'NZD',
    },
  ],
};

const meta = {
  title: 'Dashboard/Payment reminders',
  component: RemindersPanel,
  parameters: { session: 'user', layout: 'padded' },
  args: { businessId: undefined },
} satisfies Meta<typeof RemindersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent today (one refused by the mail server) and due tomorrow, each linking to its invoice. */
export const SentAndDue: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/reminders/overview'), () => HttpResponse.json(OVERVIEW))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sent = await canvas.findByRole('list', { name: 'Reminders sent today' });
    await expect(within(sent).getByRole('link', { name: 'RENO-0038' })).toHaveAttribute('href', '/invoices/38');
    const [delivered, refused] = within(sent).getAllByRole('listitem');
    await expect(delivered).toHaveTextContent(/^RENO-0038 Sophie Turner, \$650\.00 · 7 days after the due date$/);
    await expect(refused).toHaveTextContent('Aroha Ngata, $300.00 · 14 days after the due date · not delivered: the address was refused');
    const due = canvas.getByRole('list', { name: 'Reminders to send tomorrow' });
    await expect(due).toHaveTextContent('Walker Family Trust, $1,200.00 · 3 days before the due date');
    await expect(canvas.getByRole('heading', { name: 'Sent today, 11 Dec 2026' })).toBeInTheDocument();
  },
};

/** The seed on its first day: nothing sent, nothing due. */
export const Quiet: Story = {
  parameters: {
    msw: {
      handlers: [http.get(apiUrl('/api/reminders/overview'), () => HttpResponse.json({ ...OVERVIEW, sentToday: [], dueTomorrow: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('None sent today.')).toBeInTheDocument();
    await expect(canvas.getByText('None due tomorrow.')).toBeInTheDocument();
  },
};

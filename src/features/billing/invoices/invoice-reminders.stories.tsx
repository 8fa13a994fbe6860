import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { InvoiceReminders as Reminders } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { InvoiceReminders } from './invoice-reminders';

const FIRST_SENT: Reminders['sent'][number] = {
  invoiceId: 1,
  invoiceNumber: 'RENO-0038',
  businessId: 1,
  clientName: 'Sophie Turner',
  relation: 'BEFORE_DUE',
  days: 3,
  sentAt: '2026-12-01T19:00:00Z',
  to: ['sophie.turner@example.co.nz'],
  balance: 65_000,
  currency: 'NZD',
};

const SENT: Reminders = {
  state: 'ON',
  invoiceEnabled: true,
  clientEnabled: true,
  sent: [FIRST_SENT],
  next: {
    invoiceId: 1,
    invoiceNumber: 'RENO-0038',
    businessId: 1,
    clientName: 'Sophie Turner',
    relation: 'AFTER_DUE',
    days: 7,
    date: '2026-12-11',
    balance: 65_000,
    currency: 'NZD',
  },
};

const answering = (reminders: Reminders) => [
  http.get(apiUrl('/api/invoices/1/reminders'), () => HttpResponse.json(reminders)),
  http.put(apiUrl('/api/invoices/1/reminders'), async ({ request }) => {
    const { enabled } = (await request.json()) as { enabled: boolean };
    return HttpResponse.json({ ...reminders, state: enabled ? 'ON' : 'INVOICE_OFF', invoiceEnabled: enabled });
  }),
];

const meta = {
  title: 'Invoices/Payment reminders',
  component: InvoiceReminders,
  parameters: { session: 'user', layout: 'padded', msw: { handlers: answering(SENT) } },
  args: { invoice: { id: 1, status: 'PARTIALLY_PAID' } },
} satisfies Meta<typeof InvoiceReminders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One reminder sent, the next one named with its date; switched off for this invoice. */
export const SentAndNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sent = await canvas.findByRole('list', { name: 'Reminders sent' });
    await expect(sent).toHaveTextContent('3 days before the due date: sent');
    await expect(sent).toHaveTextContent('asking for $650.00.');
    await expect(canvas.getByText(/Next: 7 days after the due date, on/)).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Send payment reminders for this invoice'));
    await expect(await canvas.findByText('Reminders are off for this invoice.')).toBeInTheDocument();
  },
};

/** The mail server refused one: said so, with its reason, beside the one that went. */
export const NotDelivered: Story = {
  parameters: {
    msw: {
      handlers: answering({
        ...SENT,
        sent: [
          FIRST_SENT,
          {
            ...FIRST_SENT,
            relation: 'AFTER_DUE',
            days: 7,
            sentAt: '2026-12-10T19:00:00Z',
            to: ['sophie@bounce.test'],
            bounced: 'The mail server for sophie@bounce.test refused it: the address does not exist.',
          },
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await canvas.findByRole('list', { name: 'Reminders sent' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('3 days before the due date: sent');
    await expect(items[1]).toHaveTextContent(
      /^7 days after the due date: not delivered on .+: The mail server for sophie@bounce\.test refused it: the address does not exist\. Nothing reached the client\.$/,
    );
    await expect(items[1]).not.toHaveTextContent('asking for');
  },
};

/** Off for the client: said why, with no next reminder. */
export const OffForClient: Story = {
  parameters: { msw: { handlers: answering({ state: 'CLIENT_OFF', invoiceEnabled: true, clientEnabled: false, sent: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment reminders are off for this client (on the client’s statement).')).toBeInTheDocument();
    await expect(canvas.getByText('No reminder has been sent.')).toBeInTheDocument();
    await expect(canvas.queryByText(/^Next:/)).not.toBeInTheDocument();
  },
};

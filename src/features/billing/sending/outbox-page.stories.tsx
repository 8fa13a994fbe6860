import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { OUTBOX_PATH, type OutboxEmail, type OutboxList } from '@/lib/outbox';
import { OutboxPage } from './outbox-page';

const EMAIL: OutboxEmail = {
  id: 1,
  documentType: 'INVOICE',
  documentId: 38,
  documentNumber: 'RENO-0038',
  to: ['mere@example.com'],
  cc: ['accounts@kiwihome.example'],
  subject: 'Invoice RENO-0038 from Kiwi Home Renovations Ltd',
  message: 'Kia ora Mere,\n\nPlease find attached invoice RENO-0038 for $1,150.00.\n\nKiwi Home Renovations Ltd',
  sentBy: 'user',
  sentAt: '2026-11-20T21:15:00Z',
  reminder: false,
  attachment: { fileName: 'RENO-0038.pdf', size: 48_213, kept: true },
};

const REMINDER: OutboxEmail = {
  id: 2,
  documentType: 'INVOICE',
  documentId: 38,
  documentNumber: 'RENO-0038',
  to: ['mere@example.com'],
  cc: [],
  subject: 'Reminder: invoice RENO-0038 from Kiwi Home Renovations Ltd',
  message: 'Kia ora Mere,\n\nThis is a friendly reminder that $650.00 of invoice RENO-0038 was due on 4 Dec 2026.',
  sentBy: 'system',
  sentAt: '2026-12-11T19:00:00Z',
  reminder: true,
};

const outboxWith = (emails: OutboxEmail[]) => [
  http.get(apiUrl(`/${OUTBOX_PATH}`), () => HttpResponse.json<OutboxList>({ emails })),
  http.get(apiUrl(`/${OUTBOX_PATH}/1`), () => HttpResponse.json<OutboxEmail>(EMAIL)),
  http.get(apiUrl(`/${OUTBOX_PATH}/2`), () => HttpResponse.json<OutboxEmail>(REMINDER)),
  http.get(apiUrl(`/${OUTBOX_PATH}/1/attachment`), () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7\n%%EOF\n').buffer, { headers: { 'Content-Type': 'application/pdf' } }),
  ),
];

const meta = {
  title: 'Screens/Outbox',
  component: OutboxPage,
  parameters: { session: 'user', route: '/outbox' },
} satisfies Meta<typeof OutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No email has been sent yet. Email an invoice, a quote or a credit note from its page, and it shows here.',
      ),
    ).toBeInTheDocument();
  },
};

export const Listed: Story = {
  parameters: { msw: { handlers: outboxWith([EMAIL]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: /Invoice RENO-0038 from Kiwi Home Renovations Ltd/ });
    await expect(link).toHaveTextContent('To mere@example.com');
  },
};

export const Opened: Story = {
  parameters: { route: '/outbox?email=1', msw: { handlers: outboxWith([EMAIL]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article');
    await expect(article).toHaveTextContent('accounts@kiwihome.example');
    await expect(article).toHaveTextContent('Please find attached invoice RENO-0038 for $1,150.00.');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Download RENO-0038.pdf' })).toHaveAttribute('download', 'RENO-0038.pdf'));
  },
};

export const ReminderOpened: Story = {
  parameters: { route: '/outbox?email=2', msw: { handlers: outboxWith([REMINDER, EMAIL]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Payment reminder, Invoice RENO-0038/ })).toBeInTheDocument();
    const article = await canvas.findByRole('article');
    await expect(article).toHaveTextContent('None: a payment reminder carries no PDF.');
    await expect(canvas.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  },
};

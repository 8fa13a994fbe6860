import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ClientCredit } from '@/api/types';
import { apiUrl } from '@/testing/api-url';
import { ClientCreditPanel } from './client-credit-panel';

const CREDIT: ClientCredit = {
  clientId: 1,
  businessId: 1,
  balance: 15_000,
  entries: [
    {
      id: 1,
      kind: 'OVERPAYMENT',
      amount: 15_000,
      date: '2026-11-20',
      bankLineId: 3,
      reference: 'Overpaid by Sophie Turner on the statement line of 2026-11-20',
      recordedBy: 'user',
      recordedAt: '2026-11-21T00:00:00Z',
    },
  ],
};

const refunds: unknown[] = [];

const meta = {
  title: 'Statements/Client credit',
  component: ClientCreditPanel,
  args: { clientId: 1, today: '2026-11-26' },
  parameters: {
    session: 'user',
    layout: 'padded',
    msw: {
      handlers: [
        http.get(apiUrl('/api/clients/1/credit'), () => HttpResponse.json(CREDIT)),
        http.post(apiUrl('/api/clients/1/credit/refunds'), async ({ request }) => {
          refunds.push(await request.json());
          return HttpResponse.json({ ...CREDIT, balance: 5_000 });
        }),
      ],
    },
  },
} satisfies Meta<typeof ClientCreditPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** $150 overpaid: the movements are listed; more than the credit is refused in the server's words; a refund is recorded. */
export const UseTheCredit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Credit owed to the client: $150.00' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Credit movements' })).toHaveTextContent('Overpaid · +$150.00');
    await userEvent.selectOptions(canvas.getByLabelText('Use it to'), 'Refund the client');
    await userEvent.type(canvas.getByLabelText('Amount'), '200');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the refund' }));
    await expect(canvas.getByText('At most $150.00 can be used.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Amount'));
    await userEvent.type(canvas.getByLabelText('Amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Record the refund' }));
    await expect(await canvas.findByText('$100.00 of credit refunded.')).toBeInTheDocument();
    await expect(refunds.at(-1)).toEqual({ amount: 10_000, refundedOn: '2026-11-26', method: 'BANK_TRANSFER' });
    await expect(canvas.getByRole('heading', { name: 'Credit owed to the client: $50.00' })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { KeptInvoicePage } from './kept-invoice-page';

/** Create Invoice on the specification's service: the free invoice generator (decision 343). */
const meta = {
  title: 'Screens/Create Invoice (specification’s service)',
  component: KeptInvoicePage,
  parameters: { session: 'user', capabilities: 'spec', route: '/create-invoice', routePattern: '/create-invoice' },
} satisfies Meta<typeof KeptInvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A USER types the business and the client; the number counts from the typed first number. */
export const TypedByUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('Not saved on the server.');
    await userEvent.type(await canvas.findByLabelText(/^Business name/), 'Aroha Painting');
    await userEvent.type(canvas.getByLabelText('Invoice tag'), 'AP-');
    await userEvent.type(canvas.getByLabelText(/^Client name/), 'Mere Tane');
    await userEvent.type(canvas.getByLabelText('Description, line 1'), 'Interior painting');
    await userEvent.type(canvas.getByLabelText('Unit price, line 1'), '1000');
    await expect(canvas.getByText(/^Number:/)).toHaveTextContent('Number: AP-0001.');
    await waitFor(() => expect(canvasElement.querySelector('#editor-total')).toHaveTextContent('$1,000.00'));
  },
};

/** An ADMIN picks the business from the admin list: its tag and sequence number give the number. */
export const PickedByAdmin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(/^Business/), 'Kiwi Home Renovations Ltd');
    await expect(canvas.getByText(/^Number:/)).toHaveTextContent('Number: RENO-0042.');
  },
};

/** The server's answer carries no Date: the user picks the issue date. */
export const DateNotKnown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/actuator/health'), () =>
          HttpResponse.json({ status: 'UP' }, { headers: { 'Content-Type': 'application/vnd.spring-boot.actuator.v3+json' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The server did not say today’s date, so pick the issue date yourself.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Issue date/)).toHaveValue('');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl } from '@/testing/api-url';
import { OneBusiness } from './one-business';

const meta = {
  title: 'Billing/One business',
  component: OneBusiness,
  args: {
    withoutBusiness: 'You may not invoice for any business yet, so there is nothing to show.',
    children: (businessId: number) => <p>Showing business {businessId}</p>,
  },
  parameters: { session: 'user' },
} satisfies Meta<typeof OneBusiness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TheFirstByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choice = await canvas.findByLabelText('Business');
    await expect(canvas.getByText(`Showing business ${(choice as HTMLSelectElement).value}`)).toBeInTheDocument();
    const other = within(choice).getAllByRole('option')[1];
    if (!(other instanceof HTMLOptionElement)) throw new Error('The user invoices for two businesses.');
    await userEvent.selectOptions(choice, other);
    await expect(await canvas.findByText(`Showing business ${other.value}`)).toBeInTheDocument();
  },
};

export const NoBusiness: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoicing/businesses'), () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You may not invoice for any business yet, so there is nothing to show.')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Business')).not.toBeInTheDocument();
  },
};

export const BusinessesUnavailable: Story = {
  parameters: { msw: { handlers: [http.get(apiUrl('/api/invoicing/businesses'), () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The businesses could not be loaded.')).toBeInTheDocument();
  },
};

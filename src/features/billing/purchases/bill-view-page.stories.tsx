import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BillViewPage } from './bill-view-page';

const meta = {
  title: 'Screens/Bill',
  component: BillViewPage,
  parameters: { session: 'user', route: '/bills/1', routePattern: '/bills/:id' },
} satisfies Meta<typeof BillViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded part-paid bill from Placemakers. */
export const PartPaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Part paid')).toBeInTheDocument();
    await expect(canvas.getByText(/Part payment/)).toBeInTheDocument();
  },
};

export const RecordingAPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Record a payment' }));
    await expect(await canvas.findByRole('textbox', { name: /^Amount paid/ })).toBeInTheDocument();
  },
};

/** An expense paid at once, from a supplier not registered for GST. */
export const ExpenseWithoutGst: Story = {
  parameters: { route: '/bills/5' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No GST (supplier not registered)')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/bills/999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Bill not found' })).toBeInTheDocument();
  },
};

/** An approved bill with something owed offers a supplier credit note, opened in the bill editor. */
export const OffersACreditNote: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Record a credit note' });
    await expect(link).toHaveAttribute('href', '/bills/new?kind=CREDIT_NOTE&credits=1');
  },
};

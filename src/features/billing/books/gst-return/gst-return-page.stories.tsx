import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GstReturnPage } from './gst-return-page';

const meta = {
  title: 'Screens/GST return',
  component: GstReturnPage,
  parameters: { session: 'user', route: '/gst-return', routePattern: '/gst-return' },
} satisfies Meta<typeof GstReturnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPeriod: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /^Box 10:/ })).toBeInTheDocument();
  },
};

/** The documents behind box 5 (a drill-down list). */
export const DocumentsBehindBox5: Story = {
  parameters: { route: '/gst-return?box=5' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Documents behind box 5' })).toBeInTheDocument();
  },
};

/** The purchases behind box 11: the seeded bills and expenses, each opening its bill. */
export const PurchasesBehindBox11: Story = {
  parameters: { route: '/gst-return?box=11' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Documents behind box 11' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: /^Box 15:/ })).toBeInTheDocument();
  },
};

export const NotGstRegistered: Story = {
  parameters: { route: '/gst-return?business=3' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Southern Lakes Rentals has no GST number, so it files no GST return.'),
    ).toBeInTheDocument();
  },
};

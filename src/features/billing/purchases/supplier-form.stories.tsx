import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupplierForm } from './supplier-form';

const meta = {
  title: 'Purchases/Supplier form',
  component: SupplierForm,
  parameters: { session: 'user' },
  args: { businessId: 1, businessName: 'Kiwi Home Renovations Ltd', editing: null, onSaved: fn(), onCancel: fn() },
} satisfies Meta<typeof SupplierForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name is required: the form says so and sends nothing. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add supplier' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the supplier’s name'),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const EditingASupplier: Story = {
  args: {
    editing: { id: 3, businessId: 1, name: 'Z Energy', gstNumber: '124-567-890', address: 'PO Box 2091\nWellington 6140' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^GST number/ })).toHaveValue('124-567-890');
    await expect(canvas.getByRole('button', { name: 'Save supplier' })).toBeInTheDocument();
  },
};

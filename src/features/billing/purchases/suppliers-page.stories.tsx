import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SuppliersPage } from './suppliers-page';

const meta = {
  title: 'Screens/Suppliers',
  component: SuppliersPage,
  parameters: { session: 'user', route: '/suppliers', routePattern: '/suppliers' },
} satisfies Meta<typeof SuppliersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Placemakers Newmarket' })).toBeInTheDocument();
  },
};

/** A GST number that fails the IRD's check digit is refused beside the field. */
export const GstNumberRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Typo Timber');
    await userEvent.type(canvas.getByRole('textbox', { name: /^GST number/ }), '102-345-674');
    await userEvent.click(canvas.getByRole('button', { name: 'Add supplier' }));
    await expect(await canvas.findByText(/fails the IRD’s check digit/)).toBeInTheDocument();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Sparks Electrical Ltd' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sparks Electrical Ltd');
  },
};

/** The accounts bills are filed under, beside the suppliers: one renamed in place. */
export const RenamingAnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Vehicle' }));
    await expect(canvas.getByRole('textbox', { name: /^New name for Vehicle/ })).toHaveValue('Vehicle');
  },
};

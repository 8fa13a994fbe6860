import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactForm } from './contact-form';
import './landing.css';

const meta = {
  title: 'Landing/Contact form',
  component: ContactForm,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Name', 'Email', 'Message']) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByLabelText('Service (optional)')).toHaveDisplayValue('Choose a service');
    await expect(canvas.getByRole('button', { name: 'Send message' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  },
};

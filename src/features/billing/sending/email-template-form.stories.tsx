import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmailTemplateForm } from './email-template-form';

const meta = {
  title: 'Billing/Email template form',
  component: EmailTemplateForm,
  args: {
    businessId: 1,
    template: { kind: 'INVOICE', subject: 'Invoice {number} from {business}', message: 'Kia ora {client},\n\nTotal {total}.', custom: false },
    sample: { client: 'Mere Tūhoe', business: 'Kiwi Home Renovations Ltd', number: 'RENO-0042', total: '$1,150.00' },
  },
  parameters: { session: 'user' },
} satisfies Meta<typeof EmailTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreviewFollowsTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('group', { name: 'Invoice preview' });
    await expect(preview).toHaveTextContent('Preview with RENO-0042 for Mere Tūhoe');
    await expect(preview).toHaveTextContent('Invoice RENO-0042 from Kiwi Home Renovations Ltd');
    await userEvent.type(canvas.getByLabelText('Subject'), ' for {{client}');
    await expect(preview).toHaveTextContent('Invoice RENO-0042 from Kiwi Home Renovations Ltd for Mere Tūhoe');
  },
};

export const WithoutASample: Story = {
  args: { sample: undefined },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('group', { name: 'Invoice preview' });
    await expect(preview).toHaveTextContent('No document of this business to preview with: the placeholders show as written.');
    await expect(preview).toHaveTextContent('Invoice {number} from {business}');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Message'), '\nNgā mihi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice template' }));
    await expect(await canvas.findByText('The invoice template is saved.')).toBeInTheDocument();
  },
};

export const UnknownPlaceholderRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = canvas.getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Invoice {{reference}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save invoice template' }));
    await expect(await canvas.findByText(/Unknown placeholder \{reference\}/)).toBeInTheDocument();
    await expect(subject).toHaveValue('Invoice {reference}');
  },
};

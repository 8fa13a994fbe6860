import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BusinessForm } from './business-form';
import { ClientForm } from './client-form';

interface CompanyFormProps {
  kind: 'business' | 'client';
  onSaveStart: () => void;
  onOutcome: () => void;
  onCancel: () => void;
}

function CompanyForm({ kind, ...handlers }: CompanyFormProps) {
  return kind === 'business' ? (
    <BusinessForm editing={null} label="a new business" {...handlers} />
  ) : (
    <ClientForm editing={null} label="a new client" {...handlers} />
  );
}

const meta = {
  title: 'Administration/Company forms',
  component: CompanyForm,
  args: { onSaveStart: fn(), onOutcome: fn(), onCancel: fn() },
  parameters: { session: 'admin' },
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Business: Story = {
  args: { kind: 'business' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Linked Login Users')).toBeInTheDocument();
  },
};

export const BusinessWithAWrongGstNumber: Story = {
  args: { kind: 'business' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('GST Number'), '12-34');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('GST Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaveStart).not.toHaveBeenCalled();
  },
};

export const Client: Story = {
  args: { kind: 'client' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Linked Business')).toBeRequired();
  },
};

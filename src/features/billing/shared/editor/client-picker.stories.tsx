import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { InvoicingClient } from '@/api/types';
import { ClientPicker } from './client-picker';

const CLIENTS: InvoicingClient[] = [
  {
    id: 2,
    businessId: 1,
    name: 'Ben Walker',
    businessName: 'Walker Family Trust',
    addressLines: ['9 Tamaki Drive'],
    email: 'trustees@walkerfamily.example.nz',
  },
  {
    id: 3,
    businessId: 1,
    name: 'Priya Patel',
    businessName: 'Patel Dental Ltd',
    addressLines: ['310 Dominion Road'],
    email: 'practice@pateldental.example.nz',
  },
  { id: 1, businessId: 1, name: 'Sophie Turner', addressLines: ['24 Ponsonby Road'], email: 'sophie.turner@example.co.nz' },
];

function Picker({ error, initial = null }: { error?: string; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <div style={{ maxWidth: '24rem', minHeight: '18rem' }}>
      <ClientPicker clients={CLIENTS} value={value} onChange={setValue} hint="Search by name, business name or email." error={error} />
    </div>
  );
}

const meta = {
  title: 'Invoicing/Client picker',
  component: Picker,
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client' });
    await userEvent.type(input, 'dental');
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Priya Patel');
  },
};

export const Chosen: Story = {
  args: { initial: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Client' })).toHaveValue('Sophie Turner');
  },
};

export const WithError: Story = {
  args: { error: 'Choose the client.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Choose the client\./);
  },
};

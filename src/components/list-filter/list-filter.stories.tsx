import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ListFilter } from './list-filter';

const CLIENTS = ['Aroha Trust', 'Bay Rentals', 'Harbour Flats', 'Kauri Court', 'Totara Homes'];

function FilteredClients() {
  const [text, setText] = useState('');
  const shown = CLIENTS.filter((name) => name.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <div style={{ maxWidth: '28rem', padding: '1rem', display: 'grid', gap: '0.75rem' }}>
      <ListFilter
        label="Filter clients"
        placeholder="Filter clients..."
        value={text}
        onChange={setText}
        total={CLIENTS.length}
        shown={shown.length}
        noun="clients"
      />
      <ul>
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}

const meta = { title: 'Components/List filter', component: FilteredClients } satisfies Meta<typeof FilteredClients>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter clients' }), 'harb');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 5 clients match');
  },
};

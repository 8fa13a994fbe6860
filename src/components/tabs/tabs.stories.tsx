import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'businesses', label: 'Businesses', content: <p>The business form and table.</p> },
  { id: 'clients', label: 'Clients', content: <p>The client form and table.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Company records', tabs },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Company records' });
    await expect(within(list).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Businesses', 'Clients']);
    await expect(canvas.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Businesses' })).toHaveTextContent('The business form and table.');
  },
};

/** Focus on the selected tab; the arrow keys move and select. */
export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Businesses' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The client form and table.');
  },
};

export const Disabled: Story = {
  args: { tabs: [...tabs, { id: 'archive', label: 'Archive', content: <p>Archived records.</p>, disabled: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Archive' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Clients' }));
    // The arrow keys skip the disabled tab and wrap round to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The business form and table.');
  },
};

function Controlled() {
  const [selected, setSelected] = useState('clients');
  return (
    <>
      <Tabs label="Company records" tabs={tabs} selectedId={selected} onSelectionChange={setSelected} />
      <p>Selected: {selected}</p>
    </>
  );
}

/** The selection held by the screen, e.g. to follow /admin/businesses and /admin/clients. */
export const ControlledByTheScreen: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Businesses' }));
    await expect(canvas.getByText('Selected: businesses')).toBeInTheDocument();
  },
};

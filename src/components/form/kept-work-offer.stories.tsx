import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeptWorkNotice, KeptWorkOffer } from './kept-work-offer';

const meta = {
  title: 'Components/Kept work offer',
  component: KeptWorkOffer,
  args: { savedAt: '2026-11-21T22:15:00.000Z', onRestore: fn(), onDiscard: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeptWorkOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Work kept in this browser, offered back before the form can be used. */
export const Offer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent('22 Nov 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore my changes' }));
    await expect(args.onRestore).toHaveBeenCalled();
  },
};

/** With what else there is to say: passwords are never kept. */
export const WithNote: Story = {
  args: { note: 'Passwords are never kept: type the password again.', headingLevel: 3 },
  play: async ({ canvasElement, args }) => {
    const offer = within(canvasElement).getByRole('region', { name: 'Unsaved changes' });
    await expect(within(offer).getByRole('heading', { level: 3, name: 'You have unsaved changes' })).toBeInTheDocument();
    await expect(offer).toHaveTextContent('kept in this browser. Passwords are never kept: type the password again.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Discard them' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** The browser refuses to keep more (storage full or turned off). */
export const NotKept: Story = {
  render: () => <KeptWorkNotice corrupt={false} refused />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your changes are not being kept in this browser');
  },
};

/** Kept work that could not be read. */
export const Unreadable: Story = {
  render: () => <KeptWorkNotice corrupt refused={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Unsaved changes kept in this browser could not be read, so they were discarded.',
    );
  },
};

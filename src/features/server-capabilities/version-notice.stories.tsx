import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resolveCapabilities } from '@/lib/capabilities';
import { CapabilitiesContext } from './capabilities-context';
import { VersionNotice } from './version-notice';

/** A service of the next major version of the contract, listing two parts the app then leaves off. */
const breaking = resolveCapabilities(200, { contractVersion: '2.0.0', parts: ['invoices', 'quotes'] }, '1.1.0');

const meta = {
  title: 'Server capabilities/Version notice',
  component: VersionNotice,
  parameters: { session: 'admin', route: '/dashboard' },
  decorators: [
    (Story) => (
      <CapabilitiesContext value={breaking}>
        <Story />
      </CapabilitiesContext>
    ),
  ],
} satisfies Meta<typeof VersionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToAnAdministrator: Story = {
  play: async ({ canvasElement }) => {
    sessionStorage.clear();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This server and this app implement different versions of the contract' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/The server implements version 2\.0\.0/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('heading', { name: /different versions/ })).not.toBeInTheDocument();
  },
};

export const ToAUser: Story = {
  parameters: { session: 'user' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: /different versions/ })).not.toBeInTheDocument();
  },
};

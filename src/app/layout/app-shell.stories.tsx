import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Page } from '@/components/page/page';
import { AppShell } from './app-shell';
import { PublicShell } from './public-shell';

const meta = {
  title: 'App/Shell',
  component: AppShell,
  args: { children: <Page title="My Profile">The screen goes here.</Page> },
  parameters: { session: 'user', route: '/profile' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu fills once the service has said what it offers. */
const filledMenu = async (canvasElement: HTMLElement) => {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('link', { name: 'Dashboard' });
  return nav;
};

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const User: Story = {
  play: async ({ canvasElement }) => {
    const nav = await filledMenu(canvasElement);
    await expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Create Invoice',
      'Invoice History',
      'Recurring',
      'Quotes',
      'Purchases',
      'My Profile',
    ]);
    await userEvent.click(within(nav).getByRole('button', { name: 'Sending' }));
    await expect(within(nav).getByRole('link', { name: 'Email templates' })).toBeVisible();
    // Storybook runs on the mock backend, so the Outbox is there (docs/sending.md#the-outbox).
    await expect(within(nav).getByRole('link', { name: 'Outbox' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Admin: Story = {
  parameters: { session: 'admin', route: '/admin/businesses' },
  args: { children: <Page title="Businesses & Clients">The screen goes here.</Page> },
  play: async ({ canvasElement }) => {
    const nav = await filledMenu(canvasElement);
    await userEvent.click(within(nav).getByRole('button', { name: 'Admin' }));
    await expect(within(nav).getByRole('link', { name: 'Businesses & Clients' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The specification's service (no capability document): its screens alone. */
export const SpecificationService: Story = {
  parameters: { session: 'admin', capabilities: 'spec' },
  play: async ({ canvasElement }) => {
    const nav = await filledMenu(canvasElement);
    await expect(linkNames(nav)).toEqual(['Dashboard', 'Create Invoice', 'Invoice History', 'My Profile']);
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Admin']);
  },
};

/** On a phone (choose a small viewport in Storybook) the navigation sits behind Menu. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Public: Story = {
  parameters: { session: 'signed-out', route: '/login', routePattern: '/login' },
  render: () => (
    <PublicShell>
      <Page title="Sign in" width="narrow">
        The sign-in form goes here.
      </Page>
    </PublicShell>
  ),
  // The public frame: the product's name leads home, and there is no signed-in navigation.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Invoicing' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

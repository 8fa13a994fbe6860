import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmailTemplatesPage } from './email-templates-page';

const meta = {
  title: 'Screens/Email templates',
  component: EmailTemplatesPage,
  parameters: { session: 'user', route: '/email-templates' },
} satisfies Meta<typeof EmailTemplatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Invoice (the default)' })).toBeInTheDocument();
    const preview = await canvas.findByRole('group', { name: 'Invoice preview' });
    await waitFor(() => expect(preview).toHaveTextContent(/Preview with RENO-\d{4} for /));
    await expect(preview).toHaveTextContent(/Invoice RENO-\d{4} from Kiwi Home Renovations Ltd/);
  },
};

export const UnknownPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = (await canvas.findByRole('heading', { name: 'Quote (the default)' })).closest('section');
    if (!section) throw new Error('The quote template has its section.');
    const subject = within(section).getByLabelText('Subject');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Quote {{number} due {{dueDate}');
    await userEvent.click(within(section).getByRole('button', { name: 'Save quote template' }));
    await expect(
      await within(section).findByText(
        'Unknown placeholder {dueDate}. Use only {client}, {business}, {number}, {total}, {validUntil}, {link}.',
      ),
    ).toBeInTheDocument();
  },
};

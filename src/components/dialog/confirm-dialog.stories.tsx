import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './use-confirm';

const meta = {
  title: 'Components/Confirm dialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Are you sure to delete?',
    children: <p>ann will no longer be able to sign in.</p>,
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: { title: 'Send this invoice?', tone: 'primary', confirmLabel: 'Send', children: null },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this invoice?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Loading: the action is running; the dialog stays until it ends. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

function DeleteButton() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none yet');
  return (
    <div style={{ padding: '1rem' }}>
      <Button
        variant="danger"
        onClick={() =>
          void confirm({ title: 'Delete this client?', confirmLabel: 'Delete', tone: 'danger' }).then((yes) => setAnswer(String(yes)))
        }
      >
        Delete
      </Button>
      <p>Answer: {answer}</p>
      {dialog}
    </div>
  );
}

/** `useConfirm`: Escape cancels and focus returns to the Delete button. */
export const WithUseConfirm: Story = {
  render: () => <DeleteButton />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Delete this client?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByText('Answer: false')).toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

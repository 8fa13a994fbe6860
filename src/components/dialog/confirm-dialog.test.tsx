import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './use-confirm';

function DeleteRow({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Are you sure to delete?"
        confirmLabel="Delete user"
        tone="danger"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>ann will no longer be able to sign in.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled, described alert dialog that takes focus and keeps it', async () => {
    const user = userEvent.setup();
    render(<DeleteRow onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure to delete?' });
    expect(dialog).toHaveAccessibleDescription('ann will no longer be able to sign in.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Tab cycles inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('Escape cancels and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteRow onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Cancel closes without confirming; the confirm button confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteRow onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy cannot be dismissed and ignores a second confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="Delete this client?" onConfirm={onConfirm} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

function AskTwice({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm({ title: 'Delete this business?', confirmLabel: 'Delete', tone: 'danger' }).then(onAnswer)}
      >
        Remove
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on Escape', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<AskTwice onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete this business?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });
});

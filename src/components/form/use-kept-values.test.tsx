import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORCED_SIGN_OUT_EVENT } from '@/config/session-events';
import { keptWorkOf, settleUnsavedWork, unsavedWorkSummary } from '@/lib/kept-work';
import { TextField } from '../field/text-field';
import { useKeptValues, type KeptValuesOptions } from './use-kept-values';

type Values = { email: string; password: string };

function AccountForm({ owner, options = {} }: { owner: string | null; options?: Partial<KeptValuesOptions<Values>> }) {
  const { values, set, kept } = useKeptValues<Values>(
    { email: 'old@example.nz', password: '' },
    { kind: 'profile', owner, id: 5, label: 'your account', secret: ['password'], note: 'Type the password again.', ...options },
  );
  return (
    <>
      {kept.offer}
      {kept.notice}
      <form aria-label="Account" inert={kept.offering || undefined}>
        <TextField label="Email" value={values.email} onChange={(event) => set('email', event.target.value)} />
        <TextField label="Password" type="password" value={values.password} onChange={(event) => set('password', event.target.value)} />
        <button type="button" onClick={kept.saved}>
          Saved
        </button>
      </form>
    </>
  );
}

const KEY = 'invoicing:unsaved-profile:v1:aroha:5';

async function typeChanges(owner: string | null = 'aroha') {
  const rendered = render(<AccountForm owner={owner} />);
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'new@example.nz');
  await userEvent.type(screen.getByLabelText('Password'), 'hunter2');
  return rendered;
}

describe('useKeptValues', () => {
  it('keeps each change in local storage under the user, never the password', async () => {
    await typeChanges();
    const stored = localStorage.getItem(KEY) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ label: 'your account', values: { email: 'new@example.nz' } });
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('password');
  });

  it('offers the work back to the same user, before the form can be used, and restores it', async () => {
    const { unmount } = await typeChanges();
    unmount();
    render(<AccountForm owner="aroha" />);
    expect(screen.getByRole('heading', { name: 'You have unsaved changes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unsaved changes' })).toHaveTextContent('Type the password again.');
    expect(screen.getByRole('form', { name: 'Account' })).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.nz');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('form', { name: 'Account' })).not.toHaveAttribute('inert');
  });

  it('forgets the work when it is discarded', async () => {
    const { unmount } = await typeChanges();
    unmount();
    render(<AccountForm owner="aroha" />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Email')).toHaveValue('old@example.nz');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('never offers it to another user', async () => {
    const { unmount } = await typeChanges();
    unmount();
    render(<AccountForm owner="mere" />);
    expect(screen.queryByRole('heading', { name: 'You have unsaved changes' })).not.toBeInTheDocument();
  });

  it('keeps nothing once the changes are undone or saved', async () => {
    const { unmount } = await typeChanges();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(localStorage.getItem(KEY)).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(localStorage.getItem(KEY)).toContain('new@example.nzx');
    await userEvent.type(screen.getByLabelText('Email'), '{Backspace}');
    expect(localStorage.getItem(KEY)).toBeNull();
    unmount();
  });

  it('says at once, in the page, when the browser refuses to keep the work', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<AccountForm owner="aroha" />);
    expect(screen.queryByText(/not being kept/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your changes are not being kept in this browser: its storage is full or turned off. Save them before you leave this page or sign out.',
    );
  });

  it('keeps the latest values when a forced sign-out leaves the page, and nothing is discarded', async () => {
    await typeChanges();
    act(() => {
      window.dispatchEvent(new Event(FORCED_SIGN_OUT_EVENT));
    });
    expect(localStorage.getItem(KEY)).toContain('new@example.nz');
  });

  it('answers the logout question: keep leaves the work for the next sign-in, discard forgets it', async () => {
    await typeChanges();
    settleUnsavedWork('aroha', 'keep');
    expect(keptWorkOf('aroha')).toHaveLength(1);
    settleUnsavedWork('aroha', 'discard');
    expect(keptWorkOf('aroha')).toEqual([]);
    // Discarded work is not written again by the form still on screen.
    await userEvent.type(screen.getByLabelText('Email'), 'y');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is named in the logout question, as not kept when the browser refused it', async () => {
    await typeChanges();
    expect(unsavedWorkSummary('aroha')).toEqual({ kept: ['your account'], notKept: [] });
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.type(screen.getByLabelText('Email'), 'z');
    expect(unsavedWorkSummary('aroha')).toEqual({ kept: [], notKept: ['your account'] });
  });

  it('puts a visitor’s work back at once from this tab (session storage), without asking', async () => {
    const { unmount } = await typeChanges(null);
    const key = 'invoicing:unsaved-profile:v1::5';
    expect(sessionStorage.getItem(key)).toContain('new@example.nz');
    expect(localStorage.getItem(key)).toBeNull();
    unmount();
    render(<AccountForm owner={null} options={{ restore: 'silent' }} />);
    expect(screen.queryByRole('heading', { name: 'You have unsaved changes' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.nz');
  });
});

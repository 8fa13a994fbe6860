import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectOption } from './multi-select';

const USERS: MultiSelectOption[] = ['admin', 'mere', 'user', 'aroha'].map((name) => ({ value: name, label: name }));

function Harness({ options = USERS, initial = [] as string[] }: { options?: MultiSelectOption[]; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <form>
      <MultiSelect label="Linked Login Users" name="logins" noun={['user', 'users']} options={options} value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Linked Login Users' });
const chips = () =>
  within(screen.queryByRole('list', { name: 'Linked Login Users, selected' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((li) => li.firstChild?.textContent);
const value = () => screen.getByTestId('value').textContent;

describe('MultiSelect', () => {
  it('is a labelled combobox whose list opens as you type and filters case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAccessibleDescription('None selected.');
    await user.type(box(), 'R');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Linked Login Users' });
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    expect(list).toHaveStyle({ maxHeight: '256px' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['mere', 'user', 'aroha']);
    expect(screen.getByText('3 users match.')).toBeInTheDocument();
  });

  it('moves with the arrow keys (aria-activedescendant) and adds and removes with Enter, without submitting', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(<Harness />);
    box()
      .closest('form')!
      .addEventListener('submit', (event) => {
        event.preventDefault();
        submitted += 1;
      });
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(value()).toBe('mere');
    expect(screen.getByRole('option', { name: 'mere' })).toHaveAttribute('aria-selected', 'true');
    expect(chips()).toEqual(['mere']);
    expect(screen.getByText('mere added. 1 selected.')).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription('1 selected.');
    await user.keyboard('{Enter}');
    expect(value()).toBe('');
    expect(screen.getByText('mere removed. 0 selected.')).toBeInTheDocument();
    expect(submitted).toBe(0);
    expect(box()).toHaveFocus();
  });

  it('adds several, in the order chosen, and clears the typed text when one is added by click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'us');
    await user.click(screen.getByRole('option', { name: 'user' }));
    expect(box()).toHaveFocus();
    await user.clear(box());
    await user.type(box(), 'adm{Enter}');
    expect(value()).toBe('user,admin');
    expect(chips()).toEqual(['user', 'admin']);
    // Hidden inputs carry the values in a plain form submission.
    expect(new FormData(box().closest('form')!).getAll('logins')).toEqual(['user', 'admin']);
  });

  it('removes a chip by keyboard: its button, Delete or Backspace; focus moves to the next chip, then the box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['admin', 'mere', 'user']} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove admin' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(value()).toBe('mere,user');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove mere' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(value()).toBe('user');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove user' })).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(value()).toBe('');
    expect(box()).toHaveFocus();
    expect(screen.getByText('user removed. 0 selected.')).toBeInTheDocument();
  });

  it('removes the last chip with Backspace in the empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['admin', 'mere']} />);
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(value()).toBe('admin');
    await user.type(box(), 'x{Backspace}');
    // Backspace edits the text while there is some.
    expect(value()).toBe('admin');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'zz');
    expect(screen.getByText('No users match “zz”.')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No users match “zz”.')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('closes when focus leaves', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows chosen values missing from the options by their value', () => {
    render(<Harness initial={['former.staff']} />);
    expect(chips()).toEqual(['former.staff']);
  });

  it('draws only some options of a long list, telling their size and position', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: give the list its height, as a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    const many = Array.from({ length: 10_000 }, (_, i) => ({ value: `user${i}`, label: `user${i}` }));
    render(<Harness options={many} />);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThan(50);
    expect(options[0]).toHaveAttribute('aria-setsize', '10000');
    expect(options[0]).toHaveAttribute('aria-posinset', '1');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(value()).toBe('user0');
    await user.type(box(), '9999');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['user9999']);
  });
});

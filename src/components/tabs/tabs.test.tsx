import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'businesses', label: 'Businesses', content: <p>Business form</p> },
  { id: 'clients', label: 'Clients', content: <p>Client form</p> },
  { id: 'archive', label: 'Archive', content: <p>Archived</p>, disabled: true },
  { id: 'notes', label: 'Notes', content: <p>Notes panel</p> },
];

describe('Tabs', () => {
  it('is an ARIA tab list whose panel is labelled by its tab', () => {
    render(<Tabs label="Company records" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Company records' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Businesses' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Businesses' })).toHaveTextContent('Business form');
    expect(screen.queryByText('Client form')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, skipping disabled tabs, and is one tab stop', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <>
        <Tabs label="Company records" tabs={tabs} onSelectionChange={onSelectionChange} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Businesses' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Client form');
    expect(onSelectionChange).toHaveBeenLastCalledWith('clients');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Businesses' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{Home}');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    // Tab leaves the tab list for the panel, not the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('ignores a disabled tab and points only the selected tab at the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Company records" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(screen.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Clients' })).not.toHaveAttribute('aria-controls');
  });

  it('follows a controlled selection', () => {
    const { rerender } = render(<Tabs label="Records" tabs={tabs} selectedId="clients" />);
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Records" tabs={tabs} selectedId="notes" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes panel');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { SiteHeader } from './site-header';

it('folds the links behind a Menu button that Escape and a chosen link close', async () => {
  const user = userEvent.setup();
  render(<SiteHeader />);
  const menu = screen.getByRole('button', { name: 'Menu' });
  const nav = screen.getByRole('navigation', { name: 'Sections' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveAttribute('aria-controls', nav.id);

  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(nav).toHaveAttribute('data-open');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Property management' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();

  await user.click(menu);
  await user.click(screen.getByRole('link', { name: 'Contact' }));
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});

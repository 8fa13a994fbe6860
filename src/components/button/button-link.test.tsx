import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';

function renderAt(ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/create-invoice', element: <p>Create Invoice</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ButtonLink', () => {
  it('is a link that navigates in the app, drawn as a primary button by default', async () => {
    const router = renderAt(<ButtonLink to="/create-invoice">New invoice</ButtonLink>);
    const link = screen.getByRole('link', { name: 'New invoice' });
    expect(link).toHaveAttribute('href', '/create-invoice');
    expect(link).toHaveClass('ui-button', 'ui-button--primary', 'ui-button--medium');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/create-invoice');
  });

  it.each(['secondary', 'danger', 'ghost'] as const)('draws the %s variant, small when asked, keeping its own classes', (variant) => {
    renderAt(
      <ButtonLink to="/create-invoice" variant={variant} size="small" className="extra">
        Go
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Go' })).toHaveClass(`ui-button--${variant}`, 'ui-button--small', 'extra');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('names what is missing in the heading and the title, and links the way on', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/invoices/:id',
          element: (
            <NotFound
              title="Invoice not found"
              message="There is no invoice at this address."
              link={{ to: '/invoice-history', label: 'Go to the invoice history' }}
            />
          ),
        },
        { path: '/invoice-history', element: <p>History</p> },
      ],
      { initialEntries: ['/invoices/999'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(document.title).toBe('Invoice not found – Invoicing');
    expect(screen.getByText('There is no invoice at this address.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the invoice history' }));
    expect(router.state.location.pathname).toBe('/invoice-history');
  });
});

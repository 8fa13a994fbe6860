import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { server } from '../../../mocks/runtime/node';

describe('/admin', () => {
  it('links to each admin screen with how many records it holds', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(await screen.findByText('3 users')).toBeInTheDocument();
    expect(await screen.findByText('3 businesses')).toBeInTheDocument();
    expect(await screen.findByText('7 clients')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Businesses' })).toHaveAttribute('href', '/admin/businesses');
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/admin/clients');
    await user.click(screen.getByRole('link', { name: 'User Management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('still offers the links when a count cannot be had', async () => {
    server.use(http.get(apiUrl('/api/users'), () => HttpResponse.error()));
    await signInAs('admin');
    renderRoute('/admin');
    expect(await screen.findByRole('link', { name: 'User Management' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('…')).not.toBeInTheDocument());
    expect(screen.queryByText(/users$/)).not.toBeInTheDocument();
  });
});

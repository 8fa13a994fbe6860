// The notice of a breaking version difference: an administrator sees it once per session, naming
// both versions and what is off; a user sees nothing extra (decision 341).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '@/config/api-values';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { server } from '../../../mocks/runtime/node';

const SLOW = { timeout: 8000 };
const NOTICE = 'This server and this app implement different versions of the contract';

/** A service of the next major version listing quotes and invoices. */
function nextMajorService() {
  const major = Number(CONTRACT_VERSION.split('.')[0]) + 1;
  server.use(
    http.get(apiUrl('/api/capabilities'), () =>
      HttpResponse.json({ contractVersion: `${String(major)}.0.0`, parts: ['invoices', 'quotes'] }),
    ),
  );
  return `${String(major)}.0.0`;
}

describe('a service of another major version of the contract', () => {
  it('tells an administrator once, naming both versions and what is off, until dismissed for the session', async () => {
    const version = nextMajorService();
    await signInAs('admin');
    const first = renderRoute('/profile');
    const notice = (await screen.findByRole('heading', { name: NOTICE }, SLOW)).closest('section')!;
    expect(notice).toHaveTextContent(`The server implements version ${version}, this app version ${CONTRACT_VERSION}.`);
    expect(notice).toHaveTextContent('Off until then, though the server lists them: Invoices saved on the server, Quotes.');
    expect(screen.getAllByRole('heading', { name: NOTICE })).toHaveLength(1);
    await first.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
    first.unmount();

    // Another screen of the same session: still dismissed.
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, SLOW);
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
  });

  it('shows a user nothing extra', async () => {
    nextMajorService();
    await signInAs('user');
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, SLOW);
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
  });

  it('says nothing to an administrator when the versions share their major', async () => {
    await signInAs('admin');
    renderRoute('/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' }, SLOW);
    expect(screen.queryByRole('heading', { name: NOTICE })).not.toBeInTheDocument();
  });
});

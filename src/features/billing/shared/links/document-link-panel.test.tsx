// The business's side of a client's link, through the mock backend (docs/sending.md#links-for-the-client):
// the send dialog fills {link} with the document's link, which the panel then shows, and Revoke stops it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { today } from '../../../../../mocks/runtime/clock';
import { db } from '../../../../../mocks/runtime/db';

const SLOW = { timeout: 8000 };

describe('a quote’s link for its client', () => {
  it('is made when the quote is emailed, shown on its page, and revoked from there', async () => {
    const quote = db.quotes
      .all()
      .find((each) => each.businessId === 1 && each.status === 'SENT' && each.replacedById === undefined && each.validUntil >= today());
    if (!quote) throw new Error('The seed has a sent quote of Kiwi Home Renovations.');
    await signInAs('user');
    const { user } = renderRoute(`/quotes/${quote.id}`);
    const panel = await screen.findByRole('region', { name: 'Link for the client' }, SLOW);
    expect(await within(panel).findByRole('button', { name: 'Make a link' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Email' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const message = await within(dialog).findByLabelText<HTMLTextAreaElement>('Message', {}, SLOW);
    const address = /accept or decline it, online: (http:\/\/[^/]+\/d\/[\w-]{43})\n/.exec(message.value)?.[1];
    expect(address).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The same link, which the panel shows once it reads the links again.
    expect(await within(panel).findByLabelText('The client’s link', {}, SLOW)).toHaveValue(address);
    await user.click(within(panel).getByRole('button', { name: 'Revoke…' }));
    await user.click(within(panel).getByRole('button', { name: 'Revoke link' }));
    expect(await within(panel).findByRole('button', { name: 'Make a link' }, SLOW)).toBeInTheDocument();
    expect(within(panel).getByText('1 earlier link revoked or expired.')).toBeInTheDocument();
  });
});

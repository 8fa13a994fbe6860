// The public page of a client's link through the mock backend, signed out (docs/sending.md#links-for-the-client):
// what it shows, each refusal in plain words, and a quote answered once however it is pressed.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acceptPublicQuote, declinePublicQuote, openPublicDocument } from '@/api/public-document';
import { PublicDocumentPage } from '@/features/billing/public-document/public-document-page';
import { signInAs } from '@/testing/render';
import { db } from '../../mocks/runtime/db';
import { call } from '../../mocks/testing/call';
import { today } from '../../mocks/runtime/clock';
import { tokenFromPath, viewOf } from './public-document';

const SLOW = { timeout: 8000 };
const api = { open: openPublicDocument, accept: acceptPublicQuote, decline: declinePublicQuote };

/** A sent quote of Kiwi Home Renovations and its link, made as the business. */
async function sentQuoteLink() {
  const quote = db.quotes
    .all()
    .find((each) => each.businessId === 1 && each.status === 'SENT' && each.replacedById === undefined && each.validUntil >= today());
  if (!quote) throw new Error('The seed has a sent quote of Kiwi Home Renovations.');
  const token = await signInAs('user');
  localStorage.clear();
  const made = await call('POST', '/api/document-links', { token, body: { documentType: 'QUOTE', documentId: quote.id } });
  return { quote, businessToken: token, link: made.json as unknown as { id: number; token: string } };
}

const renderPage = (token: string) => {
  const user = userEvent.setup();
  render(<PublicDocumentPage token={token} api={api} viewOf={viewOf} />);
  return user;
};

describe('the public page of a link', () => {
  it('reads the token from /d/{token}', () => {
    expect(tokenFromPath('/d/abc_DEF-123/extra')).toBe('abc_DEF-123');
  });

  it('shows the quote, its business and its PDF button, and records one acceptance from a double click', async () => {
    const { quote, businessToken, link } = await sentQuoteLink();
    const user = renderPage(link.token);
    expect(await screen.findByRole('heading', { level: 1, name: `Quote ${quote.number ?? ''}` }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText('Type your full name to accept.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your full name'), 'Mere Tane');
    await user.dblClick(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText(/^Accepted online by Mere Tane on/, {}, SLOW)).toBeInTheDocument();
    const seen = (await call('GET', `/api/quotes/${quote.id}`, { token: businessToken })).json as unknown as {
      status: string;
      events: Array<{ type: string }>;
    };
    expect(seen.status).toBe('ACCEPTED');
    expect(seen.events.filter((event) => event.type === 'ACCEPTED')).toHaveLength(1);
  });

  it('declines with a reason, and says so when opened again', async () => {
    const { link } = await sentQuoteLink();
    const user = renderPage(link.token);
    await user.click(await screen.findByRole('button', { name: 'Decline this quote…' }, SLOW));
    await user.type(screen.getAllByLabelText('Your full name')[1] ?? document.body, 'Mere Tane');
    await user.type(screen.getByLabelText('Why are you declining?'), 'Went with another builder.');
    await user.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText(/^Declined online by Mere Tane on .+: “Went with another builder\.”/, {}, SLOW)).toBeInTheDocument();
    // Declining again through the API is refused, and nothing more is recorded.
    const again = await declinePublicQuote(link.token, { name: 'Mere Tane', reason: 'Again.' }).catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409, type: 'urn:invoicing:quote-answered' });
  });

  it('says plainly that a wrong token opens nothing, and that a revoked link was switched off', async () => {
    renderPage('not-a-real-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open a document' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Check that the whole address from the email was copied/)).toBeInTheDocument();
  });

  it('says a revoked link was switched off', async () => {
    const { businessToken, link } = await sentQuoteLink();
    await call('POST', `/api/document-links/${link.id}/revoke`, { token: businessToken });
    renderPage(link.token);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link was switched off' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('This link was switched off'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/testing/render';
import { db } from '../../../../mocks/runtime/db';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const SLOW = { timeout: 10_000 };

describe('the quote editor', () => {
  it('saves a new draft quote with its terms and opens it; typed work is kept until then', { timeout: 60_000 }, async () => {
    await signInAs('user');
    const { user } = renderRoute('/create-quote');
    await screen.findByLabelText('Description, line 1', {}, SLOW);
    await user.selectOptions(screen.getByLabelText('Business'), 'Kiwi Home Renovations Ltd');
    const picker = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(picker).toHaveAttribute('placeholder', 'Type to search'));
    await user.type(picker, 'soph');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Description, line 1'), 'Deck rebuild');
    await user.type(screen.getByLabelText('Unit price, line 1'), '4000');
    await user.type(screen.getByLabelText('Terms'), 'Deposit 30%.');
    await waitFor(() => expect(localStorage.getItem('invoicing:unsaved-quote:v1:user:new')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft quote saved. It gets its number when it is sent.', {}, SLOW)).toBeInTheDocument();
    const saved = db.quotes.all().at(-1);
    expect(saved).toMatchObject({ status: 'DRAFT', terms: 'Deposit 30%.', total: 460000 });
    expect(localStorage.getItem('invoicing:unsaved-quote:v1:user:new')).toBeNull();
  });

  it('says a valid-until date before the quote date in the quote’s words', async () => {
    await signInAs('user');
    const { user } = renderRoute('/create-quote');
    await screen.findByLabelText('Description, line 1', {}, SLOW);
    const validUntil = screen.getByLabelText('Valid until');
    await user.clear(validUntil);
    await user.type(validUntil, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The valid-until date cannot be before the quote date.')).toBeInTheDocument();
  });
});

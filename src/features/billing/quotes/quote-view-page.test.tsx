import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { setMockDate, today } from '../../../../mocks/runtime/clock';
import { call } from '../../../../mocks/testing/call';
import { asAdmin } from '../../../../mocks/testing/invoices';

const SLOW = { timeout: 10_000 };

// Seeded quotes (mocks/seed/seed-quotes.ts): 2 RENO-Q-0008 expired, 3 RENO-Q-0009 sent,
// 4 RENO-Q-0010 accepted with a variation, 5 RENO-Q-0011 replaced by 6 (rev 2), 7 a draft.
async function open(id: number) {
  await signInAs('user');
  const rendered = renderRoute(`/quotes/${id}`);
  await screen.findByRole('group', { name: 'Quote actions' }, SLOW);
  return rendered;
}

/** Opens quote `id` and its claim form. */
async function openClaimForm(id: number, kind?: string, method?: string) {
  const { user } = await open(id);
  await user.click(screen.getByRole('button', { name: 'Create invoice' }));
  const form = await screen.findByRole('form', { name: /^Create an invoice from / });
  if (kind) await user.selectOptions(within(form).getByLabelText('Invoice'), kind);
  if (method) await user.selectOptions(within(form).getByLabelText('Claim'), method);
  return { user, form };
}

const actionNames = () =>
  Array.from(screen.getByRole('group', { name: 'Quote actions' }).querySelectorAll('button, a')).map((element) => element.textContent);

describe('the quote view', () => {
  it('shows a sent quote as its client will see it, with its answers', async () => {
    await open(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Quote RENO-Q-0009' })).toBeInTheDocument();
    expect(actionNames()).toEqual(['Mark accepted', 'Mark declined', 'Revise', 'Duplicate', 'Print', 'Download PDF', 'Email']);
    const doc = screen.getByRole('article');
    expect(within(doc).getByRole('heading', { name: 'Quote' })).toBeInTheDocument();
    expect(doc).toHaveTextContent('Valid until');
    expect(doc).toHaveTextContent('Accepted by ________________________ Date ____________');
    expect(doc).toHaveTextContent('A 30% deposit confirms the booking');
  });

  it('does not offer to accept an expired quote, nor a replaced one', async () => {
    await open(2);
    expect(actionNames()).not.toContain('Mark accepted');
    expect(screen.getAllByText('Expired').length).toBeGreaterThan(0);
  });

  it('says what replaced a revised quote', async () => {
    await open(5);
    const note = screen.getByRole('link', { name: 'RENO-Q-0011 rev 2' }).closest('p');
    expect(note).toHaveTextContent('Replaced by RENO-Q-0011 rev 2; it can no longer be accepted.');
    expect(screen.getByRole('article')).toHaveTextContent('Replaced by RENO-Q-0011 rev 2');
    expect(actionNames()).not.toContain('Mark accepted');
  });

  it('invoices a 30% deposit from an accepted quote and opens the draft invoice', async () => {
    const { user } = await open(4);
    const doc = screen.getByRole('article');
    expect(doc).toHaveTextContent('RENO-Q-0010-V1: Heated towel rail added');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    const form = await screen.findByRole('form', { name: 'Create an invoice from RENO-Q-0010' });
    await user.type(within(form).getByLabelText('Percentage'), '30');
    // The bathroom ($1,850 + 12.5 × $85 + $2,980 = $5,892.50) and the towel rail ($640), + 15 % GST = $7,512.38; 30 % of it.
    expect(within(form).getByText(/This invoice comes to/)).toHaveTextContent('This invoice comes to $2,253.71.');
    await user.click(within(form).getByRole('button', { name: 'Create draft invoice' }));
    expect(
      await screen.findByText('Draft invoice of $2,253.71 made from RENO-Q-0010: check it and issue it.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(
      'Quote RENO-Q-0010: quoted $7,512.38, invoiced before $0.00, this invoice $2,253.71, remaining $5,258.67',
    );
  });

  it('shows the refusal of a claim over what is left in the page, keeping what was typed', async () => {
    const { user, form } = await openClaimForm(4, undefined, 'AMOUNT');
    await user.type(within(form).getByLabelText('Amount (incl. GST)'), '9000');
    await user.click(within(form).getByRole('button', { name: 'Create draft invoice' }));
    expect(
      await within(form).findByText('This claim of $9,000.00 is more than the $7,512.38 left to invoice on the quote.', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount (incl. GST)')).toHaveValue('9000');
  });

  it('claims chosen lines: shows what each line has left and refuses more before sending', async () => {
    const { user, form } = await openClaimForm(4, 'PROGRESS', 'LINES');
    const tiling = within(form).getByLabelText(/quoted 12\.5, 12\.5 left/);
    await user.type(tiling, '13');
    await user.click(within(form).getByRole('button', { name: 'Create draft invoice' }));
    expect(await within(form).findByText('Line 2 has 12.5 left to claim.')).toBeInTheDocument();
    await user.clear(tiling);
    await user.type(tiling, '5');
    await user.click(within(form).getByRole('button', { name: 'Create draft invoice' }));
    // 5 × $85 = $425 + 15 % GST.
    expect(await screen.findByText('Draft invoice of $488.75 made from RENO-Q-0010: check it and issue it.', {}, SLOW)).toBeInTheDocument();
  });

  it("tells the second of two people claiming the same line's last quantity which line, keeping what was typed", async () => {
    const { user, form } = await openClaimForm(4, 'PROGRESS', 'LINES');
    await user.type(within(form).getByLabelText(/quoted 12\.5, 12\.5 left/), '10');
    // Someone else claims 5 of the 12.5 m² meanwhile.
    const other = await call('POST', '/api/quotes/4/invoices', {
      token: await asAdmin(),
      body: { kind: 'PROGRESS', method: 'LINES', lines: [{ position: 2, quantity: '5' }] },
    });
    expect(other.status).toBe(201);
    await user.click(within(form).getByRole('button', { name: 'Create draft invoice' }));
    expect(await within(form).findByText(/has 7\.5 of 12\.5 left to claim; this claim asks for 10\./, {}, SLOW)).toBeInTheDocument();
    expect(within(form).getByLabelText(/quoted 12\.5/)).toHaveValue('10');
  });

  it('shows why a quote that expired while open cannot be accepted', async () => {
    const { user } = await open(3);
    setMockDate(addDays(today(), 60));
    await user.click(screen.getByRole('button', { name: 'Mark accepted' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark accepted' }));
    expect(await screen.findByText(/RENO-Q-0009 expired on .*, so it can no longer be accepted\./, {}, SLOW)).toBeInTheDocument();
  });

  it('refuses a second final invoice made at the same time, saying nothing is left', async () => {
    const { user, form } = await openClaimForm(4, 'FINAL');
    expect((await call('POST', '/api/quotes/4/invoices', { token: await asAdmin(), body: { kind: 'FINAL' } })).status).toBe(201);
    await user.click(within(form).getByRole('button', { name: 'Create draft invoice' }));
    expect(
      await within(form).findByText('Everything on this quote has been invoiced already; nothing is left to claim.', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Invoice')).toHaveValue('FINAL');
  });

  it('returns focus to Add variation when the variation form is closed', async () => {
    const { user } = await open(4);
    await user.click(screen.getByRole('button', { name: 'Add variation' }));
    const form = await screen.findByRole('form', { name: /^Add a variation to / });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add variation' })).toHaveFocus());
  });

  it('heads a quote with a variation with what may be invoiced, the total with variations', async () => {
    await open(4);
    const withVariations = /Total with variations: (\$[\d,.]+)/.exec(screen.getByRole('article').textContent)?.[1];
    expect(withVariations).toBeDefined();
    const summary = screen.getByText(/ · valid until /);
    expect(summary).toHaveTextContent(`${withVariations ?? ''} with variations · valid until`);
  });

  it('says "Fully invoiced" where Create invoice was, once nothing is left to invoice', async () => {
    expect((await call('POST', '/api/quotes/4/invoices', { token: await asAdmin(), body: { kind: 'FINAL' } })).status).toBe(201);
    await open(4);
    const actions = screen.getByRole('group', { name: 'Quote actions' });
    expect(within(actions).queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(within(actions).getByText('Fully invoiced')).toBeInTheDocument();
    expect(actions.textContent).toMatch(/^Fully invoicedAdd variation/);
  });
});

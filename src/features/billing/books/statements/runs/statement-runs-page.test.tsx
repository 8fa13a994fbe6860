// The statement runs page through the mock backend (docs/sending.md#statement-runs): the business's
// choice of statement, a run over every client owing (skipped without an address, failed on a bounce
// or a PDF over the limit), its summary, nothing sent twice when started again, and a day when nobody owes.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatementRun } from '@/api/types';
import { addDays } from '@/lib/calendar-date';
import { renderRoute, signInAs } from '@/testing/render';
import { call } from '../../../../../../mocks/testing/call';
import { setMockDate, today } from '../../../../../../mocks/runtime/clock';
import { db } from '../../../../../../mocks/runtime/db';
import { clientBalancesOf } from '../../../../../../mocks/domain/books';
import { runSteps } from './use-statement-run';

const SLOW = { timeout: 15_000 };

/** A new client of Kiwi Home Renovations with one issued invoice (the seed has two clients owing). */
async function newClientOwing() {
  const admin = await signInAs('admin');
  const client = await call('POST', '/api/admin/clients', {
    token: admin,
    body: { linkedBusinessId: 1, clientName: 'Tama Rangi', clientAddressLine1: '5 Kauri Street', clientEmailAddress: 'tama@example.nz' },
  });
  const draft = await call('POST', '/api/invoices', {
    token: admin,
    body: {
      businessId: 1,
      clientId: client.json.id as number,
      issueDate: addDays(today(), -10),
      dueDate: addDays(today(), 10),
      lines: [{ description: 'Gib stopping', quantity: '1', unitPrice: 45000, taxCode: 'STANDARD' }],
    },
  });
  expect((await call('POST', `/api/invoices/${draft.json.id as number}/issue`, { token: admin, body: { version: 0 } })).status).toBe(200);
}

/** Kiwi Home Renovations' clients owing today, by id: the first loses its address, the second bounces. */
async function owingClients() {
  await newClientOwing();
  const balances = clientBalancesOf(1, today());
  const owing = db.clients.all().filter((client) => client.linkedBusinessId === 1 && (balances.get(client.id) ?? 0) > 0);
  expect(owing.length).toBeGreaterThanOrEqual(3);
  const [noAddress, bouncing] = owing as [(typeof owing)[number], (typeof owing)[number]];
  await db.clients.update((q) => q.where({ id: noAddress.id }), {
    data(draft) {
      delete draft.clientEmailAddress;
    },
  });
  await db.clients.update((q) => q.where({ id: bouncing.id }), {
    data(draft) {
      draft.clientEmailAddress = 'accounts@bounce.test';
    },
  });
  return { owing, noAddress, bouncing };
}

const statementEmails = () => db.emails.all().filter((email) => email.documentType === 'STATEMENT');

afterEach(() => setMockDate(null));

describe('the statement runs page', () => {
  it('emails every client owing their statement and sums up: sent, skipped without an address, failed with the reason', async () => {
    const { owing, noAddress, bouncing } = await owingClients();
    await signInAs('user');
    const { user } = renderRoute('/statement-runs');
    await user.click(await screen.findByRole('button', { name: 'Send the month-end statements' }, SLOW));
    const sent = owing.length - 2;
    expect(await screen.findByText(`The run is done: ${sent} sent, 1 skipped, 1 failed.`, {}, { timeout: 60_000 })).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: 'Clients whose statement failed' });
    expect(within(failed).getByRole('row', { name: new RegExp(bouncing.clientName ?? '') })).toHaveTextContent(
      'The mail server for accounts@bounce.test refused it: the address does not exist.',
    );
    const skipped = screen.getByRole('region', { name: 'Clients skipped' });
    expect(within(skipped).getByRole('row', { name: new RegExp(noAddress.clientName ?? '') })).toHaveTextContent(
      'No email address on record.',
    );
    expect(statementEmails()).toHaveLength(sent);
    const first = statementEmails()[0];
    expect(first?.subject).toBe('Your statement from Kiwi Home Renovations Ltd');
    expect(atob(first?.attachment?.content ?? '').startsWith('%PDF-')).toBe(true);

    // Started again the same day: the run is taken up, nobody is sent twice, the bounce is tried again.
    await user.click(await screen.findByRole('button', { name: 'Send the 1 statement left' }, SLOW));
    expect(await screen.findByText(`The run is done: ${sent} sent, 1 skipped, 1 failed.`, {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(statementEmails()).toHaveLength(sent));
  }, 120_000);

  it('saves the business’s choice of statement', async () => {
    await signInAs('user');
    const { user } = renderRoute('/statement-runs');
    const choice = await screen.findByLabelText('Each client with a balance gets', {}, SLOW);
    expect(choice).toHaveValue('OUTSTANDING');
    await user.selectOptions(choice, 'ACTIVITY');
    await waitFor(() => expect(db.statementRunSettings.findFirst((q) => q.where({ businessId: 1 }))?.statementKind).toBe('ACTIVITY'));
  });

  it('says so plainly on a day nobody owes anything', async () => {
    setMockDate('2000-01-31');
    await signInAs('user');
    const { user } = renderRoute('/statement-runs');
    await user.click(await screen.findByRole('button', { name: 'Send the month-end statements' }, SLOW));
    expect(
      await screen.findByText('No client owes anything as at 31 Jan 2000, so there is no statement to send.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('The run is done: 0 sent, 0 skipped, 0 failed.')).toBeInTheDocument();
  });
});

describe('one client’s email in a run', () => {
  it('refuses a PDF over the limit before sending anything, with the reason for the summary', async () => {
    const { owing } = await owingClients();
    const client = owing[2] as (typeof owing)[number];
    const run: StatementRun = {
      id: 1,
      businessId: 1,
      statementKind: 'OUTSTANDING',
      from: `${today().slice(0, 8)}01`,
      statementDate: today(),
      startedAt: new Date().toISOString(),
      startedBy: 'user',
      clients: [],
    };
    await signInAs('user');
    const steps = runSteps(
      run,
      { subject: 'Statement', message: 'Attached.' },
      { make: () => Promise.resolve({ size: 900 * 1024, base64: 'JVBERi0=' }) },
    );
    const refused = await steps
      .prepare({ clientId: client.id, clientName: client.clientName ?? '', email: 'a@example.nz', balance: 1, status: 'PENDING' })
      .catch((error: unknown) => error);
    expect(steps.reasonOf(refused)).toBe(
      'The PDF is 900 KB; an email can carry at most 700 KB. Shorten the document or send it another way.',
    );
    expect(statementEmails()).toHaveLength(0);
  });
});

// The screens read what a straightforward Spring service may send beside the contract's wording
// (docs/backend.md): null members where the contract omits them (Jackson without non_null), and
// Spring Data's old page serialisation. Each is shown exactly as the contract's own answer is.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/testing/api-url';
import { renderRoute, signInAs } from '@/testing/render';
import { skipContractCheck } from '@/testing/contract-watch';
import { db } from '../../mocks/runtime/db';
import { server } from '../../mocks/runtime/node';
import { handlerCaller } from '../../mocks/testing/call';
import { env } from '@/config/env';

const SLOW = { timeout: 5000 };
const mock = handlerCaller(env.apiBaseUrl);

type Json = Record<string, unknown>;

/** `value` with each listed member that is absent written as null, as Jackson does by default. */
function withNulls(value: Json, members: readonly string[]): Json {
  const nulls = members.filter((member) => !(member in value)).map((member): [string, null] => [member, null]);
  return Object.fromEntries([...Object.entries(value), ...nulls]);
}

const INVOICE_OPTIONAL = [
  'number',
  'reference',
  'notes',
  'paymentInstructions',
  'discount',
  'issuedAt',
  'issuedBy',
  'voidedAt',
  'voidedBy',
  'voidReason',
];
const ISSUER_OPTIONAL = ['type', 'phone', 'email', 'contactPerson', 'gstNumber', 'licenseNumber', 'bankAccountNumber', 'bankProvider'];
const RECIPIENT_OPTIONAL = ['name', 'businessName', 'type', 'phone', 'email', 'gstNumber', 'licenseNumber'];

async function renderedInvoiceText(id: number, answer: (invoice: Json) => Json): Promise<string> {
  server.use(
    http.get(apiUrl(`/api/invoices/${id}`), async ({ request }) => {
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      const { json } = await mock('GET', `/api/invoices/${id}`, { token });
      return HttpResponse.json(answer(json as Json));
    }),
  );
  const { unmount } = renderRoute(`/invoices/${id}`);
  const article = await screen.findByRole('article', undefined, SLOW);
  await screen.findByRole('group', { name: 'Invoice actions' }, SLOW);
  const text = article.textContent;
  unmount();
  server.resetHandlers();
  return text;
}

describe('answers as a Spring service may write them', () => {
  it('shows a draft with null members exactly as one with them left out', async () => {
    skipContractCheck(); // nulls are off the contract on purpose
    const draft = db.invoices.all().find((invoice) => invoice.status === 'DRAFT' && invoice.businessId === 1);
    if (!draft) throw new Error('The seed has a draft of business 1.');
    await signInAs('user');
    const omitted = await renderedInvoiceText(draft.id, (invoice) => invoice);
    const nulls = await renderedInvoiceText(draft.id, (invoice) => ({
      ...withNulls(invoice, INVOICE_OPTIONAL),
      issuer: withNulls(invoice.issuer as Json, ISSUER_OPTIONAL),
      recipient: withNulls(invoice.recipient as Json, RECIPIENT_OPTIONAL),
    }));
    expect(omitted).toContain('Assigned when issued');
    expect(nulls).toBe(omitted);
  });

  it('shows an invoice from a newer service, with members this app does not know, as one without them', async () => {
    skipContractCheck(); // the members a newer contract adds are off this one on purpose
    const draft = db.invoices.all().find((invoice) => invoice.status === 'DRAFT' && invoice.businessId === 1);
    if (!draft) throw new Error('The seed has a draft of business 1.');
    await signInAs('user');
    const ours = await renderedInvoiceText(draft.id, (invoice) => invoice);
    const newer = await renderedInvoiceText(draft.id, (invoice) => ({
      ...invoice,
      projectCode: 'P-17',
      lines: (invoice.lines as Json[]).map((line) => ({ ...line, costCentre: { code: 'CC1' } })),
      issuer: { ...(invoice.issuer as Json), website: 'https://example.test' },
    }));
    expect(newer).toBe(ours);
  });

  it("lists invoices from Spring Data's old page serialisation as from the contract's", async () => {
    skipContractCheck(); // the old page shape is off the contract on purpose
    const token = await signInAs('user');
    const { totalPages } = ((await mock('GET', '/api/invoices', { token })).json as unknown as { page: { totalPages: number } }).page;
    server.use(
      http.get(apiUrl('/api/invoices'), async ({ request }) => {
        const url = new URL(request.url);
        const { json } = await mock('GET', `/api/invoices${url.search}`, { token });
        const { content, page } = json as unknown as { content: unknown[]; page: Json };
        return HttpResponse.json({ content, ...page, pageable: { pageNumber: page.number }, first: true, empty: content.length === 0 });
      }),
    );
    renderRoute('/invoice-history');
    expect(totalPages).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByText(`Page 1 of ${totalPages}`)).toBeInTheDocument(), SLOW);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});

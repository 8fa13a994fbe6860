import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../../src/config/api-values';
import { PART_NAMES, parseCapabilitySelection } from '../../src/lib/capabilities';
import { setMockCapabilities } from '../runtime/capabilities';
import { call, handlerCaller, tokenFor } from '../testing/call';

// Requests off the contract on purpose (bodies left empty, PATCH) go straight into the handlers.
const offContract = handlerCaller();

const offer = (selection: string) => setMockCapabilities(parseCapabilitySelection(selection));

/** Spring Boot's answer for a path no controller maps. */
const unmapped = (path: string) => ({
  type: 'about:blank',
  title: 'Not Found',
  status: 404,
  detail: `No static resource ${path.slice(1)}.`,
  instance: path,
});

describe('the capability document and the parts offered', () => {
  it('offers every part by default, anonymously, with the contract version', async () => {
    const { status, json } = await call('GET', '/api/capabilities');
    expect(status).toBe(200);
    expect(json).toEqual({ contractVersion: CONTRACT_VERSION, parts: PART_NAMES });
    const token = await tokenFor('user', 'user123');
    expect((await call('GET', '/api/quotes', { token })).status).toBe(200);
    expect((await call('GET', '/api/bills', { token })).status).toBe(200);
  });

  it('as the specification’s service: no document, no part, the core as before', async () => {
    offer('spec');
    const token = await tokenFor('user', 'user123');
    const document = await call('GET', '/api/capabilities');
    expect(document.status).toBe(404);
    expect(document.contentType).toBe('application/problem+json');
    expect(document.json).toEqual(unmapped('/api/capabilities'));
    expect((await call('GET', '/api/invoices', { token })).json).toEqual(unmapped('/api/invoices'));
    expect((await offContract('POST', '/api/invoices', { token: await tokenFor('user', 'user123', offContract), body: {} })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/invoicing/businesses', { token })).status).toBe(404);
    // A method no part takes there is 404 too: the whole path is unmapped, not 405.
    expect((await offContract('PATCH', '/api/invoices/1', { body: {} })).status).toBe(404);
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    expect((await call('GET', '/api/admin/businesses', { token: await tokenFor('admin', 'admin123') })).status).toBe(200);
    expect((await call('GET', '/actuator/health')).status).toBe(200);
  });

  it('with invoices only: lists them, answers them, and 404 for the other parts on the same paths', async () => {
    offer('invoices');
    const token = await tokenFor('user', 'user123');
    expect((await call('GET', '/api/capabilities')).json).toEqual({ contractVersion: CONTRACT_VERSION, parts: ['invoices'] });
    const list = await call('GET', '/api/invoices?size=1', { token });
    expect(list.status).toBe(200);
    const id = Number((list.json as unknown as { content: Array<{ id: number }> }).content[0]?.id);
    expect((await call('GET', `/api/invoices/${id}`, { token })).status).toBe(200);
    expect((await call('GET', '/api/invoicing/businesses', { token })).status).toBe(200);
    // Credit notes and sending live under /api/invoices/{id} too: not offered, so not mapped.
    const credit = await offContract('POST', `/api/invoices/${id}/credit-notes`, { token, body: {} });
    expect(credit.json).toEqual(unmapped(`/api/invoices/${id}/credit-notes`));
    expect((await offContract('POST', `/api/invoices/${id}/emails`, { token, body: {} })).status).toBe(404);
    expect((await call('GET', '/api/quotes', { token })).status).toBe(404);
    expect((await call('GET', '/api/schedules', { token })).status).toBe(404);
    // Not offered, the link operations do not exist here: their contract (no-store, Vary) is not this answer's.
    expect((await offContract('GET', '/api/public/document')).json).toEqual(unmapped('/api/public/document'));
    // The invoice path keeps its own methods: PATCH is still 405 naming only what is offered.
    const patch = await offContract('PATCH', `/api/invoices/${id}`, { token, body: {} });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('Allow')).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
  });

  it('one tab’s choice of parts does not leak into the next test', async () => {
    expect((await call('GET', '/api/capabilities')).status).toBe(200);
  });
});

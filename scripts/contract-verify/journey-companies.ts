// Businesses and clients (ADMIN), and the lists a caller may invoice from. The kit's own business
// issues the kit's invoices, so nothing of anyone else's is touched.
import { body, list, mustList, need, UNKNOWN_ID, type Context } from './journey-support';
import type { KitAnswer } from './session';

const HAS_INVOICES = 'urn:invoicing:has-invoices';

function businessInput(ctx: Context, name: string, tag: string, logins: string[]) {
  return {
    businessName: name,
    businessType: 'Conformance test (contract:verify)',
    businessEmailAddress: `kit-${ctx.run}@example.com`,
    businessPhoneNumber: '09 555 0100',
    businessAddressLine1: '1 Conformance Street',
    businessAddressLine2: 'Auckland 1010',
    businessGst: '123-456-789',
    businessBankAccountNumber: '12-3456-7890123-00',
    businessInvoiceTag: tag,
    businessInvoiceSequenceNumber: 1,
    businessPermittedLogins: logins,
  };
}

function clientInput(ctx: Context, businessId: number, name: string) {
  return {
    linkedBusinessId: businessId,
    clientName: name,
    clientEmailAddress: `kit-${ctx.run}-client@example.com`,
    clientAddressLine1: '2 Conformance Road',
    clientAddressLine2: 'Wellington 6011',
  };
}

/** Deletes a business or client, or notes why it stays (it issued or received invoices). */
async function remove(ctx: Context, what: 'business' | 'client', id: number, name: string): Promise<void> {
  const path = what === 'business' ? `/api/admin/businesses/${id}` : `/api/admin/clients/${id}`;
  const answer = await ctx.session.call(
    `delete ${what} ${name}`,
    { method: 'DELETE', path, token: ctx.tokens.admin },
    { status: [204, 409] },
  );
  if (answer.status === 409) {
    const why =
      body(answer).type === HAS_INVOICES || ctx.kept.length > 0
        ? 'invoices name it, and issued invoices are kept for the tax records'
        : 'see the failures';
    ctx.leftBehind.push(
      `${what} "${name}" (id ${id}), refused with 409 (${typeof body(answer).detail === 'string' ? (body(answer).detail as string) : 'no detail'}): ${why}`,
    );
  }
}

export async function companies(ctx: Context): Promise<void> {
  const { session, run, tokens } = ctx;
  const admin = tokens.admin;
  await session.call('every business, as admin', { method: 'GET', path: '/api/admin/businesses', token: admin }, { status: 200 });
  await session.call(
    'every business, as a USER: 403',
    { method: 'GET', path: '/api/admin/businesses', token: tokens.user },
    { status: 403 },
  );
  await session.call('every client, as admin', { method: 'GET', path: '/api/admin/clients', token: admin }, { status: 200 });
  if (ctx.readOnly) return;

  const name = `Kit ${run} Trading`;
  const tag = `K${run.toUpperCase()}-`;
  const input = businessInput(ctx, name, tag, [ctx.user.username]);
  const answer = await session.call(
    'create a business',
    { method: 'POST', path: '/api/admin/businesses', token: admin, body: input },
    { status: 201 },
  );
  const id = need(answer, 201, 'creating a business');
  ctx.made.business = { id, name, tag };
  ctx.cleanup.add(`delete business ${name}`, () => remove(ctx, 'business', id, name));
  await session.call(
    'create the same business name: 409',
    { method: 'POST', path: '/api/admin/businesses', token: admin, body: { ...input, businessInvoiceTag: `${tag}X` } },
    { status: 409 },
  );
  await session.call(
    'create with a 201-character name: 400',
    { method: 'POST', path: '/api/admin/businesses', token: admin, body: { ...input, businessName: 'K'.repeat(201) } },
    { status: 400, invalidRequest: true, field: 'businessName' },
  );
  await session.call(
    'create as a USER: 403',
    { method: 'POST', path: '/api/admin/businesses', token: tokens.user, body: { ...input, businessName: `${name} 2` } },
    { status: 403 },
  );

  const spareName = `Kit ${run} Spare`;
  const spareInput = businessInput(ctx, spareName, `${tag}S`, []);
  const spareId = need(
    await session.call(
      'create a second business',
      { method: 'POST', path: '/api/admin/businesses', token: admin, body: spareInput },
      { status: 201 },
    ),
    201,
    'creating a business',
  );
  ctx.made.spareBusiness = { id: spareId, name: spareName };
  ctx.cleanup.add(`delete business ${spareName}`, () => remove(ctx, 'business', spareId, spareName));
  await session.call(
    'replace a business',
    {
      method: 'PUT',
      path: `/api/admin/businesses/${spareId}`,
      token: admin,
      body: { ...spareInput, businessNotes: 'Replaced by the kit.' },
    },
    {
      status: 200,
      check: (a: KitAnswer) => (body(a).businessNotes === 'Replaced by the kit.' ? [] : ['businessNotes must be the new text']),
    },
  );
  await session.call(
    'replace an unknown business: 404',
    { method: 'PUT', path: `/api/admin/businesses/${UNKNOWN_ID}`, token: admin, body: spareInput },
    { status: 404 },
  );
  await session.call(
    'delete an unknown business: 404',
    { method: 'DELETE', path: `/api/admin/businesses/${UNKNOWN_ID}`, token: admin },
    { status: 404 },
  );

  const clientName = `Kit ${run} Client`;
  const clientId = need(
    await session.call(
      'create a client',
      { method: 'POST', path: '/api/admin/clients', token: admin, body: clientInput(ctx, id, clientName) },
      { status: 201 },
    ),
    201,
    'creating a client',
  );
  ctx.made.client = { id: clientId, name: clientName };
  ctx.cleanup.add(`delete client ${clientName}`, () => remove(ctx, 'client', clientId, clientName));
  const spareClient = clientInput(ctx, spareId, `Kit ${run} Spare Client`);
  const spareClientId = need(
    await session.call(
      'create a client of the second business',
      { method: 'POST', path: '/api/admin/clients', token: admin, body: spareClient },
      { status: 201 },
    ),
    201,
    'creating a client',
  );
  ctx.made.spareClient = { id: spareClientId };
  ctx.cleanup.add('delete the spare client', () => remove(ctx, 'client', spareClientId, spareClient.clientName));
  await session.call(
    'create a client of an unknown business: 400',
    { method: 'POST', path: '/api/admin/clients', token: admin, body: clientInput(ctx, UNKNOWN_ID, 'Nobody') },
    { status: 400, field: 'linkedBusinessId' },
  );
  await session.call(
    'create a client without its business: 400',
    { method: 'POST', path: '/api/admin/clients', token: admin, body: { clientName: 'Nobody' } },
    { status: 400, invalidRequest: true, field: 'linkedBusinessId' },
  );
  await session.call(
    'replace a client',
    { method: 'PUT', path: `/api/admin/clients/${spareClientId}`, token: admin, body: { ...spareClient, clientNotes: 'Replaced.' } },
    { status: 200 },
  );
  await session.call(
    'replace an unknown client: 404',
    { method: 'PUT', path: `/api/admin/clients/${UNKNOWN_ID}`, token: admin, body: spareClient },
    { status: 404 },
  );
  await session.call(
    'delete an unknown client: 404',
    { method: 'DELETE', path: `/api/admin/clients/${UNKNOWN_ID}`, token: admin },
    { status: 404 },
  );
  await session.call(
    'delete a business that has clients: 409',
    { method: 'DELETE', path: `/api/admin/businesses/${spareId}`, token: admin },
    { status: 409 },
  );
}

export async function invoicingLists(ctx: Context): Promise<void> {
  const { session, tokens, made } = ctx;
  const mine = await session.call(
    'businesses I may invoice for, as a USER',
    { method: 'GET', path: '/api/invoicing/businesses', token: tokens.user },
    {
      status: 200,
      check: (answer) => [
        ...mustList(list(answer), made.business?.id, 'the business that permits this user'),
        ...(list(answer).some((b) => b.id === made.spareBusiness?.id) ? ['must not list a business that does not permit this user'] : []),
      ],
    },
  );
  await session.call(
    'businesses I may invoice for, as admin',
    { method: 'GET', path: '/api/invoicing/businesses', token: tokens.admin },
    { status: 200, check: (a) => mustList(list(a), made.spareBusiness?.id, 'every business') },
  );
  await session.call(
    'businesses I may invoice for, without a token: 401',
    { method: 'GET', path: '/api/invoicing/businesses' },
    { status: 401 },
  );

  // Read-only: the first business the user may invoice for, if any.
  const businessId = made.business?.id ?? (list(mine)[0]?.id as number | undefined);
  if (businessId !== undefined) {
    await session.call(
      "a business's clients, as a USER",
      { method: 'GET', path: `/api/invoicing/businesses/${businessId}/clients`, token: tokens.user },
      { status: 200, check: (a) => mustList(list(a), made.client?.id, 'the business’s client') },
    );
  }
  await session.call(
    'clients of an unknown business: 404',
    { method: 'GET', path: `/api/invoicing/businesses/${UNKNOWN_ID}/clients`, token: tokens.admin },
    { status: 404 },
  );
  if (made.spareBusiness) {
    await session.call(
      'clients of a business the USER may not invoice for: 403',
      { method: 'GET', path: `/api/invoicing/businesses/${made.spareBusiness.id}/clients`, token: tokens.user },
      { status: 403 },
    );
  }
}

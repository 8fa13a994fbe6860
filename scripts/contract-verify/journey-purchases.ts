// Purchases: the suppliers of the kit's business (per-business permissions as for its clients, the
// IRD check digit on GST numbers). Suppliers have no delete: they go with the kit's business.
import { body, list, mustList, need, UNKNOWN_ID, type Context } from './journey-support';

/** A GST number passing the IRD's check digit, and one a digit away that fails it. */
const GOOD_GST = '49-091-850';
const BAD_GST = '49-091-851';

export async function suppliers(ctx: Context): Promise<void> {
  const { session, tokens, made, run } = ctx;
  // Read-only: the first business the user may invoice for, if any.
  const businessId =
    made.business?.id ??
    (list(
      await session.call(
        'businesses I may invoice for',
        { method: 'GET', path: '/api/invoicing/businesses', token: tokens.user },
        { status: 200 },
      ),
    )[0]?.id as number | undefined);
  if (businessId === undefined) {
    for (const operation of ['listSuppliers', 'createSupplier', 'getSupplier', 'updateSupplier']) {
      ctx.skipped.set(operation, 'the user may invoice for no business');
    }
    return;
  }
  const path = `/api/businesses/${businessId}/suppliers`;
  await session.call(
    'suppliers of an unknown business: 404',
    { method: 'GET', path: `/api/businesses/${UNKNOWN_ID}/suppliers`, token: tokens.admin },
    { status: 404 },
  );
  if (made.spareBusiness) {
    await session.call(
      'suppliers of a business the USER may not invoice for: 403',
      { method: 'GET', path: `/api/businesses/${made.spareBusiness.id}/suppliers`, token: tokens.user },
      { status: 403 },
    );
  }
  if (ctx.readOnly) {
    const first = list(
      await session.call("a business's suppliers, as a USER", { method: 'GET', path, token: tokens.user }, { status: 200 }),
    )[0];
    if (typeof first?.id === 'number') {
      await session.call('one supplier', { method: 'GET', path: `/api/suppliers/${first.id}`, token: tokens.user }, { status: 200 });
    }
    return;
  }

  const name = `Kit supplier ${run}`;
  const created = await session.call(
    'add a supplier with a GST number, as a USER',
    {
      method: 'POST',
      path,
      token: tokens.user,
      body: { name, gstNumber: GOOD_GST, email: 'kit@example.nz', bankAccount: '12-3456-7890123-00' },
    },
    {
      status: 201,
      check: (a) => (body(a).businessId === businessId && body(a).gstNumber === GOOD_GST ? [] : ['must keep the business and GST number']),
    },
  );
  const id = need(created, 201, 'adding a supplier');
  await session.call(
    "a business's suppliers, as a USER",
    { method: 'GET', path, token: tokens.user },
    { status: 200, check: (a) => mustList(list(a), id, 'the supplier just added') },
  );
  await session.call(
    'a GST number failing the IRD check digit: 400',
    { method: 'POST', path, token: tokens.user, body: { name: `${name} 2`, gstNumber: BAD_GST } },
    { status: 400, field: 'gstNumber' },
  );
  await session.call(
    'a supplier without a name: 400',
    { method: 'POST', path, token: tokens.user, body: { gstNumber: GOOD_GST } },
    { status: 400, invalidRequest: true, field: 'name' },
  );
  await session.call(
    'the same supplier name again: 409',
    { method: 'POST', path, token: tokens.user, body: { name: name.toUpperCase() } },
    { status: 409 },
  );
  if (made.spareBusiness) {
    await session.call(
      'add a supplier to a business the USER may not invoice for: 403',
      { method: 'POST', path: `/api/businesses/${made.spareBusiness.id}/suppliers`, token: tokens.user, body: { name } },
      { status: 403 },
    );
  }
  await session.call('one supplier', { method: 'GET', path: `/api/suppliers/${id}`, token: tokens.user }, { status: 200 });
  await session.call(
    'an unknown supplier: 404',
    { method: 'GET', path: `/api/suppliers/${UNKNOWN_ID}`, token: tokens.user },
    { status: 404 },
  );
  await session.call(
    "replace a supplier's details (left-out fields cleared)",
    { method: 'PUT', path: `/api/suppliers/${id}`, token: tokens.user, body: { name: `${name} Ltd` } },
    { status: 200, check: (a) => ('gstNumber' in body(a) ? ['must clear the GST number left out'] : []) },
  );
  await session.call(
    'replace with a GST number failing the check digit: 400',
    { method: 'PUT', path: `/api/suppliers/${id}`, token: tokens.user, body: { name, gstNumber: BAD_GST } },
    { status: 400, field: 'gstNumber' },
  );
}

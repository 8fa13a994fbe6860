// The supplier endpoints: per-business permissions as for clients, the IRD check digit, problem details.
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call';
import { asAdmin, asMere, asUser } from '../testing/invoices';

const PLACEMAKERS_GST = '102-345-673';

describe('suppliers of a business', () => {
  it('lists a permitted business’s suppliers by name, and refuses another business’s with 403', async () => {
    const token = await asUser();
    const listed = await call('GET', '/api/businesses/1/suppliers', { token });
    expect(listed.status).toBe(200);
    expect((listed.json as unknown as Array<{ name: string }>).map((s) => s.name)).toEqual([
      'Placemakers Newmarket',
      'Sparks Electrical Ltd',
      'Tama’s Rubbish Removal',
      'Z Energy',
    ]);
    expect(listed.json[0]).toMatchObject({ businessId: 1, gstNumber: PLACEMAKERS_GST, nzbn: '9429000106078' });
    const refused = await call('GET', '/api/businesses/2/suppliers', { token });
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe('You may not invoice for Harbourview Property Management Ltd.');
    expect((await call('GET', '/api/businesses/2/suppliers', { token: await asMere() })).status).toBe(403);
    expect((await call('GET', '/api/businesses/99/suppliers', { token })).status).toBe(404);
    expect((await call('GET', '/api/businesses/2/suppliers', { token: await asAdmin() })).status).toBe(200);
    expect((await call('GET', '/api/businesses/1/suppliers')).status).toBe(401);
  });

  it('adds a supplier with its details trimmed, then replaces them (left-out fields cleared)', async () => {
    const token = await asUser();
    const created = await call('POST', '/api/businesses/3/suppliers', {
      token,
      body: { name: '  Queenstown Plumbing  ', gstNumber: '49091850', email: 'hi@qtplumb.example.nz', phone: '', address: 'Frankton' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({
      id: expect.any(Number),
      businessId: 3,
      name: 'Queenstown Plumbing',
      gstNumber: '49091850',
      email: 'hi@qtplumb.example.nz',
      address: 'Frankton',
    });
    const id = created.json.id as number;
    const replaced = await call('PUT', `/api/suppliers/${id}`, {
      token,
      body: { name: 'Queenstown Plumbing Ltd', bankAccount: '12-3456-7890123-00' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toEqual({ id, businessId: 3, name: 'Queenstown Plumbing Ltd', bankAccount: '12-3456-7890123-00' });
    expect((await call('GET', `/api/suppliers/${id}`, { token })).json).toEqual(replaced.json);
  });

  it('refuses a GST number failing the IRD check digit with 400 naming the field, and keeps nothing', async () => {
    const token = await asUser();
    const refused = await call('POST', '/api/businesses/1/suppliers', { token, body: { name: 'Typo Timber', gstNumber: '102-345-674' } });
    expect(refused.status).toBe(400);
    expect(refused.contentType).toContain('application/problem+json');
    expect(refused.json.errors).toEqual([{ field: 'gstNumber', message: expect.stringContaining('check digit') }]);
    const names = (await call('GET', '/api/businesses/1/suppliers', { token })).json as unknown as Array<{ name: string }>;
    expect(names.map((s) => s.name)).not.toContain('Typo Timber');
  });

  it('refuses a blank name, a bad NZBN or bank account (400), and a name the business already has (409)', async () => {
    const token = await asUser();
    const blank = await call('POST', '/api/businesses/1/suppliers', { token, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([{ field: 'name', message: expect.any(String) }]);
    const fields = await call('POST', '/api/businesses/1/suppliers', {
      token,
      body: { name: 'X', nzbn: '9429000106079', bankAccount: '12-34' },
    });
    expect((fields.json.errors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['bankAccount', 'nzbn']);
    const duplicate = await call('POST', '/api/businesses/1/suppliers', { token, body: { name: 'placemakers newmarket' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.detail).toBe("This business already has a supplier called 'Placemakers Newmarket'.");
    // Another business may have a supplier of the same name.
    expect((await call('POST', '/api/businesses/3/suppliers', { token, body: { name: 'Placemakers Newmarket' } })).status).toBe(201);
  });

  it('refuses to show or change a supplier of a business the caller may not invoice for', async () => {
    const token = await asUser();
    const cleaners = 5; // Capital Commercial Cleaning, of Harbourview (business 2)
    expect((await call('GET', `/api/suppliers/${cleaners}`, { token })).status).toBe(403);
    expect((await call('PUT', `/api/suppliers/${cleaners}`, { token, body: { name: 'Taken over' } })).status).toBe(403);
    expect((await call('GET', '/api/suppliers/999', { token })).status).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { forgetSnapshot, loadSnapshot, saveSnapshot } from './persistence';

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the saved demo data', () => {
  afterEach(() => forgetSnapshot());

  it('keeps invoices, with their lines, payments and history, across a reload', async () => {
    const invoices = plain(db.invoices.all());
    expect((invoices as unknown[]).length).toBe(40);
    saveSnapshot();
    for (const collection of Object.values(db)) collection.clear();
    expect(await loadSnapshot()).toBe(true);
    expect(plain(db.invoices.all())).toEqual(invoices);
    expect(db.businesses.all().map((b) => b.businessInvoiceSequenceNumber)).toEqual([42, 1042, 7]);
  });

  it('drops a snapshot of an older version in favour of the seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('invoicing-mock-db', JSON.stringify({ version: 1, users: [], businesses: [], clients: [] }));
    expect(await loadSnapshot()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(db.invoices.all()).toHaveLength(40);
  });
});

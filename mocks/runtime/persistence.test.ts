import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { forgetSnapshot, loadSnapshot, SAVED_ATTACHMENTS, SAVED_RECEIPT_CHARACTERS, saveSnapshot } from './persistence';

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

  it('keeps the outbox and the templates, with the PDFs of the latest emails only (local storage is small)', async () => {
    for (let id = 1; id <= SAVED_ATTACHMENTS + 2; id += 1) {
      await db.emails.create({
        id,
        documentType: 'INVOICE',
        documentId: 1,
        documentNumber: 'RENO-0001',
        businessId: 1,
        to: ['mere@example.com'],
        cc: [],
        subject: `Email ${id}`,
        message: 'Kia ora',
        attachment: { fileName: 'RENO-0001.pdf', size: 5, content: 'JVBERi0=' },
        sentBy: 'user',
        sentAt: '2026-11-20T00:00:00Z',
      });
    }
    await db.emailTemplates.create({ id: 1, businessId: 1, kind: 'INVOICE', subject: 'Invoice {number}', message: 'Hi {client}' });
    saveSnapshot();
    for (const collection of Object.values(db)) collection.clear();
    expect(await loadSnapshot()).toBe(true);
    expect(db.emails.all().map((email) => email.attachment?.content !== undefined)).toEqual([
      false,
      false,
      ...Array<boolean>(SAVED_ATTACHMENTS).fill(true),
    ]);
    expect(db.emails.all().map((email) => email.subject)).toHaveLength(SAVED_ATTACHMENTS + 2);
    expect(db.emailTemplates.all()).toEqual([
      { id: 1, businessId: 1, kind: 'INVOICE', subject: 'Invoice {number}', message: 'Hi {client}' },
    ]);
  });

  it('keeps every receipt, with the files of the latest ones that fit (a photo is megabytes)', async () => {
    const third = 'A'.repeat(Math.floor(SAVED_RECEIPT_CHARACTERS / 3));
    for (let id = 2; id <= 5; id += 1) {
      await db.receipts.create({
        id,
        billId: 2,
        fileName: `photo-${id}.jpg`,
        contentType: 'image/jpeg',
        size: (third.length / 4) * 3,
        content: third,
        attachedBy: 'user',
        attachedAt: '2026-11-20T00:00:00Z',
      });
    }
    saveSnapshot();
    for (const collection of Object.values(db)) collection.clear();
    expect(await loadSnapshot()).toBe(true);
    // The seeded PDF and the oldest photo lose their file; the three latest photos keep theirs.
    expect(db.receipts.all().map((receipt) => [receipt.fileName, receipt.content !== undefined])).toEqual([
      ['placemakers-tax-invoice.pdf', false],
      ['photo-2.jpg', false],
      ['photo-3.jpg', true],
      ['photo-4.jpg', true],
      ['photo-5.jpg', true],
    ]);
  });

  it('drops a snapshot of an older version in favour of the seed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('invoicing-mock-db', JSON.stringify({ version: 1, users: [], businesses: [], clients: [] }));
    expect(await loadSnapshot()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(db.invoices.all()).toHaveLength(40);
  });
});

// Receipts of a bill: one file per multipart request, told by its first bytes, at most 10 MB; served
// back with its type and name; refusals as problem details naming `file`, the bill untouched.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { addDays } from '../../src/lib/calendar-date';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES } from '../../src/lib/receipts';
import { call } from '../testing/call';
import { attachReceipt as attach, multipart, sendReceiptForm as send } from '../testing/multipart';
import { asAdmin, asUser, today } from '../testing/invoices';

const photo = new Uint8Array(readFileSync(resolve(process.cwd(), 'src/features/billing/purchases/fixtures/receipt-photo-gps.jpg')));
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
/** A PDF that runs JavaScript when opened: its catalog's /OpenAction is a JavaScript action. */
const scriptedPdf = (catalog = '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>', action = "<< /S /JavaScript /JS (app.alert('hi')) >>") =>
  latin1(
    `%PDF-1.7\n1 0 obj ${catalog} endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj ${action} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
/** The same action hidden in a compressed object stream, as PDF 1.5 and later write objects. */
function pdfWithObjectStream(hidden: string): Uint8Array {
  const packed = deflateSync(Buffer.from(`3 0 ${hidden}`, 'latin1'));
  const head = latin1(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`);
  const tail = latin1('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Uint8Array.from([...head, ...packed, ...tail]);
}
const receiptsOfBill = async (token: string, billId: number) =>
  ((await call('GET', `/api/bills/${billId}`, { token })).json.receipts as Array<{ fileName: string }>).map((receipt) => receipt.fileName);
const download = (token: string, billId: number, receiptId: unknown) =>
  fetch(apiUrl(`/api/bills/${billId}/receipts/${String(receiptId)}`), { headers: { Authorization: `Bearer ${token}` } });

const apiUrl = (path: string) => new URL(path.replace(/^\//, ''), env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`);
async function newBill(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await call('POST', '/api/bills', {
    token,
    body: {
      businessId: 1,
      kind: 'EXPENSE',
      supplierId: 1,
      date: addDays(today(), -1),
      pricesIncludeGst: true,
      lines: [{ description: 'Screws', quantity: '1', unitPrice: 2350, taxCode: 'STANDARD', accountId: 1 }],
      ...overrides,
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as unknown as { id: number };
}

describe('receipts', () => {
  it('attaches a photo and a PDF, lists them on the bill, and serves each file with its type and name', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    const first = await attach(token, bill.id, photo, 'C:\\phone\\IMG_0042.jpg');
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json).toMatchObject({ fileName: 'IMG_0042.jpg', contentType: 'image/jpeg', size: photo.length, attachedBy: 'user' });
    // A PDF sent as application/octet-stream is still a PDF: the type comes from its bytes.
    const second = await attach(token, bill.id, pdf, 'Bunnings – 20 Nov.pdf', 'application/octet-stream');
    expect(second.json).toMatchObject({ contentType: 'application/pdf', fileName: 'Bunnings – 20 Nov.pdf' });

    const shown = await call('GET', `/api/bills/${bill.id}`, { token });
    expect((shown.json.receipts as Array<{ fileName: string }>).map((receipt) => receipt.fileName)).toEqual([
      'IMG_0042.jpg',
      'Bunnings – 20 Nov.pdf',
    ]);

    const file = await fetch(apiUrl(`/api/bills/${bill.id}/receipts/${String(second.json.id)}`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    // A PDF is a download: opened by the reader of the user's choice, never by the browser at the API's origin.
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Bunnings _ 20 Nov.pdf"; filename*=UTF-8''Bunnings%20%E2%80%93%2020%20Nov.pdf`,
    );
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
    const shownPhoto = await download(token, bill.id, first.json.id);
    expect(shownPhoto.headers.get('Content-Disposition')).toBe(`inline; filename="IMG_0042.jpg"; filename*=UTF-8''IMG_0042.jpg`);
    expect(shownPhoto.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(shownPhoto.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...pdf]);
  });

  it('refuses a file over 10 MB with 413 and one that is not an image or PDF with 415, naming file; the bill keeps what it had', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    await attach(token, bill.id, photo, 'kept.jpg');
    const large = new Uint8Array(RECEIPT_MAX_BYTES + 1);
    large.set(photo.subarray(0, 3));
    const tooLarge = await attach(token, bill.id, large, 'huge.jpg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.type).toBe('application/problem+json');
    expect(tooLarge.json).toMatchObject({ detail: RECEIPT_MESSAGES.tooLarge(large.length), errors: [{ field: 'file' }] });

    // An executable named like a PDF, sent as one.
    const exe = new TextEncoder().encode('MZ\x90\x00\x03 this program cannot be run in DOS mode');
    const wrong = await attach(token, bill.id, exe, 'receipt.pdf', 'application/pdf');
    expect(wrong.status).toBe(415);
    expect(wrong.json).toMatchObject({
      detail: RECEIPT_MESSAGES.wrongType,
      errors: [{ field: 'file', message: RECEIPT_MESSAGES.wrongType }],
    });

    const empty = await attach(token, bill.id, new Uint8Array(), 'empty.jpg');
    expect(empty.status).toBe(400);

    const noFile = await send(token, bill.id, multipart([{ name: 'note', bytes: new TextEncoder().encode('no file') }]));
    expect(noFile.status).toBe(400);
    expect(noFile.json).toMatchObject({ errors: [{ field: 'file', message: RECEIPT_MESSAGES.noFile }] });

    const json = await call('POST', `/api/bills/${bill.id}/receipts`, { token, body: { file: 'x' } });
    expect(json.status).toBe(415);

    const shown = await call('GET', `/api/bills/${bill.id}`, { token });
    expect((shown.json.receipts as Array<{ fileName: string }>).map((receipt) => receipt.fileName)).toEqual(['kept.jpg']);
  });

  it('refuses a form carrying more than one file with 400 naming file, and stores none of them', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    const two = await send(
      token,
      bill.id,
      multipart([
        { name: 'file', fileName: 'one.jpg', type: 'image/jpeg', bytes: photo },
        { name: 'file', fileName: 'two.pdf', type: 'application/pdf', bytes: pdf },
      ]),
    );
    expect(two.status).toBe(400);
    expect(two.json).toMatchObject({ errors: [{ field: 'file', message: 'Attach one file at a time: this form carries 2.' }] });
    const many = await send(
      token,
      bill.id,
      multipart(Array.from({ length: 1000 }, (_, index) => ({ name: 'file', fileName: `${index}.pdf`, type: 'application/pdf', bytes: pdf }))),
    );
    expect(many.status).toBe(400);
    expect(many.json).toMatchObject({ errors: [{ field: 'file', message: 'Attach one file at a time: this form carries 1000.' }] });
    expect(await receiptsOfBill(token, bill.id)).toEqual([]);
  });

  it('refuses a PDF with scripts or actions that run by themselves (400 naming file), however its names are written or packed', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    const message =
      'This PDF contains scripts or embedded actions, which a receipt does not need. Print it to a new PDF or take a photo of it, and attach that.';
    for (const [what, bytes] of [
      ['an /OpenAction running JavaScript', scriptedPdf()],
      ['a name written with #-escapes', scriptedPdf(undefined, "<< /S /J#61vaScript /J#53 (app.alert('hi')) >>")],
      ['an action hidden in a compressed object stream', pdfWithObjectStream("<< /S /JavaScript /JS (app.alert('hi')) >>")],
      ['a page action', scriptedPdf('<< /Type /Catalog /Pages 2 0 R /AA << /O 3 0 R >> >>', '<< /S /Launch /F (calc.exe) >>')],
      ['an embedded file', scriptedPdf('<< /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >>', '<< /Names [] >>')],
    ] as const) {
      const refused = await attach(token, bill.id, bytes, 'receipt.pdf', 'application/pdf');
      expect(refused.status, what).toBe(400);
      expect(refused.json, what).toMatchObject({ detail: message, errors: [{ field: 'file', message }] });
    }
    // A plain /OpenAction that only sets the first view is no script: the PDF is taken.
    const view = scriptedPdf('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /FitH 0] >>', '<< /Type /Page >>');
    expect((await attach(token, bill.id, view, 'view.pdf', 'application/pdf')).status).toBe(201);
    expect(await receiptsOfBill(token, bill.id)).toEqual(['view.pdf']);
  });

  it('names a file by what it is: a PNG sent as photo.pdf is kept as photo.png', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    const renamed = await attach(token, bill.id, png, 'photo.pdf', 'application/pdf');
    expect(renamed.status).toBe(201);
    expect(renamed.json).toMatchObject({ fileName: 'photo.png', contentType: 'image/png' });
    const jpegNamedPng = await attach(token, bill.id, photo, 'scan', 'image/png');
    expect(jpegNamedPng.json).toMatchObject({ fileName: 'scan.jpg', contentType: 'image/jpeg' });
    const kept = await attach(token, bill.id, photo, 'IMG_1.JPEG');
    expect(kept.json).toMatchObject({ fileName: 'IMG_1.JPEG' });
    const served = await download(token, bill.id, renamed.json.id);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Disposition')).toMatch(/^inline; filename="photo\.png"/);
  });

  it('removes a receipt; a void bill keeps its receipts and takes no more', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    const one = await attach(token, bill.id, photo, 'one.jpg');
    const two = await attach(token, bill.id, photo, 'two.jpg');
    expect((await call('DELETE', `/api/bills/${bill.id}/receipts/${String(one.json.id)}`, { token })).status).toBe(204);
    expect((await call('GET', `/api/bills/${bill.id}/receipts/${String(one.json.id)}`, { token })).status).toBe(404);
    expect((await call('POST', `/api/bills/${bill.id}/void`, { token })).status).toBe(200);
    const refused = await attach(token, bill.id, photo, 'three.jpg');
    expect(refused.status).toBe(409);
    expect((await call('DELETE', `/api/bills/${bill.id}/receipts/${String(two.json.id)}`, { token })).status).toBe(409);
  });

  it('a receipt belongs to its bill and its business', async () => {
    const token = await asUser();
    const bill = await newBill(token);
    const receipt = await attach(token, bill.id, photo, 'mine.jpg');
    const other = await newBill(token);
    expect((await call('GET', `/api/bills/${other.id}/receipts/${String(receipt.json.id)}`, { token })).status).toBe(404);
    const foreign = await newBill(await asAdmin(), {
      businessId: 2,
      supplierId: 5,
      lines: [{ description: 'Clean', quantity: '1', unitPrice: 100, taxCode: 'STANDARD', accountId: 7 }],
    });
    expect((await attach(token, foreign.id, photo, 'x.jpg')).status).toBe(403);
  });
});

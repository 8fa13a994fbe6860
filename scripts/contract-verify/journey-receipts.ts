// Receipts of a bill (openapi.yaml attachReceipt, getReceipt, removeReceipt): a PDF attached as
// multipart and served back byte for byte with its type and name; a file that is not an image or
// PDF (415), one over 10 MiB (413) and a form without a file (400) refused naming `file`; removed.
import { multipart } from './multipart';
import { body, need, UNKNOWN_ID, type Context } from './journey-support';

export const RECEIPT_OPERATIONS = ['attachReceipt', 'getReceipt', 'removeReceipt'];

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const TEN_MIB = 10 * 1024 * 1024;

export async function receipts(ctx: Context, billId: number): Promise<void> {
  const { session, tokens } = ctx;
  const path = `/api/bills/${billId}/receipts`;
  const upload = (fileName: string, type: string, bytes: Uint8Array) => {
    const form = multipart([{ name: 'file', fileName, type, bytes }]);
    return { method: 'POST', path, token: tokens.user, rawBody: form.body, contentType: form.contentType };
  };
  const attached = await session.call(
    'attach a PDF receipt (multipart, part `file`)',
    upload('kit receipt.pdf', 'application/pdf', new TextEncoder().encode(PDF)),
    {
      status: 201,
      check: (a) =>
        body(a).contentType === 'application/pdf' && body(a).fileName === 'kit receipt.pdf' && body(a).size === PDF.length
          ? []
          : ['must keep the name, the size and the type told from the bytes'],
    },
  );
  const receiptId = need(attached, 201, 'attaching a receipt');
  await session.call(
    'the bill lists its receipt',
    { method: 'GET', path: `/api/bills/${billId}`, token: tokens.user },
    {
      status: 200,
      check: (a) => {
        const listed = body(a).receipts;
        return Array.isArray(listed) && listed.some((receipt) => (receipt as { id?: unknown }).id === receiptId)
          ? []
          : ['must list the receipt just attached'];
      },
    },
  );
  await session.call(
    'the receipt’s file, as attached',
    { method: 'GET', path: `${path}/${receiptId}`, token: tokens.user },
    {
      status: 200,
      check: (a) => [
        ...(a.text === PDF ? [] : ['must be the bytes attached']),
        ...(a.headers.get('Content-Type')?.startsWith('application/pdf') ? [] : ['Content-Type must be application/pdf']),
        ...(/filename/.test(a.headers.get('Content-Disposition') ?? '') ? [] : ['Content-Disposition must name the file']),
      ],
    },
  );
  await session.call(
    'a file that is not an image or PDF, named receipt.pdf: 415',
    upload('receipt.pdf', 'application/pdf', new TextEncoder().encode('MZ this program cannot be run in DOS mode')),
    { status: 415, field: 'file' },
  );
  const large = new Uint8Array(TEN_MIB + 1);
  large.set(new TextEncoder().encode('%PDF-1.4\n'));
  await session.call('a file over 10 MiB: 413', upload('scan.pdf', 'application/pdf', large), { status: 413, field: 'file' });
  const noFile = multipart([{ name: 'note', bytes: new TextEncoder().encode('no file') }]);
  await session.call(
    'a form without a file part: 400',
    { method: 'POST', path, token: tokens.user, rawBody: noFile.body, contentType: noFile.contentType },
    { status: 400, field: 'file' },
  );
  await session.call('an unknown receipt: 404', { method: 'GET', path: `${path}/${UNKNOWN_ID}`, token: tokens.user }, { status: 404 });
  await session.call('remove the receipt', { method: 'DELETE', path: `${path}/${receiptId}`, token: tokens.user }, { status: 204 });
  await session.call('the removed receipt: 404', { method: 'GET', path: `${path}/${receiptId}`, token: tokens.user }, { status: 404 });
}

/** Read-only: the file of the first receipt on the user's latest bills, if any has one. */
export async function readReceipt(ctx: Context): Promise<void> {
  const { session, tokens } = ctx;
  const page = await session.call(
    'bills I may see, for a receipt',
    { method: 'GET', path: '/api/bills?size=20', token: tokens.user },
    { status: 200 },
  );
  const ids = (Array.isArray(body(page).content) ? (body(page).content as Array<{ id?: unknown }>) : []).map((bill) => bill.id);
  for (const id of ids) {
    if (typeof id !== 'number') continue;
    const bill = await session.call(
      'a bill, for its receipts',
      { method: 'GET', path: `/api/bills/${id}`, token: tokens.user },
      { status: 200 },
    );
    const receipt = (Array.isArray(body(bill).receipts) ? (body(bill).receipts as Array<{ id?: unknown }>) : [])[0];
    if (typeof receipt?.id !== 'number') continue;
    await session.call(
      'a receipt’s file',
      { method: 'GET', path: `/api/bills/${id}/receipts/${receipt.id}`, token: tokens.user },
      {
        status: 200,
        check: (a) => (/filename/.test(a.headers.get('Content-Disposition') ?? '') ? [] : ['Content-Disposition must name the file']),
      },
    );
    return;
  }
  ctx.skipped.set('getReceipt', 'none of the user’s latest bills has a receipt');
}

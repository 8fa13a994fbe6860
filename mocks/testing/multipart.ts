// Receipts posted as a browser posts them, for the mock's tests: under jsdom, FormData with a File
// reaches the mock empty (jsdom's Blob is not one Node's fetch can read), so the body is written out.
import { env } from '../../src/config/env';
import { multipart } from '../../scripts/contract-verify/multipart';

export { multipart };

const apiUrl = (path: string) => new URL(path.replace(/^\//, ''), env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`);

/** Posts a multipart body to a bill's receipts. */
export async function sendReceiptForm(token: string, billId: number, form: ReturnType<typeof multipart>) {
  const response = await fetch(apiUrl(`/api/bills/${billId}/receipts`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.contentType },
    body: form.body,
  });
  return { status: response.status, type: response.headers.get('Content-Type'), json: (await response.json()) as Record<string, unknown> };
}

/** Attaches one file as a receipt. */
export const attachReceipt = (token: string, billId: number, bytes: Uint8Array, fileName: string, type = 'image/jpeg') =>
  sendReceiptForm(token, billId, multipart([{ name: 'file', fileName, type, bytes }]));

// A multipart/form-data body as a browser writes it, for tests: under jsdom, FormData with a File
// reaches the mock empty (jsdom's Blob is not one Node's fetch can read).
import { env } from '../../src/config/env';

const apiUrl = (path: string) => new URL(path.replace(/^\//, ''), env.apiBaseUrl.endsWith('/') ? env.apiBaseUrl : `${env.apiBaseUrl}/`);

export function multipart(fields: Array<{ name: string; fileName?: string; type?: string; bytes: Uint8Array }>) {
  const boundary = '----receipt-test-boundary-7d93';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const field of fields) {
    const fileName = field.fileName === undefined ? '' : `; filename="${field.fileName.replace(/"/g, '%22')}"`;
    const type = field.type ? `\r\nContent-Type: ${field.type}` : '';
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"${fileName}${type}\r\n\r\n`));
    chunks.push(field.bytes, encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart body to a bill's receipts. */
export async function sendReceiptForm(token: string, billId: number, form: { body: Uint8Array; contentType: string }) {
  const response = await fetch(apiUrl(`/api/bills/${billId}/receipts`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': form.contentType },
    body: Uint8Array.from(form.body),
  });
  return { status: response.status, type: response.headers.get('Content-Type'), json: (await response.json()) as Record<string, unknown> };
}

/** Attaches one file as a receipt. */
export const attachReceipt = (token: string, billId: number, bytes: Uint8Array, fileName: string, type = 'image/jpeg') =>
  sendReceiptForm(token, billId, multipart([{ name: 'file', fileName, type, bytes }]));

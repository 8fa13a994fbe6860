// Receipts of a bill or expense (openapi.yaml: attachReceipt, getReceipt, removeReceipt): one file per
// multipart request, its type told by its first bytes, at most 10 MB, a PDF without scripts or
// actions (src/lib/receipts.ts, which the upload form checks with too). The file is kept as base64
// beside the bill and served as decision 320 says: a download unless an image, never sniffed or run.
import { http, HttpResponse } from 'msw';
import { INVOICE_PROBLEM_TYPES } from '../../src/config/invoicing';
import { bytesToBase64 } from '../../src/lib/base64';
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_PER_BILL,
  RECEIPT_MESSAGES,
  receiptFileName,
  receiptRefusal,
  sniffReceiptType,
} from '../../src/lib/receipts';
import { receiptsOf, toReceipt } from '../domain/purchases';
import { nowIso } from '../runtime/clock';
import { db, insert } from '../runtime/db';
import { fileParts, multipartBoundary } from '../runtime/multipart';
import { notFound, problem } from '../runtime/problem';
import { billFor } from './bills';
import { isRefusal, oneAtATime, parseId } from './http-utils';
import { signedIn } from './invoice-common';
import type { Receipt, UrlFor } from './types';

/** Room for the multipart framing around one file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const fileProblem = (status: number, message: string) => problem(status, message, [{ field: 'file', message }]);

/** The `file` part's bytes and name, or why there is none. */
async function readFilePart(request: Request): Promise<{ bytes: Uint8Array; name: string } | { refusal: Response }> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    return { refusal: problem(415, `Content type '${contentType || 'none'}' is not supported; send multipart/form-data.`) };
  }
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > RECEIPT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return { refusal: fileProblem(413, RECEIPT_MESSAGES.tooLarge(declared - MULTIPART_OVERHEAD_BYTES)) };
  }
  const boundary = multipartBoundary(contentType);
  const parts = boundary === null ? null : fileParts(new Uint8Array(await request.arrayBuffer()), boundary);
  if (parts === null) return { refusal: fileProblem(400, 'The request body is not a readable multipart form.') };
  // One file a request: a form carrying more is refused whole, never cut down to its first file.
  if (parts.length > 1) return { refusal: fileProblem(400, RECEIPT_MESSAGES.oneFile(parts.length)) };
  const file = parts.find((part) => part.name === 'file');
  return file ? { bytes: file.bytes, name: file.fileName } : { refusal: fileProblem(400, RECEIPT_MESSAGES.noFile) };
}

function receiptOf(billId: number, rawId: string | readonly string[] | undefined) {
  const id = parseId(rawId);
  return id === null ? undefined : db.receipts.findFirst((q) => q.where({ id, billId }));
}

const invalidStatus = (detail: string) => problem(409, detail, undefined, INVOICE_PROBLEM_TYPES.invalidStatus);

/** RFC 6266: a plain ASCII fallback and the UTF-8 name; an image is shown, anything else downloaded. */
function contentDisposition(fileName: string, contentType: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function receiptHandlers(url: UrlFor) {
  return [
    http.post(
      url('/api/bills/:id/receipts'),
      oneAtATime(
        signedIn(async ({ principal, params, request }) => {
          const found = billFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          const { bill } = found;
          if (bill.status === 'VOID') return invalidStatus('The bill is void: it takes no receipts.');
          if (receiptsOf(bill.id).length >= RECEIPT_MAX_PER_BILL) return problem(409, RECEIPT_MESSAGES.tooMany);
          const part = await readFilePart(request);
          if ('refusal' in part) return part.refusal;
          const refused = await receiptRefusal(part.bytes);
          if (refused) return fileProblem(refused.status, refused.message);
          const contentType = sniffReceiptType(part.bytes) ?? 'application/pdf';
          const created = await insert(db.receipts, (id) => ({
            id,
            billId: bill.id,
            fileName: receiptFileName(part.name, contentType),
            contentType,
            size: part.bytes.length,
            content: bytesToBase64(part.bytes),
            attachedBy: principal.user.username,
            attachedAt: nowIso(),
          }));
          return HttpResponse.json<Receipt>(toReceipt(created), { status: 201 });
        }),
      ),
    ),

    http.get(
      url('/api/bills/:id/receipts/:receiptId'),
      signedIn(({ principal, params }) => {
        const found = billFor(principal, params.id);
        if (isRefusal(found)) return found.refusal;
        const receipt = receiptOf(found.bill.id, params.receiptId);
        if (!receipt) return notFound('Receipt');
        if (receipt.content === undefined) return notFound('Its file (the demo keeps only the latest receipts across a reload)');
        const bytes = Uint8Array.from(atob(receipt.content), (char) => char.charCodeAt(0));
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': receipt.contentType,
            'Content-Length': String(bytes.length),
            'Content-Disposition': contentDisposition(receipt.fileName, receipt.contentType),
            'Cache-Control': 'private, max-age=31536000, immutable',
            // Opened straight from the API's origin, the file can neither be read as another type nor run anything.
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "sandbox; default-src 'none'",
          },
        });
      }),
    ),

    http.delete(
      url('/api/bills/:id/receipts/:receiptId'),
      oneAtATime(
        signedIn(({ principal, params }) => {
          const found = billFor(principal, params.id);
          if (isRefusal(found)) return found.refusal;
          if (found.bill.status === 'VOID') return invalidStatus('The bill is void: its receipts stay as they were.');
          const receipt = receiptOf(found.bill.id, params.receiptId);
          if (!receipt) return notFound('Receipt');
          db.receipts.delete((q) => q.where({ id: receipt.id }));
          return new HttpResponse(null, { status: 204 });
        }),
      ),
    ),
  ];
}

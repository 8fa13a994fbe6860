// A receipt on its way from the device: checked as the server checks it (src/lib/receipts.ts), and a
// photo's location and device data removed before it leaves the browser.
import { fileSizeLabel, RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, receiptRefusal, sniffReceiptType } from '@/lib/receipts';

export type PreparedReceipt = { ok: true; file: Blob; fileName: string } | { ok: false; fileName: string; message: string };

/** Reads the chosen file; refuses it in the server's words, or gives the bytes to send. */
export async function prepareReceipt(chosen: File): Promise<PreparedReceipt> {
  // Too large is known without reading it (a 50 MB video need not be loaded to be refused).
  if (chosen.size > RECEIPT_MAX_BYTES) return { ok: false, fileName: chosen.name, message: RECEIPT_MESSAGES.tooLarge(chosen.size) };
  const bytes = new Uint8Array(await chosen.arrayBuffer());
  const problem = await receiptRefusal(bytes);
  if (problem) return { ok: false, fileName: chosen.name, message: problem.message };
  // Loaded when a file is attached, not with the bill's page.
  const { withoutPhotoMetadata } = await import('@/lib/photo-metadata');
  const cleaned = withoutPhotoMetadata(bytes);
  return {
    ok: true,
    file: new Blob([Uint8Array.from(cleaned)], { type: sniffReceiptType(cleaned) ?? chosen.type }),
    fileName: chosen.name,
  };
}

export const RECEIPT_HINT = `JPEG, PNG or PDF, up to ${fileSizeLabel(RECEIPT_MAX_BYTES)} each. A photo's location and camera details are removed before it is sent.`;

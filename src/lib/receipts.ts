// Receipts attached to a bill or expense (docs/invoicing.md#purchases, decision 241): which files are
// taken, how large, and how a file's type is told from its first bytes (not its name). Shared by the
// upload form and the mock backend, so both refuse the same files in the same words. How a photo
// loses its location and device data: photo-metadata.ts.

/** 10 MB: a phone's photo is 2–6 MB and a scanned receipt a few; anything larger is a mistake. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** At most this many receipts per bill (a long job's receipts go on their own bills). */
export const RECEIPT_MAX_PER_BILL = 20;

export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/**
 * What the file chooser offers: any image, so a phone offers its camera (and iOS hands over a HEIC
 * photo as JPEG), and PDF. What is taken is decided by the bytes (receiptProblem).
 */
export const RECEIPT_ACCEPT = 'image/*,application/pdf';

export const RECEIPT_MESSAGES = {
  tooLarge: (size: number) => `${fileSizeLabel(size)} is too large: a receipt can be up to ${fileSizeLabel(RECEIPT_MAX_BYTES)}.`,
  wrongType: 'Attach a photo (JPEG or PNG) or a PDF. This file is neither, whatever its name says.',
  empty: 'The file is empty.',
  tooMany: `A bill keeps at most ${RECEIPT_MAX_PER_BILL} receipts.`,
  noFile: 'Choose a file to attach, in the form field `file`.',
  oneFile: (count: number) => `Attach one file at a time: this form carries ${count}.`,
  activePdf:
    'This PDF contains scripts or embedded actions, which a receipt does not need. Print it to a new PDF or take a photo of it, and attach that.',
} as const;

/** "2.4 MB", "812 KB", "120 bytes". */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The file's type by its first bytes ("magic numbers"), or null when it is none that receipts take. */
export function sniffReceiptType(bytes: Uint8Array): ReceiptContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  // %PDF- (a PDF may have up to 1024 bytes before its header; real ones start with it).
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** Why a file cannot be a receipt, or null when it can. */
export function receiptProblem(bytes: Uint8Array): { status: 413 | 415 | 400; message: string } | null {
  if (bytes.length === 0) return { status: 400, message: RECEIPT_MESSAGES.empty };
  if (bytes.length > RECEIPT_MAX_BYTES) return { status: 413, message: RECEIPT_MESSAGES.tooLarge(bytes.length) };
  if (sniffReceiptType(bytes) === null) return { status: 415, message: RECEIPT_MESSAGES.wrongType };
  return null;
}

/**
 * Why a file cannot be a receipt, or null when it can: receiptProblem, then a PDF's active content
 * (scripts, automatic actions, embedded files: pdf-active-content.ts, decision 320), refused with 400.
 */
export async function receiptRefusal(bytes: Uint8Array): Promise<{ status: 413 | 415 | 400; message: string } | null> {
  const problem = receiptProblem(bytes);
  if (problem) return problem;
  if (sniffReceiptType(bytes) !== 'application/pdf') return null;
  const { pdfHasActiveContent } = await import('./pdf-active-content');
  return (await pdfHasActiveContent(bytes)) ? { status: 400, message: RECEIPT_MESSAGES.activePdf } : null;
}

const EXTENSIONS: Record<ReceiptContentType, { usual: string; also: readonly string[] }> = {
  'image/jpeg': { usual: '.jpg', also: ['.jpg', '.jpeg', '.jpe'] },
  'image/png': { usual: '.png', also: ['.png'] },
  'application/pdf': { usual: '.pdf', also: ['.pdf'] },
};
const MAX_NAME = 120;

/**
 * The file name kept for a receipt: no folders, no control characters, at most 120 characters, and
 * an extension that says what the bytes are (a PNG sent as photo.pdf is kept as photo.png).
 */
export function receiptFileName(name: string, type: ReceiptContentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  const { usual, also } = EXTENSIONS[type];
  const extension = /\.[a-z][a-z0-9]{0,4}$/i.exec(base)?.[0] ?? '';
  if (also.includes(extension.toLowerCase())) return base.slice(-MAX_NAME);
  const stem = base.slice(0, base.length - extension.length).trim() || 'receipt';
  return `${stem.slice(-(MAX_NAME - usual.length))}${usual}`;
}

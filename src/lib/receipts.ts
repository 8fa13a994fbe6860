// Receipts attached to a bill or expense (docs/invoicing.md#receipts, decision 241): which files are
// taken, how large, how a file's type is told from its first bytes (not its name), and how a photo's
// location and device data are removed before it leaves the browser. Shared by the upload form and
// the mock backend, so both refuse the same files in the same words.

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
} as const;

/** "2.4 MB", "812 KB", "120 bytes". */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

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

const APP1 = 0xe1;
const APP13 = 0xed;
const SOS = 0xda;
const EOI = 0xd9;

/**
 * A JPEG without its APP1 (EXIF: GPS position, camera make and serial, times; XMP) and APP13 (IPTC)
 * segments. The image data is untouched (no re-encoding, no quality lost). The EXIF orientation is
 * kept, in a new EXIF holding only it, so a phone's upright photo stays upright. A file that is not
 * a well-formed JPEG comes back unchanged.
 */
export function stripJpegMetadata(jpeg: Uint8Array): Uint8Array {
  if (!startsWith(jpeg, [0xff, 0xd8])) return jpeg;
  const kept: Uint8Array[] = [jpeg.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return jpeg;
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === SOS || marker === EOI) {
      kept.push(jpeg.subarray(at));
      return joinWithOrientation(kept, orientation);
    }
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > jpeg.length) return jpeg;
    const segment = jpeg.subarray(at, at + 2 + length);
    if (marker === APP1) orientation ??= exifOrientation(segment.subarray(4));
    else if (marker !== APP13) kept.push(segment);
    at += 2 + length;
  }
  return jpeg;
}

function joinWithOrientation(parts: Uint8Array[], orientation: number | null): Uint8Array {
  if (orientation !== null && orientation !== 1) parts.splice(1, 0, orientationOnlyExif(orientation));
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0] as const; // "Exif\0\0"

/** The Orientation tag (0x0112) of IFD0 in an APP1 segment's body, if it is EXIF and has one. */
function exifOrientation(body: Uint8Array): number | null {
  if (!startsWith(body, EXIF_HEADER)) return null;
  const tiff = body.subarray(6);
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return null;
    if (view.getUint16(at, little) === 0x0112) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
function orientationOnlyExif(orientation: number): Uint8Array {
  // Big-endian TIFF: header (8), one IFD entry (2 + 12), no next IFD (4).
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...EXIF_HEADER, ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...body]);
}

/** PNG chunks that can carry where and with what a picture was taken (EXIF, text, time). */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

/** A PNG without its metadata chunks; the picture's chunks untouched. Not a PNG: unchanged. */
export function stripPngMetadata(png: Uint8Array): Uint8Array {
  if (!startsWith(png, PNG_SIGNATURE)) return png;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const kept: Uint8Array[] = [png.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > png.length) return png;
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(png.subarray(at, end));
    at = end;
  }
  return joinWithOrientation(kept, null);
}

/** The receipt as it may leave the browser: photos without their location and device data. */
export function withoutPhotoMetadata(bytes: Uint8Array): Uint8Array {
  const type = sniffReceiptType(bytes);
  if (type === 'image/jpeg') return stripJpegMetadata(bytes);
  if (type === 'image/png') return stripPngMetadata(bytes);
  return bytes;
}

/** The file name kept for a receipt: no folders, no control characters, at most 120 characters. */
export function receiptFileName(name: string, type: ReceiptContentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(-120);
  if (base !== '') return base;
  return type === 'application/pdf' ? 'receipt.pdf' : type === 'image/png' ? 'receipt.png' : 'receipt.jpg';
}

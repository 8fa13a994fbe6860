// A photo's location and device data removed before it leaves the browser (decision 241): the JPEG's
// EXIF, XMP and IPTC segments cut out byte for byte (its orientation kept), a PNG's metadata chunks
// dropped. Loaded only when a file is attached, so a bill's page does not carry it.
import { PNG_SIGNATURE, sniffReceiptType, startsWith } from './receipts';

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

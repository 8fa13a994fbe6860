import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata, stripPngMetadata, withoutPhotoMetadata } from './photo-metadata';
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, receiptFileName, receiptProblem, sniffReceiptType } from './receipts';

// A real JPEG with the EXIF a phone writes: make, model, orientation 6 and a GPS position
// (scripts/make-receipt-fixture.mjs made it).
const photo = new Uint8Array(readFileSync(new URL('../features/billing/purchases/fixtures/receipt-photo-gps.jpg', import.meta.url)));

/** The JPEG's segments before the image data: marker and body. */
function segments(jpeg: Uint8Array) {
  const found: { marker: number; body: Uint8Array }[] = [];
  let at = 2;
  while (jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    found.push({ marker: jpeg[at + 1] ?? 0, body: jpeg.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
  }
  return { found, imageData: jpeg.subarray(at) };
}

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
/** The GPSInfo tag (0x8825) as a big-endian IFD entry would write it. */
const hasGpsTag = (bytes: Uint8Array) =>
  bytes.some((byte, at) => byte === 0x88 && bytes[at + 1] === 0x25 && bytes[at + 2] === 0 && bytes[at + 3] === 4);

describe('a photo loses its location and device data', () => {
  it('the fixture carries GPS, make and model (so the test below can fail)', () => {
    expect(hasGpsTag(photo)).toBe(true);
    expect(text(photo)).toContain('PhoneCo');
    expect(text(photo)).toContain('Pocket 12 serial 4411');
  });

  it('removes the EXIF with the GPS position and the camera, keeps the image data byte for byte', () => {
    const stripped = stripJpegMetadata(photo);
    expect(hasGpsTag(stripped)).toBe(false);
    expect(text(stripped)).not.toContain('PhoneCo');
    expect(text(stripped)).not.toContain('Pocket 12');
    expect(segments(stripped).imageData).toEqual(segments(photo).imageData);
    expect(stripped.length).toBeLessThan(photo.length);
    expect(sniffReceiptType(stripped)).toBe('image/jpeg');
  });

  it('keeps the orientation alone, so an upright photo stays upright', () => {
    const app1 = segments(stripJpegMetadata(photo)).found.filter((segment) => segment.marker === 0xe1);
    expect(app1).toHaveLength(1);
    // Exif\0\0, big-endian TIFF, one entry: 0x0112 SHORT 1 = 6, no next IFD.
    expect([...(app1[0]?.body ?? [])]).toEqual([
      0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('a photo without EXIF comes back as it was; a broken JPEG unchanged', () => {
    const clean = stripJpegMetadata(photo);
    expect(stripJpegMetadata(clean)).toEqual(clean);
    const broken = photo.subarray(0, 40);
    expect(stripJpegMetadata(broken)).toBe(broken);
  });

  it('drops a PNG’s EXIF and text chunks, keeps its picture', () => {
    const chunk = (type: string, data: number[]) => {
      const length = [0, 0, 0, data.length];
      return [...length, ...Array.from(type, (c) => c.charCodeAt(0)), ...data, 1, 2, 3, 4];
    };
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const ihdr = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    const idat = chunk('IDAT', [1, 2, 3]);
    const iend = chunk('IEND', []);
    const png = Uint8Array.from([
      ...signature,
      ...ihdr,
      ...chunk('eXIf', [0x4d, 0x4d, 0, 42]),
      ...chunk('tEXt', [65, 0, 66]),
      ...idat,
      ...iend,
    ]);
    expect([...stripPngMetadata(png)]).toEqual([...signature, ...ihdr, ...idat, ...iend]);
    expect([...withoutPhotoMetadata(png)]).toEqual([...signature, ...ihdr, ...idat, ...iend]);
  });

  it('leaves a PDF as it is', () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    expect(withoutPhotoMetadata(pdf)).toBe(pdf);
  });
});

describe('which files are receipts', () => {
  it('tells the type by the first bytes, not the name', () => {
    expect(sniffReceiptType(photo)).toBe('image/jpeg');
    expect(sniffReceiptType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffReceiptType(new TextEncoder().encode('MZ\x90\x00 an exe named receipt.pdf'))).toBeNull();
    expect(sniffReceiptType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('refuses too large (413), the wrong type (415) and empty files, in words', () => {
    const big = new Uint8Array(RECEIPT_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(receiptProblem(big)).toEqual({ status: 413, message: '10 MB is too large: a receipt can be up to 10 MB.' });
    expect(receiptProblem(new TextEncoder().encode('GIF89a'))).toEqual({ status: 415, message: RECEIPT_MESSAGES.wrongType });
    expect(receiptProblem(new Uint8Array())).toEqual({ status: 400, message: RECEIPT_MESSAGES.empty });
    expect(receiptProblem(photo)).toBeNull();
  });

  it('keeps a file name without folders or control characters', () => {
    expect(receiptFileName('C:\\Users\\me\\Bunnings 12.jpg', 'image/jpeg')).toBe('Bunnings 12.jpg');
    expect(receiptFileName('../../"x\u0000".pdf', 'application/pdf')).toBe('x.pdf');
    expect(receiptFileName('', 'image/png')).toBe('receipt.png');
  });
});

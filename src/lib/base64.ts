// Bytes as base64 (RFC 4648, padded), for a PDF carried in JSON (openapi.yaml: EmailAttachmentInput).

/** In slices, so a large PDF never passes too many arguments to String.fromCharCode. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  }
  return btoa(binary);
}

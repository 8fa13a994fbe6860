// A multipart/form-data body (RFC 7578) written byte by byte, as a browser writes one: the kit sends
// receipts with it, and the mock's tests too (under jsdom a FormData's File reaches the mock empty).

export interface FormField {
  name: string;
  /** A file part when given. */
  fileName?: string;
  type?: string;
  bytes: Uint8Array;
}

export function multipart(fields: readonly FormField[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----kit-boundary-7d93a1c4';
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

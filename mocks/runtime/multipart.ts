// Reads the file parts of a multipart/form-data body (RFC 7578) from its bytes. Not
// Request.formData(): under the tests' jsdom, undici's parser rejects the File it makes, and
// reading the bytes here works alike in the browser, Node and the tests.

export interface FilePart {
  name: string;
  fileName: string;
  bytes: Uint8Array;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(first ?? 0, from); at !== -1 && at <= last; at = haystack.indexOf(first ?? 0, at + 1)) {
    let match = true;
    for (let offset = 1; offset < needle.length; offset += 1) {
      if (haystack[at + offset] !== needle[offset]) {
        match = false;
        break;
      }
    }
    if (match) return at;
  }
  return -1;
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const found = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return found?.[1] ?? found?.[2] ?? null;
}

/** The parts of the body that carry a file name (form fields without one are left out); null when malformed. */
export function fileParts(body: Uint8Array, boundary: string): FilePart[] | null {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const between = encoder.encode(`\r\n--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  let at = indexOf(body, delimiter, 0);
  if (at === -1) return null;
  const parts: FilePart[] = [];
  for (;;) {
    at += delimiter.length;
    // "--" after a delimiter ends the body.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    const headersStart = at + 2;
    const headersEnd = indexOf(body, headerEnd, headersStart);
    if (headersEnd === -1) return null;
    const next = indexOf(body, between, headersEnd + 4);
    if (next === -1) return null;
    const headers = decoder.decode(body.subarray(headersStart, headersEnd));
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(headers)?.[1] ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    const fileName = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
    if (name !== undefined && fileName !== undefined) {
      parts.push({ name, fileName: fileName.replace(/%22/g, '"'), bytes: body.subarray(headersEnd + 4, next) });
    }
    at = next + 2;
  }
}

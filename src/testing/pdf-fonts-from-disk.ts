// Vitest setup of both projects: the PDF fonts are assets the web server serves; in a test they
// are read from the project's disk.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vi } from 'vitest';

vi.mock('@/features/billing/shared/document/pdf-font-file', () => ({
  fetchFontFile: async (url: string) => {
    const bytes = await readFile(url.startsWith('/@fs/') ? url.slice(4) : join(process.cwd(), url));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  },
}));

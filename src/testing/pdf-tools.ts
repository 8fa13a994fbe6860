// qpdf and poppler's pdftotext, for tests that check a PDF as other software reads it. CI installs
// both (.ci/run, scripts/ensure-e2e-tools.mjs); a missing tool fails the test that needs it, naming
// the install command, everywhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const has = (tool: string) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).error === undefined;
const missing = ['qpdf', 'pdftotext'].filter((tool) => !has(tool));

/** Empty when both tools are here, otherwise what is missing and how to install it. */
export const missingPdfTools = missing.length > 0 ? `${missing.join(' and ')} missing (apt-get install qpdf poppler-utils)` : '';

function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `qpdf --check`: the exit code (0 clean, 3 warnings, 2 errors) and what it said. */
export function qpdfCheck(bytes: Uint8Array): { status: number | null; output: string } {
  return withFile(bytes, (path) => {
    const result = spawnSync('qpdf', ['--check', path], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  });
}

/** The text `pdftotext -raw` extracts: in drawing order, so a field's lines stay together. */
export function pdftotext(bytes: Uint8Array): string {
  return withFile(bytes, (path) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }));
}

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tree(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-sizes-'));
  folders.push(root);
  for (const [path, lines] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), 'a {}\n'.repeat(lines));
  }
  return root;
}

const check = (folder: string) => spawnSync(process.execPath, ['scripts/check-sizes.mjs', folder], { encoding: 'utf8' });

describe('scripts/check-sizes.mjs', () => {
  it('passes files of up to 300 lines, and leaves .ts and .tsx files to ESLint', () => {
    const result = check(tree({ 'a/ok.css': 300, 'b/long.ts': 900, 'b/long.tsx': 900 }));
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('fails naming every longer file, in any folder', () => {
    const root = tree({ 'features/x/x.css': 301, 'components/y/y.css': 50, 'z.md': 400 });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${join(root, 'features/x/x.css')}: 301 lines (at most 300)`);
    expect(result.stderr).toContain(`${join(root, 'z.md')}: 400 lines`);
    expect(result.stderr).not.toContain('y.css');
  });
});

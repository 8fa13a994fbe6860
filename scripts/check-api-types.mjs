// Fails when src/api/schema.d.ts is not what `npm run generate:api` makes of openapi.yaml.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
const fresh = join(dir, 'schema.d.ts');
try {
  execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi.yaml', '-o', fresh], { stdio: 'pipe' });
  if (readFileSync(fresh, 'utf8') !== readFileSync('src/api/schema.d.ts', 'utf8')) {
    console.error('src/api/schema.d.ts is stale: run `npm run generate:api` and commit the result.');
    process.exit(1);
  }
  console.log('src/api/schema.d.ts matches openapi.yaml.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Fails when a file generated from openapi.yaml is stale: src/api/schema.d.ts (openapi-typescript)
// or src/config/api-values.ts (scripts/generate-api-values.mjs). `npm run generate:api` rewrites both.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUTPUT as VALUES_FILE, renderApiValues } from './generate-api-values.mjs';

const stale = [];
const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi.yaml', '-o', fresh], { stdio: 'pipe' });
  if (readFileSync(fresh, 'utf8') !== readFileSync('src/api/schema.d.ts', 'utf8')) stale.push('src/api/schema.d.ts');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if ((await renderApiValues()) !== readFileSync(VALUES_FILE, 'utf8')) stale.push(VALUES_FILE);

if (stale.length > 0) {
  console.error(`${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run generate:api\` and commit the result.`);
  process.exit(1);
}
console.log(`src/api/schema.d.ts and ${VALUES_FILE} match openapi.yaml.`);

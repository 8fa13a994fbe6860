// Writes src/config/api-values.ts from openapi.yaml: the lists the client and the mock backend both
// need (every string enum among the schemas, the invoice list's sort properties), the operations
// open to anonymous callers, the contract's version and every operation with its tag.
// `npm run generate:api` runs it; `npm run check:api` fails when the committed file differs from
// what it would write now.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';

export const OUTPUT = 'src/config/api-values.ts';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** InvoiceStatusFilter → INVOICE_STATUS_FILTER */
const constantName = (schemaName) => schemaName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
const list = (values) => `[${values.map((value) => `'${value}'`).join(', ')}] as const`;

function stringEnums(schemas) {
  return Object.entries(schemas ?? {}).flatMap(([name, schema]) =>
    schema?.type === 'string' && Array.isArray(schema.enum) ? [{ name, values: schema.enum.map(String) }] : [],
  );
}

/** The sort parameter of GET /api/invoices is `property,direction`, its properties listed in its pattern. */
function sortProperties(spec) {
  const sort = spec.paths?.['/api/invoices']?.get?.parameters?.find((parameter) => parameter.name === 'sort');
  const match = /^\^\(([A-Za-z|]+)\)\(,\(asc\|desc\)\)\?\$$/.exec(sort?.schema?.pattern ?? '');
  if (!match) {
    throw new Error('openapi.yaml: GET /api/invoices `sort` must have a pattern like ^(issueDate|dueDate)(,(asc|desc))?$');
  }
  return match[1].split('|');
}

/** Operations with `security: []`: the client sends them no bearer token. */
function anonymousOperations(spec) {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => Array.isArray(item?.[method]?.security) && item[method].security.length === 0).map(
      (method) => `${method.toUpperCase()} ${path}`,
    ),
  );
}

/** Every operation with its one tag, so the parts of the contract are read from their tags (docs/backend.md#the-capability-document). */
function operations(spec) {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => {
      const { operationId, tags } = item[method];
      if (!Array.isArray(tags) || tags.length !== 1) throw new Error(`openapi.yaml: ${operationId} must have exactly one tag`);
      return `{ id: '${operationId}', method: '${method.toUpperCase()}', path: '${path}', tag: '${tags[0]}' }`;
    }),
  );
}

export async function renderApiValues(specText = readFileSync('openapi.yaml', 'utf8')) {
  const spec = parse(specText);
  const lines = [
    '// Generated from openapi.yaml by scripts/generate-api-values.mjs (`npm run generate:api`). Do not edit.',
    '// The lists the screens and the mock backend share; src/api/contract-types.test.ts checks each',
    '// against the matching type in src/api/schema.d.ts.',
    '',
    ...stringEnums(spec.components?.schemas).flatMap(({ name, values }) => [
      `/** components.schemas.${name} */`,
      `export const ${constantName(name)}_VALUES = ${list(values)};`,
      '',
    ]),
    '/** The properties GET /api/invoices sorts by (`sort=property,asc|desc`). */',
    `export const INVOICE_SORT_PROPERTY_VALUES = ${list(sortProperties(spec))};`,
    '',
    '/** Operations open to anonymous callers (`security: []`), as `METHOD /path`. */',
    `export const ANONYMOUS_OPERATIONS = ${list(anonymousOperations(spec))};`,
    '',
    '/** `info.version`: the contract version this app is built against. */',
    `export const CONTRACT_VERSION = '${spec.info.version}';`,
    '',
    '/** Every operation, its method, path template and tag. */',
    `export const OPERATIONS = [${operations(spec).join(', ')}] as const;`,
  ];
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  return prettier.format(lines.join('\n'), { ...options, filepath: OUTPUT });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, await renderApiValues());
  console.log(`Wrote ${OUTPUT}.`);
}

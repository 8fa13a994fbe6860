// Contract check: every response the mock backend gives in a test, and every JSON body the client
// sends, is validated against openapi.yaml. An undocumented endpoint, status or body is a violation.
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const SPEC_ID = 'openapi.json';

const specPath = resolvePath(process.cwd(), 'openapi.yaml');
const spec = parse(readFileSync(specPath, 'utf8')) as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
ajv.addSchema(spec, SPEC_ID);

const pointer = (segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function resolve(node: unknown): Json | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const ref = (node as Json).$ref;
  if (typeof ref !== 'string') return node as Json;
  let target: unknown = spec;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    target = (target as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return resolve(target);
}

const paths = (spec.paths ?? {}) as Record<string, Json>;
const templates = Object.keys(paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
}));

const validators = new Map<string, ValidateFunction>();
function validatorFor(segments: string[]): ValidateFunction {
  const key = pointer(segments);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.getSchema(`${SPEC_ID}#/${key}`);
    if (!validate) throw new Error(`No schema at ${key}`);
    validators.set(key, validate);
  }
  return validate;
}

interface Operation {
  template: string;
  method: string;
  operation: Json;
}

function findOperation(method: string, pathname: string): Operation | string {
  const match = templates.find(({ pattern }) => pattern.test(pathname));
  if (!match) return `undocumented endpoint ${method.toUpperCase()} ${pathname}`;
  const lower = method.toLowerCase();
  const operation = paths[match.template]?.[lower];
  if (!operation) return `undocumented method ${method.toUpperCase()} ${match.template}`;
  return { template: match.template, method: lower, operation: operation as Json };
}

function mediaKey(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function describe(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`).join('; ');
}

/** Problems with one exchange; empty when request and response match the contract. */
export async function checkExchange(baseUrl: string, request: Request, response: Response): Promise<string[]> {
  const url = new URL(request.url);
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) {
    return [`request outside the backend: ${request.method} ${request.url}`];
  }
  const pathname = url.pathname.slice(basePath.length) || '/';
  const found = findOperation(request.method, pathname);
  if (typeof found === 'string') return [found];
  const { template, method, operation } = found;
  const label = `${method.toUpperCase()} ${template}`;
  const problems: string[] = [];

  const requestBody = resolve(operation.requestBody);
  const requestText = request.bodyUsed ? '' : await request.clone().text();
  if (requestBody && requestText !== '' && mediaKey(request.headers.get('Content-Type')) === 'application/json') {
    try {
      const validate = validatorFor(['paths', template, method, 'requestBody', 'content', 'application/json', 'schema']);
      if (!validate(JSON.parse(requestText))) problems.push(`${label} request body: ${describe(validate)}`);
    } catch {
      // Malformed JSON is the server's to refuse; the response is still checked below.
    }
  }

  const responses = (operation.responses ?? {}) as Json;
  const status = String(response.status);
  const statusKey =
    status in responses ? status : `${status[0]}XX` in responses ? `${status[0]}XX` : 'default' in responses ? 'default' : null;
  if (statusKey === null) return [...problems, `${label} answered undocumented status ${status}`];
  const documented = resolve(responses[statusKey]);
  const content = (documented?.content ?? null) as Json | null;
  const text = await response.clone().text();
  if (!content) {
    if (text !== '') problems.push(`${label} ${status} has a body, but the contract documents none`);
    return problems;
  }
  const media = mediaKey(response.headers.get('Content-Type'));
  if (!(media in content)) return [...problems, `${label} ${status} answered '${media}', documented: ${Object.keys(content).join(', ')}`];
  const responseRef = (responses[statusKey] as Json).$ref;
  const schemaPath =
    typeof responseRef === 'string'
      ? [...responseRef.replace(/^#\//, '').split('/'), 'content', media, 'schema']
      : ['paths', template, method, 'responses', statusKey, 'content', media, 'schema'];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, `${label} ${status} body is not JSON`];
  }
  const validate = validatorFor(schemaPath);
  if (!validate(body)) problems.push(`${label} ${status} body: ${describe(validate)}`);
  return problems;
}

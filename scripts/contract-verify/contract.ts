// openapi.yaml as a checker: which operation a request is, and whether an answer (status, media
// type, required headers, body) is one the contract documents. Framework-free (ajv, yaml, node:fs),
// shared by the contract check of every Vitest exchange (src/testing/contract.ts) and by the
// conformance kit (./verify.ts), so the two can never judge differently.
import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface ContractOperation {
  operationId: string;
  method: string;
  template: string;
  /** `security: []`: no token needed. */
  anonymous: boolean;
  operation: Json;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const SPEC_ID = 'openapi.json';
const pointer = (segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A readable line per schema error; a null where the contract wants a value says how to fix it. */
function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const hint =
        e.keyword === 'type' && e.data === null ? ' (null: the service omits absent values, see docs/backend.md#nulls-are-omitted)' : '';
      return `${e.instancePath || '(body)'} ${e.message ?? ''}${hint}`;
    })
    .join('; ');
}

export type Contract = ReturnType<typeof loadContract>;

export function loadContract(specPath: string) {
  const spec = parse(readFileSync(specPath, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  addFormats(ajv);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addSchema(spec, SPEC_ID);

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
  const globalSecurity = spec.security;
  const operations: ContractOperation[] = Object.entries(paths).flatMap(([template, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method] as Json | undefined;
      if (!operation) return [];
      const security = operation.security ?? globalSecurity;
      return [
        {
          operationId: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${template}`,
          method,
          template,
          anonymous: Array.isArray(security) && security.length === 0,
          operation,
        },
      ];
    }),
  );

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

  /** The contract's path template a path matches (`/api/invoices/{id}`), or null. */
  function templateFor(pathname: string): string | null {
    return templates.find(({ pattern }) => pattern.test(pathname))?.template ?? null;
  }

  /** The operation a request is, or why it is none. */
  function findOperation(method: string, pathname: string): ContractOperation | string {
    const match = templates.find(({ pattern }) => pattern.test(pathname));
    if (!match) return `undocumented endpoint ${method.toUpperCase()} ${pathname}`;
    const found = operations.find((op) => op.template === match.template && op.method === method.toLowerCase());
    return found ?? `undocumented method ${method.toUpperCase()} ${match.template}`;
  }

  /** Problems with a value against a schema of the spec, e.g. `components/schemas/ProblemDetail`. */
  function validate(schemaPath: string, value: unknown): string[] {
    const check = validatorFor(schemaPath.replace(/^#?\//, '').split('/'));
    return check(value) ? [] : [describeErrors(check.errors)];
  }

  /** Problems with a JSON request body; malformed JSON is the server's to refuse. */
  function checkRequest(op: ContractOperation, contentType: string | null, text: string): string[] {
    const body = resolve(op.operation.requestBody);
    if (!body || text === '' || mediaType(contentType) !== 'application/json') return [];
    // JSON to an endpoint that takes a file (a receipt) is the server's to refuse (415).
    if (!((body.content ?? {}) as Json)['application/json']) return [];
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return [];
    }
    const check = validatorFor(['paths', op.template, op.method, 'requestBody', 'content', 'application/json', 'schema']);
    return check(json) ? [] : [`${op.method.toUpperCase()} ${op.template} request body: ${describeErrors(check.errors)}`];
  }

  /** Problems with an answer: an undocumented status, media type, missing required header, or body. */
  function checkAnswer(op: ContractOperation, answer: Answer): string[] {
    const label = `${op.method.toUpperCase()} ${op.template}`;
    const responses = (op.operation.responses ?? {}) as Json;
    const status = String(answer.status);
    // `default` covers errors only: a success the contract does not list is a disagreement.
    const statusKey =
      status in responses
        ? status
        : `${status[0]}XX` in responses
          ? `${status[0]}XX`
          : answer.status >= 400 && 'default' in responses
            ? 'default'
            : null;
    if (statusKey === null) return [`${label} answered undocumented status ${status}`];
    const documented = resolve(responses[statusKey]);
    const problems: string[] = [];
    for (const [name, header] of Object.entries((documented?.headers ?? {}) as Json)) {
      if ((resolve(header)?.required as boolean | undefined) === true && !answer.headers.has(name)) {
        problems.push(`${label} ${status} lacks the required header ${name}`);
      }
    }
    const content = (documented?.content ?? null) as Json | null;
    if (!content) {
      if (answer.text !== '') problems.push(`${label} ${status} has a body, but the contract documents none`);
      return problems;
    }
    const media = mediaType(answer.headers.get('Content-Type'));
    if (!(media in content)) {
      return [...problems, `${label} ${status} answered '${media || 'no content type'}', documented: ${Object.keys(content).join(', ')}`];
    }
    // A file (a receipt's image or PDF): its bytes are the body; the media type was the check.
    if (!/[/+]json$/.test(media)) return problems;
    const responseRef = (responses[statusKey] as Json).$ref;
    const schemaPath =
      typeof responseRef === 'string'
        ? [...responseRef.replace(/^#\//, '').split('/'), 'content', media, 'schema']
        : ['paths', op.template, op.method, 'responses', statusKey, 'content', media, 'schema'];
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [...problems, `${label} ${status} body is not JSON`];
    }
    const check = validatorFor(schemaPath);
    if (!check(body)) problems.push(`${label} ${status} body: ${describeErrors(check.errors)}`);
    return problems;
  }

  /** Problems with one fetch exchange; empty when request and answer match the contract. */
  async function checkExchange(baseUrl: string, request: Request, response: Response): Promise<string[]> {
    const url = new URL(request.url);
    const base = new URL(baseUrl);
    const basePath = base.pathname.replace(/\/$/, '');
    if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) {
      return [`request outside the backend: ${request.method} ${request.url}`];
    }
    const found = findOperation(request.method, url.pathname.slice(basePath.length) || '/');
    if (typeof found === 'string') return [found];
    const requestText = request.bodyUsed ? '' : await request.clone().text();
    return [
      ...checkRequest(found, request.headers.get('Content-Type'), requestText),
      ...checkAnswer(found, { status: response.status, headers: response.headers, text: await response.clone().text() }),
    ];
  }

  return { spec, operations, templateFor, findOperation, validate, checkRequest, checkAnswer, checkExchange };
}

// The kit's HTTP side: sends one request, judges the answer against openapi.yaml (status, media
// type, required headers, body), the step's own expectations and, with an origin, the CORS
// headers, and records one check per request under its operation.
import { mediaType, type Contract } from './contract';

const ACCEPT = 'application/json, application/problem+json';

export interface KitRequest {
  method: string;
  /** Path under the base URL, with its query: `/api/invoices?size=5`. */
  path: string;
  token?: string;
  body?: unknown;
  /** A body sent as is, with `contentType` (default application/json); bytes for a file upload. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface KitAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface Expectation {
  /** The status (or one of them) this step must get. */
  status: number | readonly number[];
  /** A deliberately invalid request: its body is not held to the contract. */
  invalidRequest?: boolean;
  /** For a 400: a field error must name this field (canonical dotted path). */
  field?: string;
  /** For an error: the problem `type` it must have. */
  problemType?: string;
  /** An answer whose body is not held to anything (a refused CORS preflight, which no script ever reads). */
  anyBody?: boolean;
  /** The step's own checks of the answer; each string is a failure. */
  check?: (answer: KitAnswer) => string[];
}

export interface CheckResult {
  /** operationId, or `METHOD /path` for requests that are no operation (405, 404, CORS). */
  operation: string;
  method: string;
  template: string;
  name: string;
  request: string;
  problems: string[];
  /** The status(es) expected, and the field a 400 must name: "400 naming startDate". */
  expected?: string;
  /** The status received (0 when there was no answer). */
  got?: number;
}

export interface SessionOptions {
  baseUrl: string;
  contract: Contract;
  origin?: string;
  timeoutMs?: number;
}

const SECRET_KEYS = /password|token/i;

/** The request in one line: method, path and a short body, without passwords. */
function describeRequest({ method, path, body, rawBody, contentType }: KitRequest): string {
  let summary = '';
  if (rawBody !== undefined) {
    summary =
      typeof rawBody !== 'string' || rawBody.length > 200
        ? ` <${rawBody.length} bytes of ${contentType ?? 'application/json'}>`
        : ` ${rawBody}`;
  } else if (body !== undefined) {
    const text = JSON.stringify(body, (key, value: unknown) => (SECRET_KEYS.test(key) ? '***' : value));
    summary = ` ${text.length > 160 ? `${text.slice(0, 157)}...` : text}`;
  }
  return `${method} ${path}${summary}`;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an error answer says, for a failure message. */
function said(answer: KitAnswer): string {
  if (answer.status < 400) return '';
  const body = answer.json;
  if (isRecord(body)) {
    const text = [body.detail, body.title, body.message].find((value) => typeof value === 'string');
    if (typeof text === 'string') return `: ${text.slice(0, 200)}`;
  }
  return answer.text ? `: ${answer.text.slice(0, 120)}` : '';
}

/** Failures of the problem-detail expectations: a named field, a problem type. */
function problemChecks(answer: KitAnswer, expect: Expectation): string[] {
  const problems: string[] = [];
  const body = isRecord(answer.json) ? answer.json : {};
  if (expect.field !== undefined) {
    const fields = Array.isArray(body.errors) ? body.errors.map((error) => (isRecord(error) ? String(error.field) : '')) : [];
    if (!fields.includes(expect.field)) {
      problems.push(`errors must name the field '${expect.field}'; named: ${fields.length > 0 ? fields.join(', ') : 'none'}`);
    }
  }
  if (expect.problemType !== undefined && body.type !== expect.problemType) {
    problems.push(`problem type must be '${expect.problemType}', got '${String(body.type)}'`);
  }
  return problems;
}

export class Session {
  readonly results: CheckResult[] = [];
  private readonly base: string;

  constructor(private readonly options: SessionOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  get contract(): Contract {
    return this.options.contract;
  }

  /** Sends `request`, checks the answer, records the check as `name`, and returns the answer. */
  async call(name: string, request: KitRequest, expect: Expectation): Promise<KitAnswer> {
    const { contract, origin, timeoutMs = 30_000 } = this.options;
    const url = new URL(`${this.base}${request.path}`);
    const headers = new Headers({ Accept: ACCEPT, ...request.headers });
    if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
    const payload = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    if (payload !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', request.contentType ?? 'application/json');
    if (origin !== undefined && !headers.has('Origin')) headers.set('Origin', origin);

    const basePath = new URL(this.base).pathname.replace(/\/$/, '');
    const pathname = url.pathname.slice(basePath.length) || '/';
    const found = contract.findOperation(request.method, pathname);
    const operation = typeof found === 'string' ? undefined : found;
    const template = operation?.template ?? contract.templateFor(pathname) ?? pathname;
    const result: CheckResult = {
      operation: operation?.operationId ?? `${request.method} ${template}`,
      method: request.method,
      template,
      name,
      request: describeRequest(request),
      problems: [],
    };
    this.results.push(result);

    let answer: KitAnswer;
    try {
      const response = await fetch(url, {
        method: request.method,
        headers,
        ...(payload !== undefined ? { body: payload } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      answer = { status: response.status, headers: response.headers, text, json: parse(text) };
    } catch (error) {
      result.problems.push(`no answer: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 0, headers: new Headers(), text: '', json: undefined };
    }

    const expected: readonly number[] = typeof expect.status === 'number' ? [expect.status] : expect.status;
    result.expected = `${expected.join(' or ')}${expect.field ? ` naming ${expect.field}` : ''}`;
    result.got = answer.status;
    if (!expected.includes(answer.status)) result.problems.push(`expected ${expected.join(' or ')}, got ${answer.status}${said(answer)}`);
    if (operation) {
      if (!expect.invalidRequest)
        result.problems.push(...contract.checkRequest(operation, headers.get('Content-Type'), typeof payload === 'string' ? payload : ''));
      result.problems.push(...contract.checkAnswer(operation, answer));
    } else if (answer.status >= 400 && !expect.anyBody) {
      // No operation to look up (a 405, an unknown path): still problem details.
      const media = mediaType(answer.headers.get('Content-Type'));
      if (media !== 'application/problem+json')
        result.problems.push(`answered '${media || 'no content type'}', expected application/problem+json`);
      else result.problems.push(...contract.validate('components/schemas/ProblemDetail', answer.json).map((p) => `body: ${p}`));
    }
    if (origin !== undefined && headers.get('Origin') === origin) result.problems.push(...corsProblems(answer, origin));
    result.problems.push(...problemChecks(answer, expect));
    if (expected.includes(answer.status) && expect.check) result.problems.push(...expect.check(answer));
    return answer;
  }

  /** Records a check that needs no request of its own (e.g. numbers across several answers). */
  record(operation: string, name: string, request: string, problems: string[]): void {
    const known = this.contract.operations.find((op) => op.operationId === operation);
    this.results.push({
      operation,
      method: known?.method.toUpperCase() ?? '',
      template: known?.template ?? '',
      name,
      request,
      problems,
    });
  }
}

/** CORS headers every answer to the app's origin carries (docs/backend.md#cors). */
function corsProblems(answer: KitAnswer, origin: string): string[] {
  const problems: string[] = [];
  const allowOrigin = answer.headers.get('Access-Control-Allow-Origin');
  if (allowOrigin !== origin) problems.push(`Access-Control-Allow-Origin must be ${origin}, got ${allowOrigin ?? 'none'}`);
  if (answer.headers.get('Access-Control-Allow-Credentials') !== 'true') problems.push('Access-Control-Allow-Credentials must be true');
  if (answer.headers.has('Location')) {
    const exposed = (answer.headers.get('Access-Control-Expose-Headers') ?? '').toLowerCase().split(/\s*,\s*/);
    if (!exposed.includes('location') && !exposed.includes('*')) problems.push('Access-Control-Expose-Headers must list Location');
  }
  return problems;
}

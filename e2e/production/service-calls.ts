// What a page asked of a service that offers only some parts of the contract (MOCK_CAPABILITIES):
// every API call and its answer, matched to openapi.yaml's operations (the source of OPERATIONS in
// src/config/api-values.ts, which a black-box test does not import), and the menu the page drew.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect } from './fixtures';

interface Operation {
  method: string;
  path: string;
  tag: string;
}

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, { tags?: string[] }>> };
const OPERATIONS: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, tag: operation.tags?.[0] ?? '' })),
);

/** The capability document's tag: a service without it answers 404, which is how the app knows the spec service (decision 340). */
const CAPABILITIES_TAG = 'capabilities';

/** The specification's core, always offered (decision 341). */
const CORE_TAGS = ['auth', 'users', 'admin', 'health'];

interface Call {
  method: string;
  path: string;
  status: number;
  /** The contract's operation, or undefined for a path the contract does not have. */
  operation: Operation | undefined;
}

const API_PATH = /^\/(api|auth|actuator)\//;

const templateMatches = (template: string, path: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);

/** Records every answer to the page's API calls on `apiOrigin` while the test runs. */
export function recordApiCalls(page: Page, apiOrigin: string): Call[] {
  const calls: Call[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== apiOrigin || !API_PATH.test(url.pathname)) return;
    const method = response.request().method();
    const operation = OPERATIONS.find((each) => each.method === method && templateMatches(each.path, url.pathname));
    calls.push({ method, path: url.pathname, status: response.status(), operation });
  });
  return calls;
}

/**
 * No call went to an operation the service lacks -- one whose tag is not the core's nor among
 * `offeredTags` (the tags of the parts offered; null: the specification's service, which has no
 * capability document either) -- and none was answered 404, but the capability document's own 404
 * on the specification's service.
 */
export function expectOnlyOfferedCalls(calls: readonly Call[], offeredTags: readonly string[] | null) {
  expect(calls.length).toBeGreaterThan(0);
  const offered = new Set([...CORE_TAGS, ...(offeredTags === null ? [] : [CAPABILITIES_TAG, ...offeredTags])]);
  const lacking = (call: Call) =>
    call.operation === undefined || (!offered.has(call.operation.tag) && call.operation.tag !== CAPABILITIES_TAG);
  const expected404 = (call: Call) => offeredTags === null && call.operation?.tag === CAPABILITIES_TAG;
  expect(
    calls.filter(lacking).map((call) => `${call.method} ${call.path}`),
    'calls to operations the service lacks',
  ).toEqual([]);
  expect(
    calls.filter((call) => call.status === 404 && !expected404(call)).map((call) => `${call.method} ${call.path}`),
    'API paths answered 404',
  ).toEqual([]);
}

/** The main menu's entries by name: its links, and the buttons that open its groups (Books, Admin). */
export async function menuNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Profile' })).toBeVisible();
  const names = await nav.getByRole('link').or(nav.getByRole('button')).allInnerTexts();
  return names.map((name) => name.trim()).filter(Boolean);
}

/**
 * A route of a part the service lacks says so in plain words with a way back, never an error:
 * "<Part> are not on this server yet".
 */
export async function expectNotOnThisServer(page: Page, path: string, part: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByText(new RegExp(`${part} (are|is) not on this server yet`, 'i'))).toBeVisible();
  await expect(main.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

// What a page asked of a service that offers only some parts of the contract (MOCK_CAPABILITIES):
// every API call and its answer, matched to the contract's operations (OPERATIONS, generated from
// openapi.yaml), and the menu the page drew.
import type { Page } from '@playwright/test';
import { OPERATIONS } from '../../src/config/api-values';
import { CAPABILITIES_TAG, partOfTag, type PartName } from '../../src/lib/capabilities';
import { expect } from './fixtures';

interface Call {
  method: string;
  path: string;
  status: number;
  /** The contract's operation, or undefined for a path the contract does not have. */
  operation: (typeof OPERATIONS)[number] | undefined;
}

const API_PATH = /^\/(api|auth|actuator)\//;

const templateMatches = (template: string, path: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);

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
 * No call went to an operation of a part the service lacks (`offered` null: the specification's
 * service, which has no capability document either), and none was answered 404 -- but the
 * capability document's own 404, which is how the app recognises the specification's service
 * (decision 340).
 */
export function expectOnlyOfferedCalls(calls: readonly Call[], offered: readonly PartName[] | null) {
  expect(calls.length).toBeGreaterThan(0);
  const lacking = (call: Call) => {
    if (call.operation === undefined) return true;
    if (call.operation.tag === CAPABILITIES_TAG) return false;
    const part = partOfTag(call.operation.tag);
    return part !== null && !(offered ?? []).includes(part);
  };
  const expected404 = (call: Call) => offered === null && call.operation?.tag === CAPABILITIES_TAG;
  expect(calls.filter(lacking).map((call) => `${call.method} ${call.path}`), 'calls to operations the service lacks').toEqual([]);
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

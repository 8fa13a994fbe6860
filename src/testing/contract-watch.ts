// The contract check of every exchange the mock backend gives in Vitest (docs/testing.md#contract).
// One listener per module graph: the setup file runs again for each test file, and when files are
// not isolated (decision 151) they share this module, so the listener and its state live here.
import { env } from '@/config/env';
import { server } from '../../mocks/runtime/node';
import { checkExchange } from './contract';

const pending: Array<Promise<string[]>> = [];
let checked = true;

// The mock's own controls and outbox (/__mock/) are not part of the API (docs/sending.md#the-outbox).
const isMockControl = (request: Request) => new URL(request.url).pathname.includes('/__mock/');

server.events.on('response:mocked', ({ request, response }) => {
  if (checked && !isMockControl(request)) pending.push(checkExchange(env.apiBaseUrl, request, response));
});

/** For a test that deliberately answers off the contract (e.g. a plain-text 500 from a proxy). */
export function skipContractCheck(): void {
  checked = false;
}

/** The contract problems of the test that just ended (none when it skipped the check); checks the next one. */
export async function takeContractProblems(): Promise<string[]> {
  const problems = (await Promise.all(pending.splice(0))).flat();
  const wasChecked = checked;
  checked = true;
  return wasChecked ? problems : [];
}

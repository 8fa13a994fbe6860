// The mock backend for Vitest: same handlers, Node interceptors. Unknown requests fail the test.
import { setupServer } from 'msw/node';
import { env } from '../../src/config/env';
import { createHandlers } from '../handlers';

export const server = setupServer(...createHandlers(env.apiBaseUrl));

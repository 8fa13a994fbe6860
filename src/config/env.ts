// The app's configuration, read once: the build-time environment, and the backend address the
// server gave when it started (/runtime-config.js, loaded before the app), which wins.
// vite.config.ts checks the build-time values at start, so a malformed one stops `dev` and `build`
// with a message naming the variable; the container checks API_BASE_URL before nginx starts.
import { runtimeApiBaseUrl } from './api-base-url';
import { readEnv, type AppEnv } from './env-schema';

export type { AppEnv } from './env-schema';

export const env: AppEnv = readEnv(import.meta.env, runtimeApiBaseUrl(globalThis));

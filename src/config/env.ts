// The app's configuration, read once from the build-time environment.
// vite.config.ts checks the same values at start, so a malformed one stops `dev` and `build`
// with a message naming the variable.
import { readEnv, type AppEnv } from './env-schema';

export type { AppEnv, ApiMocking, ColdStart } from './env-schema';

export const env: AppEnv = readEnv(import.meta.env);

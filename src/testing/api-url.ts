import { apiPath } from '@/api/api-path';
import { env } from '@/config/env';

/** The absolute address of an API path, for MSW overrides in tests and stories. */
export const apiUrl = (path: string): string => new URL(apiPath(path), env.apiBaseUrl).href;

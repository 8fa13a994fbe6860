// The product's fixed constants (docs/product.md#constants).

export const STORAGE_KEYS = {
  token: 'token',
  roles: 'roles',
} as const;

/** Statuses that force a sign-out. */
export const FORCED_LOGOUT_STATUSES: readonly number[] = [401, 403];

export const ROLES = {
  user: 'USER',
  admin: 'ADMIN',
} as const;

export const DEFAULT_ROLE = ROLES.user;

/** Longest account fields, as openapi.yaml limits them; the forms and the mock backend share them. */
export const ACCOUNT_LIMITS = {
  usernameLength: 50,
  emailLength: 254,
  passwordLength: 128,
} as const;

export const REGISTER_REDIRECT_DELAY_MS = 2000;

export const USERS_CSV_FILE_NAME = 'users.csv';

export const HEALTH = {
  pollIntervalMs: 1500,
  timeoutMs: 30000,
  hideDelayMs: 1800,
  readyStatuses: [200, 204, 401, 403] as readonly number[],
} as const;

export const ROTATION = {
  heroMs: 6000,
  testimonialsMs: 7000,
  carouselMs: 5000,
} as const;

export const SELECT_LIST_HEIGHT_PX = 256;

/** The largest request body the service takes (openapi.yaml: 413 above it); a screen that sends much checks it first. */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** Fired just before a forced sign-out navigates away, so forms can keep work in progress. */
export const FORCED_SIGN_OUT_EVENT = 'session:forced-sign-out';

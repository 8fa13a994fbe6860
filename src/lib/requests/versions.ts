import * as z from 'zod/mini';

const STALE = 'Send the version you last saw.';

/** The version of the document a change was made against (409 when it is no longer current). */
export const version = z.number({ error: STALE }).check(z.refine((value) => Number.isSafeInteger(value) && value >= 0, STALE));

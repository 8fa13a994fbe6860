// Pieces the request schemas share.
import * as z from 'zod/mini';

/** Optional free text of at most `max` characters; null is accepted as "none". */
export const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.maxLength(max, `Must be at most ${max} characters.`))));

/** Optional text that, when not blank, passes `check`; else `message`. */
export const optionalFormatted = (max: number, check: (value: string) => boolean, message: string) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.maxLength(max, `Must be at most ${max} characters.`),
        z.refine((value) => value.trim() === '' || check(value), message),
      ),
    ),
  );

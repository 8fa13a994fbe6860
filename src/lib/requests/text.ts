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

/** A string with `message` when it is missing or blank (after trimming); the first problem stops the rest. */
export const filled = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value.trim() !== '', { message, abort: true }));

/** Text that must be given: `message` when blank, trimmed, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  filled(message).check(z.trim(), z.maxLength(max, `Must be at most ${max} characters.`));

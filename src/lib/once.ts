// A value made at its first use, not when its module loads: for Intl formatters and collators, whose
// making loads locale data (a zoned date format, the time-zone database). Made at load, those in the
// modules every list screen imports cost its start about 15–30 ms on a phone.

/** A function returning the one value `make` makes, at its first call. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

// A value made at its first use, not when its module loads: for Intl formatters and collators, whose
// making loads locale data (a zoned date format, the time-zone database). Made at load, those in the
// modules every list screen imports cost its start about 15–30 ms on a phone.

/** A function returning the one value `make` makes, at its first call. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The same for each set of arguments (a locale, a time zone, a style): one value per combination. */
export function oncePer<Args extends readonly string[], T>(make: (...args: Args) => T): (...args: Args) => T {
  const made = new Map<string, { value: T }>();
  return (...args) => {
    const key = args.join('\u0000');
    let entry = made.get(key);
    if (entry === undefined) {
      entry = { value: make(...args) };
      made.set(key, entry);
    }
    return entry.value;
  };
}

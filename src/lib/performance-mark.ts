// Records how long a piece of work took as a User Timing entry (performance.measure), so a
// benchmark in the browser can read it with performance.getEntriesByName(name).
export function measureSince(name: string, start: number): void {
  const end = performance.now();
  // Environments without User Timing (jsdom) just skip it.
  if (typeof performance.measure === 'function') performance.measure(name, { start, end });
}

/** Request paths are relative to the base URL, which may itself have a path. */
export function apiPath(path: string): string {
  return path.replace(/^\//, '');
}

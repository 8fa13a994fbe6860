// Turning a contract path and its parameters into the parts of a request URL.

/** Request paths are relative to the base URL, which may itself have a path. */
export function apiPath(path: string): string {
  return path.replace(/^\//, '');
}

/** `/api/invoices/{id}` with `{ id: 42 }` → `/api/invoices/42` (each value URL-encoded). */
export function fillPath(template: string, values: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${template}: no value for the path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
}

/** Query parameters in key order; a list repeats its key (`status=PAID&status=VOID`), undefined is left out. */
export function searchParamsFrom(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as Array<[string, unknown]>) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') params.append(key, String(item));
    }
  }
  return params;
}

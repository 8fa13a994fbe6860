// The app's address the client's links open (`{app}/d/{token}`): a setting of the server, because a
// reminder is written on the server's clock with no request to take an origin from (decision 235).
// The in-page mock sets the page's origin; `npm run mock:server` reads MOCK_PUBLIC_APP_URL.
import { PUBLIC_DOCUMENT_PREFIX } from '../../src/config/document-links';

/** The dev server, where the tests' and a plain `npm run dev`'s links open. */
export const DEFAULT_PUBLIC_APP_URL = 'http://localhost:5173';

let current = DEFAULT_PUBLIC_APP_URL;

/** `raw` as an origin (`https://invoicing.example.co.nz`, a trailing slash dropped), or an Error naming `name`. */
export function parsePublicAppUrl(raw: string, name: string): string {
  const trimmed = raw.trim().replace(/\/$/, '');
  let origin: string | undefined;
  try {
    const url = new URL(trimmed);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === trimmed) origin = url.origin;
  } catch {
    origin = undefined;
  }
  if (origin === undefined) throw new Error(`${name} must be the app's origin, such as https://invoicing.example.co.nz, got "${raw}".`);
  return origin;
}

export function setPublicAppUrl(origin: string): void {
  current = parsePublicAppUrl(origin, 'The public app URL');
}

export const publicAppUrl = () => current;

/** The page a link's token opens, in the app at the configured address. */
export const publicLinkAddress = (token: string) => `${current}${PUBLIC_DOCUMENT_PREFIX}${token}`;

// Who sent a request, as the Spring service sees it after its proxy handling (request.getRemoteAddr()
// behind RemoteIpValve): the mock HTTP server works it out from the socket and the trusted proxies
// (forwarded-for.ts) and files it here against the request, where no header a client writes can
// reach it. In the page (MSW in the browser) there is one visitor, so every request is theirs.
const addresses = new WeakMap<Request, string>();

/** The one visitor of the mock in a page, or of the in-process mock in tests. */
const IN_PAGE_CLIENT = 'this browser';

export function setClientAddress(request: Request, address: string): void {
  addresses.set(request, address);
}

export const clientAddressOf = (request: Request): string => addresses.get(request) ?? IN_PAGE_CLIENT;

// Full page navigation, behind an object so tests can observe it (jsdom cannot navigate).
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Loads `target` (path, query and hash) afresh from the server, in place of this page. */
  reloadAt(target: string): void {
    const { pathname, search, hash } = window.location;
    // replace() to the address already shown would only scroll to its hash.
    if (pathname + search + hash === target) window.location.reload();
    else window.location.replace(target);
  },
};

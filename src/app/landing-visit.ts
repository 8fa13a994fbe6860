// A visitor's `/` runs only the landing page's own script; the app (React, the router, the query
// cache, the session, the API client) is prepared and started when the visitor heads for it
// (decision 180, docs/landing-page.md#how-the-page-loads):
// - prepared (fetched and evaluated, one chunk per task, yielding to input between them) on intent
//   — the pointer over, focus on or a touch of a link to another route of the app — or when the
//   browser is idle on a connection that is not constrained;
// - started on the click: the click waits for the app, then the app opens the link's route. If the
//   app cannot load, the browser follows the link instead, so a click is never lost.

/** What the app chunk gives: a function that renders it into the page. */
export interface LandingVisitOptions<App> {
  /** Fetches and evaluates the app in steps, without starting it. */
  prepare: () => Promise<App>;
  /** Renders the app at the current address (the link's, by then). */
  start: (app: App) => void;
  /** The browser's connection, for the idle preparation (navigator.connection where supported). */
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** A link the app answers: same origin, another path than this page's (not an anchor in it). */
export function appLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return null;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}

/** A performance mark set when the app starts being prepared. */
export const PREPARE_MARK = 'landing:prepare-app';

/** Save-Data, or a 2G or 3G connection: the app is then fetched only when the visitor heads for it. */
export function isConstrained(connection: NetworkInformationLike | undefined): boolean {
  if (connection === undefined) return false;
  return connection.saveData === true || /^(slow-2g|2g|3g)$/.test(connection.effectiveType ?? '');
}

const browserConnection = () => (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

/** Waits for the load event, then for an idle moment. */
function whenIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Listens for the visitor heading for the app; returns what stops listening. */
export function startAppOnIntent<App>({ prepare, start, connection = browserConnection() }: LandingVisitOptions<App>): () => void {
  let prepared: Promise<App> | null = null;
  let started = false;
  const ready = () => {
    if (prepared === null) {
      // For the benches: what `/` ran before this mark is what it runs before any interaction.
      performance.mark(PREPARE_MARK);
      prepared = prepare();
    }
    return prepared;
  };

  const onIntent = (event: Event) => {
    if (appLink(event.target)) void ready().catch(() => (prepared = null));
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = appLink(event.target);
    if (!link) return;
    event.preventDefault();
    if (started) return;
    started = true;
    const href = link.href;
    link.setAttribute('aria-busy', 'true');
    ready().then(
      (app) => {
        stop();
        window.history.pushState(null, '', href);
        start(app);
      },
      () => window.location.assign(href),
    );
  };

  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
  document.addEventListener('click', onClick);
  function stop() {
    for (const type of intents) document.removeEventListener(type, onIntent);
    document.removeEventListener('click', onClick);
  }
  if (!isConstrained(connection)) whenIdle(() => void ready().catch(() => (prepared = null)));
  return stop;
}


// A Vite plugin that gives app.html (every route but `/`, deploy/nginx.conf) a first paint of its
// own: the app's header bar with the product name, drawn from the HTML and its stylesheets before
// any script has loaded, so a screen's first paint does not wait for React and the route's code
// (decision 242). For the screens of src/app/screen-frames.ts it also writes screens/<path>.html,
// app.html whose frame draws the screen's heading too (nginx serves it for that path). The entry
// hands the frame to startApp, which removes it in the frame the app draws its route. Its styles
// are app-shell.css's and page.css's, inline (so no request holds up the paint) and allowed by their
// CSP hash, which is added to style-src-hashes.txt (deploy/render-nginx-conf.sh) as the landing
// page's are (decision 280). A screen's HTML also preloads its first queries' module (the frame's
// `data`) and what it imports, so the app's lazy loading of the route finds it fetched and the
// screen's queries start as soon as the app does (decision 254).
//
// Imported by vite.config.ts: keep its imports free of the app's runtime code.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunkHolding, type ChunkOfModules } from './lib/chunk-graph.ts';
import { SCREEN_FRAMES, type ScreenFrame } from '../src/app/screen-frames.ts';
import { PRODUCT_NAME } from '../src/config/product.ts';

const APP_FRAME_ID = 'app-frame';
const STYLE_HASHES_FILE = 'style-src-hashes.txt';

/** app-shell.css without its comments and runs of white space: the rules the real header uses. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The frame: the signed-in and public shells' header bar (src/app/layout/app-shell.tsx) without the
 * parts that depend on who is signed in, and for a screen of SCREEN_FRAMES its page heading as Page
 * draws it (src/components/page/page.tsx). Hidden from assistive technology: the app's own header
 * and heading replace it.
 */
export function frameMarkup(productName: string, screen?: ScreenFrame): string {
  const shell = screen?.public ? 'app-shell app-shell--public' : 'app-shell';
  // The list's filter card as it first draws, as far as its search field: the box is a <div>, not an
  // input, so nothing typed before the app starts can be lost.
  const search =
    screen?.search === undefined
      ? ''
      : `<div class="invoice-history"><div class="invoice-filters ui-card"><div class="ui-field"><div class="ui-field__label-row"><span class="ui-field__label">Search</span></div><p class="ui-field__hint">${escapeHtml(screen.search)}</p><div class="ui-field__control"></div></div></div></div>`;
  const page = screen
    ? `<div class="ui-page ui-page--${screen.width}"><div class="ui-page__header"><div class="ui-page__heading-group"><h1 class="ui-page__title">${escapeHtml(screen.title)}</h1></div></div>${search}</div>`
    : '';
  return `<div id="${APP_FRAME_ID}" class="${shell}" aria-hidden="true"><div class="app-header"><div class="app-header__bar"><span class="app-header__brand">${escapeHtml(productName)}</span></div></div>${page}</div>`;
}

/** A CSP hash source for an inline <style> holding exactly `css`. */
export const styleHashSource = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** app.html with the frame before #root and its styles at the end of <head>. */
export function withAppFrame(html: string, css: string, screen?: ScreenFrame, productName = PRODUCT_NAME): string {
  if (!html.includes('</head>') || !html.includes('<div id="root">')) throw new Error('app-frame: app.html has no </head> or #root.');
  return html
    .replace('</head>', `  <style>${css}</style>\n  </head>`)
    .replace('<div id="root">', `${frameMarkup(productName, screen)}<div id="root">`);
}

interface ChunkInGraph extends ChunkOfModules {
  imports: readonly string[];
}

/**
 * The chunks that hold `moduleIds` (absolute) and every chunk they import statically, in a stable
 * order. Throws for a module no chunk holds, so a moved file fails the build, not the preload.
 */
export function chunkClosure(chunks: readonly ChunkInGraph[], moduleIds: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const id of moduleIds) {
    const chunk = chunkHolding(chunks, (module) => module === id);
    if (!chunk) throw new Error(`app-frame: no chunk holds ${id}.`);
    visit(chunk.fileName);
  }
  return [...seen];
}

/**
 * `html` with a modulepreload for each of `files` it does not load yet, after its last one, at low
 * priority: the frame's first paint waits for the stylesheets only (decision 299).
 */
export function withModulePreloads(html: string, files: readonly string[], base = '/'): string {
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin="" fetchpriority="low" href="${href}">`);
  if (links.length === 0) return html;
  const last = html.lastIndexOf('<link rel="modulepreload"');
  const at = last === -1 ? html.indexOf('</head>') : html.indexOf('>', last) + 1;
  return `${html.slice(0, at)}\n    ${links.join('\n    ')}${html.slice(at)}`;
}

/**
 * The modules a screen's HTML preloads: its first queries' and the query client they go through
 * (src/app/screen-data.ts). Not the route's code: 30–40 more preloads before the first paint shared
 * the connection with the stylesheet and put Lighthouse's first paint back by up to 2 s (decision 254).
 */
const screenModules = (screen: ScreenFrame): string[] => (screen.data === undefined ? [] : [screen.data, 'src/api/query-client.ts']);

/** Where a screen's own HTML goes: /invoice-history → screens/invoice-history.html (deploy/nginx.conf). */
export const screenHtmlFile = (path: string) => `screens${path}.html`;

const FRAME_STYLESHEETS = ['src/app/layout/app-shell.css', 'src/components/page/page.css'];
/** A list's filter card and field, for a frame with a search field (only those pages carry them). */
const SEARCH_FRAME_STYLESHEETS = [
  'src/components/form/form-layout.css',
  'src/components/field/field.css',
  'src/features/billing/shared/list/invoice-history.css',
];
const compactFiles = (files: readonly string[]) => compactCss(files.map((file) => readFileSync(file, 'utf8')).join('\n'));

export function appFrame(): Plugin {
  return {
    name: 'app-frame',
    apply: 'build',
    writeBundle: {
      // After landing-preload has written app.html and the hashes file.
      sequential: true,
      order: 'post',
      handler(options, bundle) {
        if (options.dir === undefined) return;
        const appHtml = join(options.dir, 'app.html');
        if (!existsSync(appHtml)) return;
        const html = readFileSync(appHtml, 'utf8');
        const css = compactFiles(FRAME_STYLESHEETS);
        const searchCss = compactFiles([...FRAME_STYLESHEETS, ...SEARCH_FRAME_STYLESHEETS]);
        writeFileSync(appHtml, withAppFrame(html, css));
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        for (const [path, screen] of Object.entries(SCREEN_FRAMES)) {
          const file = join(options.dir, screenHtmlFile(path));
          mkdirSync(dirname(file), { recursive: true });
          const preloads = chunkClosure(
            chunks,
            screenModules(screen).map((module) => resolve(module)),
          );
          writeFileSync(file, withModulePreloads(withAppFrame(html, screen.search === undefined ? css : searchCss, screen), preloads));
        }
        const hashesFile = join(options.dir, STYLE_HASHES_FILE);
        const hashes = existsSync(hashesFile) ? readFileSync(hashesFile, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
        writeFileSync(hashesFile, `${[...hashes, styleHashSource(css), styleHashSource(searchCss)].join(' ')}\n`);
      },
    },
  };
}

// A Vite plugin that gives app.html (every route but `/`, deploy/nginx.conf) a first paint of its
// own: the app's header bar with the product name, drawn from the HTML and its stylesheets before
// any script has loaded, so a screen's first paint does not wait for React and the route's code
// (decision 242). The entry hands it to startApp, which removes it in the frame the app draws its
// route. Its styles are app-shell.css's, inline (so no request holds up the paint) and allowed by
// their CSP hash, which is added to style-src-hashes.txt (deploy/render-nginx-conf.sh) as the landing
// page's are (decision 280).
//
// Imported by vite.config.ts: keep its imports free of the app's runtime code.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PRODUCT_NAME } from '../src/config/product.ts';

export const APP_FRAME_ID = 'app-frame';
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

/**
 * The frame: the signed-in and public shells' header bar (src/app/layout/app-shell.tsx), without
 * the parts that depend on who is signed in. Hidden from assistive technology: the app's own header
 * replaces it.
 */
export const frameMarkup = (productName: string) =>
  `<div id="${APP_FRAME_ID}" class="app-shell" aria-hidden="true"><div class="app-header"><div class="app-header__bar"><span class="app-header__brand">${productName}</span></div></div></div>`;

/** A CSP hash source for an inline <style> holding exactly `css`. */
export const styleHashSource = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** app.html with the frame before #root and its styles at the end of <head>. */
export function withAppFrame(html: string, css: string, productName = PRODUCT_NAME): string {
  if (!html.includes('</head>') || !html.includes('<div id="root">')) throw new Error('app-frame: app.html has no </head> or #root.');
  return html.replace('</head>', `  <style>${css}</style>\n  </head>`).replace('<div id="root">', `${frameMarkup(productName)}<div id="root">`);
}

export function appFrame(): Plugin {
  return {
    name: 'app-frame',
    apply: 'build',
    writeBundle: {
      // After landing-preload has written app.html and the hashes file.
      sequential: true,
      order: 'post',
      handler(options) {
        if (options.dir === undefined) return;
        const appHtml = join(options.dir, 'app.html');
        if (!existsSync(appHtml)) return;
        const css = compactCss(readFileSync('src/app/layout/app-shell.css', 'utf8'));
        writeFileSync(appHtml, withAppFrame(readFileSync(appHtml, 'utf8'), css));
        const hashesFile = join(options.dir, STYLE_HASHES_FILE);
        const hashes = existsSync(hashesFile) ? readFileSync(hashesFile, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
        writeFileSync(hashesFile, `${[...hashes, styleHashSource(css)].join(' ')}\n`);
      },
    },
  };
}

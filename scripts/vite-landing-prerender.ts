// Prerenders the landing page into the production index.html (served for `/` only), so a visitor
// sees the page, and its first hero image, before any JavaScript has run. The markup is the real
// LandingPage rendered once at build time (through Vite's SSR loader), placed in a sibling of
// #root; when the app's landing route mounts, it removes the prerendered copy in a layout effect,
// before the browser paints, so the swap is invisible. (No hydration: the route is lazy, and the
// page has no server to render it per request.)
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

const PRERENDER_ID = 'landing-prerender';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The landing page as static HTML, rendered by React on the server side. */
export async function renderLandingPage(): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/scripts/landing-prerender-entry.tsx')) as { render: () => string };
    return module.render();
  } finally {
    await server.close();
  }
}

/**
 * Puts the prerendered page right after #root. Style attributes are dropped: the CSP forbids them in
 * markup (React sets the same styles through the DOM once the app runs), and they only hold image
 * placeholder colours.
 */
export function withPrerender(html: string, markup: string): string {
  const rootElement = '<div id="root"></div>';
  if (!html.includes(rootElement)) throw new Error('landing-prerender: index.html has no empty <div id="root"></div>.');
  // React's empty comments only separate text nodes for hydration, which this page never has.
  const allowed = markup.replace(/ style="[^"]*"/g, '').replaceAll('<!-- -->', '');
  return compactHtml(html).replace(rootElement, `${rootElement}<div id="${PRERENDER_ID}">${allowed}</div>`);
}

/**
 * index.html without its comments and indentation: served uncompressed (a host without gzip), every
 * 14.6 KB past the first costs the page a round trip on a slow connection before its first paint
 * (docs/benchmarks.md#inline-stylesheets-decision-280). Inline stylesheets are left as they are: the
 * CSP names them by the hash of their exact text.
 */
export function compactHtml(html: string): string {
  return html
    .split(/(<style\b[^>]*>[\s\S]*?<\/style>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<!--[\s\S]*?-->/g, '').replace(/\n\s*/g, '\n')))
    .join('');
}

export function landingPrerender(): Plugin {
  return {
    name: 'landing-prerender',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { filename }) {
        // The landing page's HTML only (Storybook's iframe.html goes through this config too).
        if (!filename.endsWith('/index.html') || filename.includes('storybook')) return html;
        return withPrerender(html, await renderLandingPage());
      },
    },
  };
}

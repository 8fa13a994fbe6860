// A Vite plugin that starts what the landing page needs together with the HTML, on `/` only (other
// routes do not pay for it): the first hero image at high priority, and in a build the landing
// route's script and stylesheet, which the router would otherwise request only after the main
// script has run. It adds a small inline script to index.html that checks the path and adds the
// <link rel="preload"> / <link rel="modulepreload"> elements. The script replaces the
// <!-- landing-preload --> comment in index.html, which sits before any stylesheet: an inline
// script after a stylesheet would wait for that stylesheet to load.
//
// Imported by vite.config.ts: keep content.ts's own imports type-only.
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { hero } from '../src/features/landing/content.ts';
import { IMAGE_SIZES, imageSrcSet, MODERN_FORMATS, type ImageEntry } from '../src/features/landing/responsive-image.ts';

const MANIFEST = new URL('../src/features/landing/image-manifest.json', import.meta.url);
const LANDING_ROUTE = '/src/app/routes/landing.tsx';
const MARKER = '<!-- landing-preload -->';

type LinkAttributes = Record<string, string>;
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The preload of the first hero image: the same candidates and sizes as its AVIF <source>. */
export function heroImagePreload(): LinkAttributes {
  const first = hero.slides[0];
  if (first === undefined) throw new Error('content.ts: the hero has no slides.');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ImageEntry>;
  const entry = manifest[first.image];
  if (entry === undefined) throw new Error(`The first hero image "${first.image}" is not in image-manifest.json: run npm run images.`);
  const { format, type } = MODERN_FORMATS[0];
  return {
    rel: 'preload',
    as: 'image',
    type,
    fetchPriority: 'high',
    imageSrcset: imageSrcSet(first.image, entry, format),
    imageSizes: IMAGE_SIZES.hero,
  };
}

/** The landing route's chunk, the chunks it imports and their CSS, as the build named them. */
export function landingChunkPreloads(bundle: OutputBundle, base = '/'): LinkAttributes[] {
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(LANDING_ROUTE) === true);
  if (landing === undefined) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry chunk is already in the page; everything else the route imports is needed too.
  const needed = [landing, ...landing.imports.map((name) => byName.get(name)).filter((chunk) => chunk !== undefined && !chunk.isEntry)];
  const links: LinkAttributes[] = [];
  for (const chunk of needed) {
    if (chunk === undefined) continue;
    links.push({ rel: 'modulepreload', href: `${base}${chunk.fileName}` });
    for (const css of chunk.viteMetadata?.importedCss ?? []) links.push({ rel: 'preload', as: 'style', href: `${base}${css}` });
  }
  return links;
}

/** The inline script: on `/`, add these links to <head> (properties, so fetchPriority and imageSrcset work). */
export function preloadScript(links: LinkAttributes[]): string {
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(links).replace(/</g, '\\u003c');
  return `if (location.pathname === '/') ${json}.forEach(function (attributes) { document.head.appendChild(Object.assign(document.createElement('link'), attributes)); });`;
}

export function landingPreload(): Plugin {
  let base = '/';
  return {
    name: 'landing-preload',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!html.includes(MARKER))
          throw new Error(`index.html has no ${MARKER} comment: put it in <head>, before any stylesheet or script.`);
        const links = [heroImagePreload(), ...(bundle ? landingChunkPreloads(bundle, base) : [])];
        return html.replace(MARKER, `<script>${preloadScript(links)}</script>`);
      },
    },
  };
}

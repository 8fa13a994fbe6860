import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Hero } from '../src/features/landing/hero';
import { IMAGE_MANIFEST } from '../src/features/landing/images';
import {
  appChunkPreloads,
  heroImagePreload,
  inlineLandingStyles,
  landingChunkPreloads,
  landingPreload,
  preloadTags,
  withAppPreloads,
} from './vite-landing-preload';

type Bundle = Parameters<typeof landingChunkPreloads>[0];

function chunk(
  fileName: string,
  options: { facadeModuleId?: string; moduleIds?: string[]; imports?: string[]; css?: string[]; isEntry?: boolean; code?: string } = {},
) {
  return {
    type: 'chunk',
    fileName,
    code: options.code ?? '',
    facadeModuleId: options.facadeModuleId ?? null,
    moduleIds: options.moduleIds ?? (options.facadeModuleId === undefined ? [] : [options.facadeModuleId]),
    imports: options.imports ?? [],
    isEntry: options.isEntry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set<string>() },
  };
}

function bundleOf(...chunks: Array<ReturnType<typeof chunk>>): Bundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Bundle;
}

describe('the landing preloads', () => {
  it('preload exactly the image the hero shows first, so the browser fetches it once', () => {
    const { container } = render(createElement(Hero));
    const avif = container.querySelector('source[type="image/avif"]')!;
    const preload = heroImagePreload(IMAGE_MANIFEST);
    expect(preload).toMatchObject({ rel: 'preload', as: 'image', type: 'image/avif', fetchpriority: 'high' });
    expect(preload.imagesrcset).toBe(avif.getAttribute('srcset'));
    expect(preload.imagesizes).toBe(avif.getAttribute('sizes'));
  });

  const appBundle = () =>
    bundleOf(
      chunk('assets/index-1.js', { isEntry: true, css: ['assets/index-1.css'] }),
      chunk('assets/start-5.js', {
        facadeModuleId: '/repo/src/app/start.tsx',
        imports: ['assets/react-6.js'],
        css: ['assets/start-5.css'],
      }),
      chunk('assets/react-6.js', { code: 'react'.repeat(100) }),
      chunk('assets/landing-2.js', {
        facadeModuleId: '/repo/src/app/routes/landing.tsx',
        imports: ['assets/index-1.js', 'assets/shared-3.js', 'assets/react-6.js', 'assets/start-5.js'],
        css: ['assets/landing-2.css'],
      }),
      chunk('assets/shared-3.js', { css: ['assets/shared-3.css'] }),
      chunk('assets/admin-4.js', { facadeModuleId: '/repo/src/app/routes/admin.tsx' }),
    );

  it('give the landing page its own stylesheets and no script, so nothing competes with its first paint', () => {
    expect(landingChunkPreloads(appBundle())).toEqual([
      { rel: 'stylesheet', crossorigin: '', href: '/assets/landing-2.css' },
      { rel: 'stylesheet', crossorigin: '', href: '/assets/shared-3.css' },
    ]);
    expect(landingChunkPreloads(bundleOf(chunk('assets/index-1.js', { isEntry: true })))).toEqual([]);
  });

  it('give app.html the app’s chunk, the chunks it imports and its stylesheet, so the entry starts it without a wait', () => {
    // The stylesheets first, for the frame's first paint; the scripts at low priority, the largest first.
    expect(appChunkPreloads(appBundle())).toEqual([
      { rel: 'stylesheet', crossorigin: '', href: '/assets/start-5.css' },
      { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: '/assets/react-6.js' },
      { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: '/assets/start-5.js' },
    ]);
    const html = withAppPreloads('<head>\n  </head>', appChunkPreloads(appBundle()));
    expect(html).toContain('<link rel="modulepreload" crossorigin="" fetchpriority="low" href="/assets/start-5.js">');
    expect(html.indexOf('start-5.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('find the app’s start in the group chunk that holds it, and name no chunk the page names already', () => {
    const grouped = bundleOf(
      chunk('assets/index-1.js', { isEntry: true }),
      chunk('assets/start-7.js', { moduleIds: ['/repo/src/app/router.tsx', '/repo/src/app/start.tsx'], imports: ['assets/runtime-8.js'] }),
      chunk('assets/runtime-8.js'),
    );
    const links = appChunkPreloads(grouped);
    expect(links.map((link) => link.href)).toEqual(['/assets/start-7.js', '/assets/runtime-8.js']);
    const html = withAppPreloads('<head>\n<link rel="modulepreload" crossorigin href="/assets/runtime-8.js">\n  </head>', links);
    expect(html.match(/runtime-8\.js/g)).toHaveLength(1);
    expect(html).toContain('href="/assets/start-7.js"');
  });

  it('inline every stylesheet the landing page paints with, the entry’s first, each allowed by its CSP hash', () => {
    const bundle = {
      ...appBundle(),
      'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css', source: ':root{--a:1}' },
      'assets/landing-2.css': { type: 'asset', fileName: 'assets/landing-2.css', source: '.landing{color:red}' },
      'assets/shared-3.css': { type: 'asset', fileName: 'assets/shared-3.css', source: new TextEncoder().encode('.shared{}') },
    } as unknown as Bundle;
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head>';
    const inlined = inlineLandingStyles(html, bundle);
    // No stylesheet left to request before the first paint.
    expect(inlined.html).not.toContain('stylesheet');
    expect(inlined.html).toContain('src="/assets/index-1.js"');
    expect(inlined.tags).toEqual([
      { tag: 'style', children: ':root{--a:1}', injectTo: 'head' },
      { tag: 'style', children: '.landing{color:red}', injectTo: 'head' },
      { tag: 'style', children: '.shared{}', injectTo: 'head' },
    ]);
    // The sources a browser computes for these exact texts (sha256, base64).
    expect(inlined.hashes[0]).toBe("'sha256-" + createHash('sha256').update(':root{--a:1}').digest('base64') + "'");
    expect(inlined.hashes).toHaveLength(3);
    const closing = {
      ...bundle,
      'assets/landing-2.css': { type: 'asset', fileName: 'assets/landing-2.css', source: 'a{}</style><script>' },
    } as unknown as Bundle;
    expect(() => inlineLandingStyles(html, closing)).toThrow('assets/landing-2.css contains "</style"');
  });

  it('become plain <link> tags in the head: no inline script, which the CSP would block', () => {
    expect(preloadTags([{ rel: 'modulepreload', href: '/assets/landing-2.js' }])).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', href: '/assets/landing-2.js' }, injectTo: 'head' },
    ]);
  });

  it('are added to the landing page (index.html) only, not to app.html or Storybook', () => {
    const plugin = landingPreload();
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: { filename: string }) => unknown };
    expect(transform.handler('<head></head>', { filename: '/repo/app.html' })).toBe('<head></head>');
    expect(transform.handler('<head></head>', { filename: '/repo/iframe.html' })).toBe('<head></head>');
    const landing = transform.handler('<head></head>', { filename: '/repo/index.html' }) as { tags: Array<{ attrs: { rel: string } }> };
    expect(landing.tags.map((tag) => tag.attrs.rel)).toEqual(['preload']);
  });

  it('leave /runtime-config.js out of the landing page, and in app.html and document.html, which start their script at once', () => {
    const plugin = landingPreload();
    const transform = plugin.transformIndexHtml as unknown as {
      handler: (html: string, context: { filename: string; bundle: Bundle }) => { html: string };
    };
    const html =
      '<head>\n<script src="/runtime-config.js" defer></script>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>';
    const landing = transform.handler(html, {
      filename: '/repo/index.html',
      bundle: bundleOf(chunk('assets/index-1.js', { isEntry: true })),
    });
    expect(landing.html).not.toContain('runtime-config');
    expect(landing.html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');

    const dir = mkdtempSync(join(tmpdir(), 'landing-preload-'));
    try {
      (plugin.writeBundle as unknown as (options: { dir: string }) => void)({ dir });
      for (const page of ['app.html', 'document.html']) {
        const written = readFileSync(join(dir, page), 'utf8');
        expect(written.indexOf('<script src="/runtime-config.js" defer></script>'), page).toBeGreaterThan(-1);
        expect(written.indexOf('<script src="/runtime-config.js" defer></script>'), page).toBeLessThan(written.indexOf('type="module"'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hero } from '../src/features/landing/hero';
import { IMAGE_MANIFEST } from '../src/features/landing/images';
import { heroImagePreload, injectPreloadScript, landingChunkPreloads, preloadScript } from './vite-landing-preload';

type Bundle = Parameters<typeof landingChunkPreloads>[0];

function chunk(fileName: string, options: { facadeModuleId?: string; imports?: string[]; css?: string[]; isEntry?: boolean } = {}) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: options.facadeModuleId ?? null,
    imports: options.imports ?? [],
    isEntry: options.isEntry ?? false,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set<string>() },
  };
}

function bundleOf(...chunks: Array<ReturnType<typeof chunk>>): Bundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Bundle;
}

describe('the landing preloads', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/');
  });

  it('preload exactly the image the hero shows first, so the browser fetches it once', () => {
    const { container } = render(createElement(Hero));
    const avif = container.querySelector('source[type="image/avif"]')!;
    const preload = heroImagePreload(IMAGE_MANIFEST);
    expect(preload).toMatchObject({ rel: 'preload', as: 'image', type: 'image/avif', fetchpriority: 'high' });
    expect(preload.imagesrcset).toBe(avif.getAttribute('srcset'));
    expect(preload.imagesizes).toBe(avif.getAttribute('sizes'));
  });

  it('preload the landing route’s chunk, the chunks it shares and their CSS, but not the entry', () => {
    const bundle = bundleOf(
      chunk('assets/index-1.js', { isEntry: true, css: ['assets/index-1.css'] }),
      chunk('assets/landing-2.js', {
        facadeModuleId: '/repo/src/app/routes/landing.tsx',
        imports: ['assets/index-1.js', 'assets/shared-3.js'],
        css: ['assets/landing-2.css'],
      }),
      chunk('assets/shared-3.js'),
      chunk('assets/admin-4.js', { facadeModuleId: '/repo/src/app/routes/admin.tsx' }),
    );
    expect(landingChunkPreloads(bundle)).toEqual([
      { rel: 'modulepreload', href: '/assets/landing-2.js' },
      { rel: 'preload', as: 'style', href: '/assets/landing-2.css' },
      { rel: 'modulepreload', href: '/assets/shared-3.js' },
    ]);
    expect(landingChunkPreloads(bundleOf(chunk('assets/index-1.js', { isEntry: true })))).toEqual([]);
  });

  it('act on / only', () => {
    // Runs the generated inline script as the browser would.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(
      preloadScript([{ rel: 'preload', as: 'image', imagesrcset: '/a.avif 480w', fetchpriority: 'high' }]),
    ) as () => void;
    window.history.replaceState(null, '', '/login');
    run();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);

    window.history.replaceState(null, '', '/');
    run();
    const link = document.head.querySelector('link')!;
    expect(link.rel).toBe('preload');
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('imagesrcset')).toBe('/a.avif 480w');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('go right after the module script, before any stylesheet, and cannot close the script element', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="stylesheet" href="/assets/index.css"></head>';
    const out = injectPreloadScript(html, [{ rel: 'modulepreload', href: '/x</script>.js' }]);
    expect(out.indexOf('<script>if (location.pathname')).toBeGreaterThan(out.indexOf('index.js'));
    expect(out.indexOf('<script>if (location.pathname')).toBeLessThan(out.indexOf('stylesheet'));
    expect(out).toContain('/x\\u003c/script>.js');
    expect(() => injectPreloadScript('<head></head>', [])).toThrow(/no <script type="module">/);
  });
});

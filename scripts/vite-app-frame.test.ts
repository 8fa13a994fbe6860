import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkClosure, compactCss, frameMarkup, screenHtmlFile, styleHashSource, withAppFrame, withModulePreloads } from './vite-app-frame';

const APP_HTML = '<html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('the frame app.html draws before any script', () => {
  it('puts the header bar before #root and its styles in <head>', () => {
    const html = withAppFrame(APP_HTML, '.app-header{color:red}', undefined, 'Invoicing');
    expect(html).toContain('<style>.app-header{color:red}</style>\n  </head>');
    expect(html).toContain('<span class="app-header__brand">Invoicing</span></div></div></div><div id="root">');
    expect(html).not.toContain('ui-page__title');
  });

  it("draws a screen's heading in its page width, in the public shell for a public screen", () => {
    const html = withAppFrame(APP_HTML, '', { title: 'Sign in', width: 'narrow', public: true }, 'Invoicing');
    expect(html).toContain('class="app-shell app-shell--public" aria-hidden="true"');
    expect(html).toContain(
      '<div class="ui-page ui-page--narrow"><div class="ui-page__header"><div class="ui-page__heading-group"><h1 class="ui-page__title">Sign in</h1>',
    );
    expect(frameMarkup('A & <B>', { title: 'Q & A', width: 'wide' })).toContain('A &amp; &lt;B>');
  });

  it("draws a list's search field under the heading, with a box in place of the input", () => {
    const markup = frameMarkup('Invoicing', { title: 'Quotes', width: 'wide', search: 'Quote number & client' });
    expect(markup).toContain(
      '</h1></div></div><div class="invoice-history"><div class="invoice-filters ui-card"><div class="ui-field"><div class="ui-field__label-row"><span class="ui-field__label">Search</span></div><p class="ui-field__hint">Quote number &amp; client</p><div class="ui-field__control"></div>',
    );
    // Nothing to type into before the app starts: typed text would be lost when the app replaces it.
    expect(markup).not.toMatch(/<input|<label|<form/);
    expect(frameMarkup('Invoicing', { title: 'Dashboard', width: 'wide' })).not.toContain('ui-field');
  });

  it("preloads a screen's route chunks and every chunk they import, once, after the entry's preloads", () => {
    const chunks = [
      {
        fileName: 'assets/route.js',
        facadeModuleId: '/src/route.tsx',
        moduleIds: ['/src/route.tsx'],
        imports: ['assets/api.js', 'assets/react.js'],
      },
      { fileName: 'assets/queries.js', facadeModuleId: '/src/queries.ts', moduleIds: ['/src/queries.ts'], imports: ['assets/api.js'] },
      { fileName: 'assets/api.js', facadeModuleId: null, moduleIds: ['/src/api.ts', '/src/request.ts'], imports: [] },
      { fileName: 'assets/react.js', facadeModuleId: null, moduleIds: ['/react.js'], imports: [] },
      { fileName: 'assets/other.js', facadeModuleId: '/src/other.tsx', moduleIds: ['/src/other.tsx'], imports: [] },
    ];
    const files = chunkClosure(chunks, ['/src/route.tsx', '/src/queries.ts']);
    expect(files.sort()).toEqual(['assets/api.js', 'assets/queries.js', 'assets/react.js', 'assets/route.js']);
    expect(() => chunkClosure(chunks, ['/src/moved.tsx'])).toThrow(/no chunk holds \/src\/moved.tsx/);

    const head =
      '<head><script type="module" src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin="" href="/assets/react.js">\n<link rel="stylesheet" href="/a.css"></head>';
    const html = withModulePreloads(head, files);
    // React is the entry's already; the others come after the entry's preloads, before its stylesheet.
    expect(html.match(/assets\/react\.js/g)).toHaveLength(1);
    expect(html.indexOf('href="/assets/route.js"')).toBeGreaterThan(html.indexOf('href="/assets/react.js"'));
    expect(html.indexOf('href="/assets/route.js"')).toBeLessThan(html.indexOf('a.css'));
    // At low priority, so the stylesheets the frame paints with go first.
    expect(html).toContain('<link rel="modulepreload" crossorigin="" fetchpriority="low" href="/assets/queries.js">');
  });

  it('refuses a page without a #root to put it before', () => {
    expect(() => withAppFrame('<html><head></head><body></body></html>', '')).toThrow(/#root/);
  });

  it('keeps the meaning of every selector while dropping comments and white space', () => {
    const css =
      '/* why */\n.app-header :focus-visible {\n  outline-color: red;\n}\n.a > .b,\n.c { margin: 0 auto; }\n@media (min-width: 56rem) { .d { gap: 0 var(--space-4); } }';
    expect(compactCss(css)).toBe(
      '.app-header :focus-visible{outline-color: red}.a>.b,.c{margin: 0 auto}@media (min-width: 56rem){.d{gap: 0 var(--space-4)}}',
    );
  });

  it('gives the CSP the hash of exactly the inline stylesheet', () => {
    const css = '.x{color:red}';
    expect(styleHashSource(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it("writes a screen's page where nginx looks for it", () => {
    expect(screenHtmlFile('/invoice-history')).toBe('screens/invoice-history.html');
  });
});

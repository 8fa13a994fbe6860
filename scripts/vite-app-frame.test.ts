import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { compactCss, frameMarkup, screenHtmlFile, styleHashSource, withAppFrame } from './vite-app-frame';

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

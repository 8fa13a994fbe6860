// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactHtml, renderLandingPage, withPrerender } from './vite-landing-prerender';

describe('the landing prerender', () => {
  it('renders the real landing page: header links, the hero with its first image, every section', async () => {
    const markup = await renderLandingPage();
    expect(markup).toContain('class="hero__headline"');
    expect(markup).toMatch(/<img [^>]*fetchPriority="high"/);
    for (const id of ['property-management', 'home-renovations', 'projects', 'contact']) expect(markup).toContain(`id="${id}"`);
  }, 60_000);

  it('goes right after #root, without style attributes the CSP would block', () => {
    const html = '<body>\n    <div id="root"></div>\n  </body>';
    const out = withPrerender(html, '<main><img style="background-color:#fff" alt="a"/><p>say style=&quot;x&quot;</p></main>');
    expect(out).toBe(
      '<body>\n<div id="root"></div><div id="landing-prerender"><main><img alt="a"/><p>say style=&quot;x&quot;</p></main></div>\n</body>',
    );
    expect(() => withPrerender('<div id="app"></div>', '<p></p>')).toThrow(/no empty <div id="root">/);
  });

  it("drops comments, React's text separators and indentation, but leaves inline stylesheets byte for byte", () => {
    const css = '.a{content:"<!-- x -->"}\n  .b{}';
    const html = `<head>\n    <!-- why -->\n    <meta\n      name="x" />\n    <style>${css}</style>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>`;
    expect(compactHtml(html)).toBe(`<head>\n<meta\nname="x" />\n<style>${css}</style>\n</head>\n<body>\n<div id="root"></div>\n</body>`);
    expect(withPrerender(html, '<span>1<!-- --> / <!-- -->5</span>')).toContain('<span>1 / 5</span>');
  });
});

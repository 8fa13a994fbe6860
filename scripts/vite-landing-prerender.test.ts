// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderLandingPage, withPrerender } from './vite-landing-prerender';

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
      '<body>\n    <div id="root"></div>\n    <div id="landing-prerender"><main><img alt="a"/><p>say style=&quot;x&quot;</p></main></div>\n  </body>',
    );
    expect(() => withPrerender('<div id="app"></div>', '<p></p>')).toThrow(/no empty <div id="root">/);
  });
});

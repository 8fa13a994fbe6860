// @vitest-environment jsdom
// index.html carries the page's title, description and social preview for crawlers, which do not
// all run the app: they must say what content.ts says.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { company, site } from './content';

// Vitest runs from the repository's root.
const root = `${process.cwd()}/`;
const html = new DOMParser().parseFromString(readFileSync(`${root}index.html`, 'utf8'), 'text/html');
const meta = (selector: string) => html.querySelector(selector)?.getAttribute('content');

describe('index.html', () => {
  it('has the title and description of content.ts', () => {
    expect(html.title).toBe(site.title);
    expect(meta('meta[name="description"]')).toBe(site.description);
  });

  it('has Open Graph tags for a social preview', () => {
    expect(meta('meta[property="og:title"]')).toBe(site.title);
    expect(meta('meta[property="og:description"]')).toBe(site.description);
    expect(meta('meta[property="og:site_name"]')).toBe(company.name);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image:alt"]')).toBe(site.socialImageAlt);
    const image = meta('meta[property="og:image"]');
    expect(image).toBe('/images/landing/og-image.jpg');
    expect(existsSync(`${root}public${image!}`)).toBe(true);
  });

  it('names a favicon and a home-screen icon that exist, and the page language', () => {
    expect(html.documentElement.lang).toBe('en-NZ');
    for (const link of html.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')) {
      expect(existsSync(`${root}public${link.getAttribute('href')!}`)).toBe(true);
    }
    expect(html.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('lets crawlers in', () => {
    const robots = readFileSync(`${root}public/robots.txt`, 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

// Every file a landing <picture> can ask for exists in public/, so a missing image fails here and
// not on the live site.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hero, projects, propertyManagement, renovations } from './content';
import { IMAGE_MANIFEST, type ImageName } from './images';
import { fallbackWidth, imageSrcSet, imageUrl, MODERN_FORMATS } from './responsive-image';

// Vitest runs from the repository's root.
const publicDir = `${process.cwd()}/public`;

describe('the landing images', () => {
  it.each(Object.entries(IMAGE_MANIFEST))('%s has every file its <picture> offers', (name, entry) => {
    const urls = [
      ...MODERN_FORMATS.flatMap(({ format }) => entry.widths.map((width) => imageUrl(name, entry, width, format))),
      imageUrl(name, entry, fallbackWidth(entry), 'jpg'),
    ];
    for (const url of urls) expect(existsSync(`${publicDir}${url}`), url).toBe(true);
    expect(entry.widths.at(-1)).toBe(entry.width);
    expect(entry.width / entry.height).toBeCloseTo(1.6, 2);
  });

  it('are all used by the page, and the page uses only these', () => {
    const used = new Set<ImageName>([
      ...hero.slides.map((slide) => slide.image),
      propertyManagement.image.image,
      renovations.image.image,
      ...projects.items.flatMap((project) => project.slides.map((slide) => slide.image)),
    ]);
    expect([...used].sort()).toEqual(Object.keys(IMAGE_MANIFEST).sort());
  });

  it('have five hero slides and alt text for every image', () => {
    expect(hero.slides).toHaveLength(5);
    const all = [...hero.slides, propertyManagement.image, renovations.image, ...projects.items.flatMap((p) => p.slides)];
    for (const image of all) expect(image.alt.length).toBeGreaterThan(20);
  });

  it('list the widths smallest first in srcset', () => {
    const entry = { width: 1200, height: 750, widths: [480, 800, 1200], hash: 'abc', color: '#000000' };
    expect(imageSrcSet('photo', entry, 'avif')).toBe(
      '/images/landing/photo-abc-480.avif 480w, /images/landing/photo-abc-800.avif 800w, /images/landing/photo-abc-1200.avif 1200w',
    );
    expect(fallbackWidth(entry)).toBe(800);
    expect(fallbackWidth({ ...entry, widths: [480], width: 480 })).toBe(480);
  });
});

// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildLandingImages } from './landing-images';

const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#0b4f6c"/><circle cx="80" cy="50" r="30" fill="#fff"/></svg>';

let dir: string;
let photos: string;
let out: string;
let manifestPath: string;
let lines: string[];

const run = (extra: { socialImageSource?: string } = {}) =>
  buildLandingImages({ sourceDir: photos, outDir: out, manifestPath, widths: [200, 400], log: (line) => lines.push(line), ...extra });

async function photo(file: string, width: number, height: number, withGps = false) {
  let image = sharp({ create: { width, height, channels: 3, background: '#b45309' } }).jpeg();
  if (withGps) image = image.withExif({ IFD0: { Copyright: 'Secret Owner' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '36/1 50/1 0/1' } });
  await image.toFile(join(photos, file));
}

describe('the landing image pipeline', () => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'landing-images-'));
    photos = join(dir, 'photos');
    out = join(dir, 'out');
    manifestPath = join(dir, 'manifest.json');
    lines = [];
    mkdirSync(photos);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders drawings and resizes photos to AVIF, WebP and a JPEG fallback, cropped to 16:10, and records them', async () => {
    writeFileSync(join(photos, 'hero-1.svg'), DRAWING);
    await photo('kitchen.jpg', 1000, 1000);
    const manifest = await run();

    expect(manifest['hero-1']).toMatchObject({ width: 400, height: 250, widths: [200, 400] });
    expect(manifest.kitchen).toMatchObject({ width: 400, height: 250, widths: [200, 400], color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(JSON.parse(readFileSync(manifestPath, 'utf8'))).toEqual(manifest);
    const { hash } = manifest.kitchen!;
    expect(
      readdirSync(out)
        .filter((file) => file.startsWith('kitchen-'))
        .sort(),
    ).toEqual(
      [
        `kitchen-${hash}-200.avif`,
        `kitchen-${hash}-400.jpg`,
        `kitchen-${hash}-200.webp`,
        `kitchen-${hash}-400.avif`,
        `kitchen-${hash}-400.webp`,
      ].sort(),
    );
    const avif = await sharp(join(out, `kitchen-${hash}-400.avif`)).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 400, 250]);
  });

  it('never enlarges a small photo, and says so', async () => {
    await photo('small.jpg', 300, 300);
    const manifest = await run();
    expect(manifest.small).toMatchObject({ width: 300, height: 188, widths: [200, 300] });
    expect(lines.join('\n')).toMatch(/small\.jpg: 300x300 is small/);
  });

  it('removes what a photo says about where it was taken and who owns it', async () => {
    await photo('house.jpg', 800, 500, true);
    expect((await sharp(join(photos, 'house.jpg')).metadata()).exif).toBeDefined();
    const { house } = await run();
    for (const file of readdirSync(out)) {
      const meta = await sharp(join(out, file)).metadata();
      expect(meta.exif, file).toBeUndefined();
    }
    expect(house).toBeDefined();
  });

  it('lets a photo replace the drawing of the same name and deletes the old files', async () => {
    writeFileSync(join(photos, 'hero-1.svg'), DRAWING);
    const first = (await run())['hero-1']!;
    await photo('hero-1.jpg', 1600, 1000);
    const second = (await run())['hero-1']!;
    expect(second.hash).not.toBe(first.hash);
    expect(lines.join('\n')).toMatch(/hero-1: using the photo hero-1\.jpg instead of the drawing hero-1\.svg/);
    expect(readdirSync(out).some((file) => file.includes(first.hash))).toBe(false);
    expect(readdirSync(out).filter((file) => file.includes(second.hash))).toHaveLength(5);
  });

  it('does not encode an unchanged image again', async () => {
    await photo('deck.jpg', 800, 500);
    const before = await run();
    const file = join(out, `deck-${before.deck!.hash}-400.avif`);
    const modified = statSync(file).mtimeMs;
    lines = [];
    const after = await run();
    expect(after).toEqual(before);
    expect(lines).toContain('deck: unchanged');
    expect(statSync(file).mtimeMs).toBe(modified);
  });

  it('makes the social preview from the chosen image', async () => {
    await photo('hero-1.jpg', 1600, 1000);
    await run({ socialImageSource: 'hero-1' });
    const meta = await sharp(join(out, 'og-image.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('refuses names a URL would mangle and two photos with one name', async () => {
    await photo('Front Door.jpg', 800, 500);
    await expect(run()).rejects.toThrow(/"Front Door\.jpg": use lower-case letters, digits and dashes/);
    rmSync(join(photos, 'Front Door.jpg'));
    await photo('door.jpg', 800, 500);
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#000' } })
      .png()
      .toFile(join(photos, 'door.png'));
    await expect(run()).rejects.toThrow(/door\.jpg and door\.png are both named "door"/);
  });

  it('ignores files that are not images', async () => {
    await photo('deck.jpg', 800, 500);
    writeFileSync(join(photos, 'README.md'), '# Photos');
    expect(Object.keys(await run())).toEqual(['deck']);
    expect(existsSync(manifestPath)).toBe(true);
  });
});

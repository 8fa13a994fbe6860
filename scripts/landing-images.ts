// `npm run images`: turns the photos in src/features/landing/photos/ into the landing page's
// responsive set in public/images/landing/ (AVIF, WebP and a JPEG fallback at several widths,
// cropped to 16:10 around the most interesting part, metadata such as GPS removed), writes the
// manifest the page reads (src/features/landing/image-manifest.json), the social preview image, and
// the home-screen icon from public/favicon.svg. (The build preloads the first hero image on `/`:
// scripts/vite-landing-preload.ts.)
// The manifest is JSON so that formatting it (prettier) never stops this script reading it back.
//
// A photo (jpg, png, webp, avif, tiff) overrides the drawn stand-in (svg) of the same name.
// Unchanged images are not encoded again; files of removed or replaced images are deleted.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import sharp, { type Sharp } from 'sharp';
import { hero } from '../src/features/landing/content.ts';
import {
  fallbackWidth,
  IMAGE_BASE_PATH,
  imageUrl,
  MODERN_FORMATS,
  type ImageEntry,
  type ImageFormat,
} from '../src/features/landing/responsive-image.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIR = join(root, 'src/features/landing/photos');
const OUT_DIR = join(root, 'public', IMAGE_BASE_PATH);
const MANIFEST = join(root, 'src/features/landing/image-manifest.json');

const ASPECT = 16 / 10;
const WIDTHS = [480, 800, 1200, 1600];
const QUALITY = { avif: 50, webp: 70, jpg: 72 } as const;
const OG = { file: 'og-image.jpg', width: 1200, height: 630 };
// Part of every hash: changing how files are encoded renames them, so caches never serve old ones.
const SETTINGS = JSON.stringify({ ASPECT, WIDTHS, QUALITY, v: 2 });

const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff']);
const VECTOR = new Set(['.svg']);

interface Source {
  name: string;
  file: string;
}

function fail(message: string): never {
  console.error(`images: ${message}`);
  process.exit(1);
}

/** One source per image name; a photo wins over a drawn stand-in of the same name. */
function findSources(): Source[] {
  const byName = new Map<string, { raster: string[]; vector: string[] }>();
  for (const file of readdirSync(SOURCE_DIR)) {
    const ext = extname(file).toLowerCase();
    if (!RASTER.has(ext) && !VECTOR.has(ext)) continue;
    const name = basename(file, extname(file));
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))
      fail(`"${file}": use lower-case letters, digits and dashes in file names (e.g. hero-1.jpg).`);
    const entry = byName.get(name) ?? { raster: [], vector: [] };
    (RASTER.has(ext) ? entry.raster : entry.vector).push(file);
    byName.set(name, entry);
  }
  const sources: Source[] = [];
  for (const [name, { raster, vector }] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    if (raster.length > 1) fail(`${raster.join(' and ')} are both named "${name}": keep one.`);
    const file = raster[0] ?? vector[0];
    if (file === undefined) continue;
    if (raster.length === 1 && vector.length > 0)
      console.log(`${name}: using the photo ${file} instead of the drawing ${vector.join(', ')}`);
    sources.push({ name, file: join(SOURCE_DIR, file) });
  }
  return sources;
}

/** The source as a 16:10 image no larger than the biggest width, cropped around its most interesting part. */
async function master(file: string): Promise<{ image: Sharp; width: number; height: number }> {
  const isVector = VECTOR.has(extname(file).toLowerCase());
  const input = readFileSync(file);
  const meta = await sharp(input).metadata();
  const sourceWidth = meta.autoOrient.width;
  const sourceHeight = meta.autoOrient.height;
  const maxWidth = WIDTHS[WIDTHS.length - 1] ?? 1600;
  // Drawings are rendered at the size needed; photos are never enlarged.
  const scale = isVector ? maxWidth / Math.min(sourceWidth, sourceHeight * ASPECT) : 1;
  const width = Math.min(maxWidth, Math.floor(Math.min(sourceWidth * scale, sourceHeight * scale * ASPECT)));
  const height = Math.round(width / ASPECT);
  if (!isVector && width < maxWidth)
    console.warn(`${basename(file)}: ${sourceWidth}x${sourceHeight} is small; ${maxWidth} px wide or more looks sharper on large screens.`);
  const image = sharp(input, isVector ? { density: 72 * scale } : {})
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: 'attention' });
  const buffer = await image.png().toBuffer();
  return { image: sharp(buffer), width, height };
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: QUALITY.avif, effort: 4 });
  if (format === 'webp') return image.webp({ quality: QUALITY.webp, effort: 6 });
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpg, mozjpeg: true, progressive: true });
}

/** AVIF and WebP at every width; the JPEG fallback (for browsers without either) at one. */
function outputs(entry: ImageEntry): Array<{ width: number; format: ImageFormat }> {
  const modern = entry.widths.flatMap((width) => MODERN_FORMATS.map(({ format }) => ({ width, format })));
  return [...modern, { width: fallbackWidth(entry), format: 'jpg' }];
}

function expectedFiles(name: string, entry: ImageEntry): string[] {
  return outputs(entry).map(({ width, format }) => basename(imageUrl(name, entry, width, format)));
}

function hex(channel: number): string {
  return channel.toString(16).padStart(2, '0');
}

async function build(source: Source, previous: Record<string, ImageEntry>): Promise<ImageEntry> {
  const hash = createHash('sha256').update(readFileSync(source.file)).update(SETTINGS).digest('hex').slice(0, 10);
  const known = previous[source.name];
  if (known?.hash === hash && expectedFiles(source.name, known).every((file) => existsSync(join(OUT_DIR, file)))) {
    console.log(`${source.name}: unchanged`);
    return known;
  }
  const { image, width, height } = await master(source.file);
  const widths = WIDTHS.filter((w) => w < width).concat(width);
  const { dominant } = await image.clone().stats();
  const entry: ImageEntry = { width, height, widths, hash, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
  for (const { width: w, format } of outputs(entry)) {
    const resized = image.clone().resize(w, Math.round(w / ASPECT));
    await encode(resized, format).toFile(join(OUT_DIR, basename(imageUrl(source.name, entry, w, format))));
  }
  console.log(`${source.name}: AVIF and WebP ${widths.join(', ')} px wide, JPEG ${fallbackWidth(entry)} px`);
  return entry;
}

function readPreviousManifest(): Record<string, ImageEntry> {
  if (!existsSync(MANIFEST)) return {};
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ImageEntry>;
  } catch {
    return {};
  }
}

async function writeManifest(entries: Record<string, ImageEntry>): Promise<void> {
  const options = (await resolveConfig(MANIFEST)) ?? {};
  writeFileSync(MANIFEST, await format(JSON.stringify(entries), { ...options, filepath: MANIFEST }));
}

async function writeSocialImage(source: Source): Promise<void> {
  const { image } = await master(source.file);
  await image
    .resize(OG.width, OG.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(join(OUT_DIR, OG.file));
}

/** The home-screen icon for iOS, drawn from the favicon. */
async function writeTouchIcon(): Promise<void> {
  const favicon = readFileSync(join(root, 'public/favicon.svg'));
  await sharp(favicon, { density: 72 * 8 })
    .resize(180, 180)
    .flatten({ background: '#0b4f6c' })
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'public/apple-touch-icon.png'));
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const sources = findSources();
  if (sources.length === 0) fail(`no images in ${SOURCE_DIR}`);
  const previous = readPreviousManifest();
  const entries: Record<string, ImageEntry> = {};
  for (const source of sources) entries[source.name] = await build(source, previous);

  const keep = new Set([OG.file, ...Object.entries(entries).flatMap(([name, entry]) => expectedFiles(name, entry))]);
  for (const file of readdirSync(OUT_DIR)) {
    if (!keep.has(file)) {
      rmSync(join(OUT_DIR, file));
      console.log(`removed ${file}`);
    }
  }
  await writeManifest(entries);

  // The social preview shows the first hero image.
  const firstHero = hero.slides[0]?.image;
  const firstSource = sources.find((s) => s.name === firstHero);
  if (firstSource === undefined) fail(`the first hero image "${String(firstHero)}" (content.ts) has no source file.`);
  await writeSocialImage(firstSource);
  await writeTouchIcon();
  console.log(`Wrote ${Object.keys(entries).length} images to public${IMAGE_BASE_PATH} and the manifest.`);
}

await main();
